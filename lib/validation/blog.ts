import { z } from 'zod';
import { BLOG_PAGE_MAX } from '@/lib/domain/blog';
import { text } from './text';

// The blog API's query strings: blogs?page&category, blog/{slug}.

const first = (v: unknown): unknown => (Array.isArray(v) ? v[0] : v);
const blankToUndefined = (v: unknown): unknown => {
  const value = first(v);
  return typeof value === 'string' && value.trim() === '' ? undefined : value;
};

export const blogSlugSchema = text().min(1, 'Give a slug').max(160, 'Not a valid slug').regex(/^[a-z0-9-]+$/, 'Not a valid slug');

export const blogListQuerySchema = z.object({
  page: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'Page must be a number' })
      .int('Page must be a whole number')
      .min(1, 'Page must be at least 1')
      .max(BLOG_PAGE_MAX, `Page must be at most ${BLOG_PAGE_MAX}`)
      .default(1),
  ),
  category: z.preprocess(blankToUndefined, blogSlugSchema.optional()),
});

export const blogPathSchema = z.object({ slug: blogSlugSchema });
