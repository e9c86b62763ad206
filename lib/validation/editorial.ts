import { z } from 'zod';
import { EMPLOYMENT_TYPES } from '@/lib/domain/careers';
import { isInternalPath } from '@/lib/domain/rich-text';
import { sanitizePlain, sanitizeRichText } from '@/lib/domain/rich-text-write';
import { idWithMessage } from './ids';
import { text } from './text';

// What the back office's editors send for the shop's written content (issue 25): its pages, the FAQ, blog posts,
// careers postings and testimonials. Each schema is the draft's whole data: it is parsed when a draft is saved and
// again when it is published, and its transforms are the sanitiser (lib/domain/rich-text-write.ts), so what is kept
// is already what the storefront renders: no HTML, no script, no event handler, no link off the shop.

/** The kinds this module edits, as they appear in the API's paths and the drafts' `kind`. */
export const EDITORIAL_KINDS = ['shop-page', 'faq-group', 'faq', 'blog-post', 'job-posting', 'testimonial'] as const;
export type EditorialKind = (typeof EDITORIAL_KINDS)[number];
export const isEditorialKind = (value: string): value is EditorialKind => (EDITORIAL_KINDS as readonly string[]).includes(value);

/** One line of plain text, tags and line breaks removed, then measured (a title, a question, a name). */
const line = (label: string, min: number, max: number) =>
  text({ error: `Write the ${label}.` })
    .transform(sanitizePlain)
    .pipe(
      text()
        .min(min, min <= 1 ? `Write the ${label}.` : `The ${label} needs at least ${min} characters.`)
        .max(max, `Keep the ${label} to ${max} characters.`),
    );

/** Rich text (lib/domain/rich-text.ts), sanitised, then measured. */
const richText = (label: string, min: number, max: number) =>
  text({ error: `Write the ${label}.` })
    .max(max * 2, `Keep the ${label} to ${max} characters.`)
    .transform(sanitizeRichText)
    .pipe(text().min(min, min <= 1 ? `Write the ${label}.` : `The ${label} needs at least ${min} characters.`).max(max, `Keep the ${label} to ${max} characters.`));

const position = z.coerce.number({ error: 'Give the order as a number.' }).int('Give the order as a whole number.').min(0, 'The order starts at 0.').max(10_000, 'Keep the order under 10,000.');

const slug = text({ error: 'Give the address (slug).' })
  .trim()
  .toLowerCase()
  .min(3, 'The address needs at least 3 characters.')
  .max(120, 'Keep the address to 120 characters.')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lower-case letters, digits and single dashes (e.g. dashain-cakes-2026).');

/** A picture on this shop: the images API's `src` or a /media art path (never another site's). */
const internalImage = (label: string) =>
  text({ error: `Choose the ${label}.` })
    .trim()
    .min(1, `Choose the ${label}.`)
    .max(500, `Choose the ${label} again.`)
    .refine(isInternalPath, `The ${label} must be a picture on this shop (uploaded here).`);

/**
 * An instant given as the back office's date-time field sends it (YYYY-MM-DDTHH:mm, Kathmandu time, which has no
 * daylight saving: always +05:45) or as an ISO instant; kept as an ISO instant.
 */
export const kathmanduInstant = (label: string) =>
  text({ error: `Give the ${label}.` })
    .trim()
    .transform((value, ctx) => {
      const local = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value) ? `${value}:00+05:45` : value;
      const at = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(local) ? new Date(local) : null;
      if (!at || Number.isNaN(at.getTime()) || at.getUTCFullYear() < 2000 || at.getUTCFullYear() > 2100) {
        ctx.addIssue({ code: 'custom', message: `Give the ${label} as a date and time.` });
        return z.NEVER;
      }
      return at.toISOString();
    });

export const shopPageDraftSchema = z.object({
  title: line('title', 2, 120),
  summary: line('summary', 0, 300),
  body: richText('text', 1, 60_000),
});
export type ShopPageDraft = z.output<typeof shopPageDraftSchema>;

export const faqGroupDraftSchema = z.object({
  title: line('topic', 2, 80),
  position,
});
export type FaqGroupDraft = z.output<typeof faqGroupDraftSchema>;

export const faqDraftSchema = z.object({
  groupId: idWithMessage('Choose the topic.'),
  question: line('question', 5, 200),
  answer: richText('answer', 1, 5_000),
  position,
  /** Publishing this draft takes the answer off the FAQ. */
  remove: z.boolean().default(false),
});
export type FaqDraft = z.output<typeof faqDraftSchema>;

