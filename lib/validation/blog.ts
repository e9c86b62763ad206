import { z } from 'zod';
import { BLOG_PAGE_MAX } from '@/lib/domain/blog';
import { text } from './text';
import { blankToUndefined, pageParam } from './query-values';

// The blog API's query strings: blogs?page&category, blog/{slug}.

export const blogSlugSchema = text().min(1, 'Give a slug').max(160, 'Not a valid slug').regex(/^[a-z0-9-]+$/, 'Not a valid slug');

export const blogListQuerySchema = z.object({
  page: pageParam(BLOG_PAGE_MAX),
  category: z.preprocess(blankToUndefined, blogSlugSchema.optional()),
});

export const blogPathSchema = z.object({ slug: blogSlugSchema });