const tag = text()
  .transform((value) => sanitizePlain(value).toLowerCase().replace(/^#/, ''))
  .pipe(text().min(1, 'A tag cannot be empty.').max(30, 'Keep each tag to 30 characters.'));

/** Blank optional text: null. */
const optionalLine = (label: string, min: number, max: number) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? null : value), line(label, min, max).nullable().default(null));

export const META_TITLE_MAX = 60;
export const META_DESCRIPTION_MIN = 50;
export const META_DESCRIPTION_MAX = 160;

export const blogPostDraftSchema = z.object({
  title: line('title', 5, 120),
  slug,
  excerpt: line('excerpt', 40, 300),
  categoryId: idWithMessage('Choose the category.'),
  cover: internalImage('cover picture'),
  body: richText('text', 50, 100_000),
  tags: z.array(tag, { error: 'Give the tags as a list.' }).max(10, 'Give at most 10 tags.').default([]),
  featured: z.boolean().default(false),
  /** What search engines and shares show (blank: the title and the excerpt). */
  metaTitle: optionalLine('search title', 10, META_TITLE_MAX),
  metaDescription: optionalLine('search description', META_DESCRIPTION_MIN, META_DESCRIPTION_MAX),
  /** When it goes live; null: the moment it is published. A later instant schedules it. */
  publishAt: z.preprocess((value) => (value === '' ? null : value), kathmanduInstant('publication time').nullable().default(null)),
  /** Publishing this draft takes the post off the blog (it can be published again later). */
  hidden: z.boolean().default(false),
});
export type BlogPostDraft = z.output<typeof blogPostDraftSchema>;

const rupees = (label: string) =>
  z.preprocess(
    (value) => (value === '' || value === undefined ? null : value),
    z.coerce.number({ error: `Give the ${label} in rupees.` }).int(`Give the ${label} in whole rupees.`).min(0, `The ${label} cannot be negative.`).max(10_00_000, `Keep the ${label} under रू 10,00,000.`).nullable(),
  );

export const jobPostingDraftSchema = z
  .object({
    title: line('title', 3, 120),
    slug,
    department: line('department', 2, 60),
    location: line('location', 2, 80),
    employmentType: z.enum(EMPLOYMENT_TYPES, { error: 'Choose the kind of employment.' }),
    /** Rupees a month as typed (kept in paisa when published). */
    salaryMinRupees: rupees('lowest salary'),
    salaryMaxRupees: rupees('highest salary'),
    summary: line('summary', 20, 300),
    body: richText('description', 50, 20_000),
    opensAt: kathmanduInstant('opening time'),
    closesAt: kathmanduInstant('closing time'),
    status: z.enum(['open', 'paused', 'closed'], { error: 'Choose whether it takes applications.' }).default('open'),
  })
  .superRefine((value, ctx) => {
    if (value.closesAt <= value.opensAt) ctx.addIssue({ code: 'custom', path: ['closesAt'], message: 'It must close after it opens.' });
    if (value.salaryMinRupees !== null && value.salaryMaxRupees !== null && value.salaryMaxRupees < value.salaryMinRupees) {
      ctx.addIssue({ code: 'custom', path: ['salaryMaxRupees'], message: 'The highest salary cannot be below the lowest.' });
    }
  });
export type JobPostingDraft = z.output<typeof jobPostingDraftSchema>;

export const testimonialDraftSchema = z.object({
  name: line('name', 2, 80),
  location: line('place', 2, 80),
  message: line('words', 20, 600),
  rating: z.coerce.number({ error: 'Give the stars, 1 to 5.' }).int('Give the stars, 1 to 5.').min(1, 'Give the stars, 1 to 5.').max(5, 'Give the stars, 1 to 5.'),
  /** A picture on this shop (blank: a drawn avatar with the initials' colours). */
  avatar: z.preprocess((value) => (value === '' ? null : value), internalImage('picture').nullable().default(null)),
  position,
  /** Publishing this draft takes the testimonial off the home page. */
  remove: z.boolean().default(false),
});
export type TestimonialDraft = z.output<typeof testimonialDraftSchema>;

export const DRAFT_SCHEMAS = {
  'shop-page': shopPageDraftSchema,
  'faq-group': faqGroupDraftSchema,
  faq: faqDraftSchema,
  'blog-post': blogPostDraftSchema,
  'job-posting': jobPostingDraftSchema,
  testimonial: testimonialDraftSchema,
} as const satisfies Record<EditorialKind, z.ZodType>;

/** A draft's key in a path: a live row's id or 'new-<uuid>'. */
export const draftKeySchema = text().regex(/^(\d{1,10}|new-[0-9a-f-]{36})$/);
