import { z } from 'zod';
import { MAX_REVIEW_PAGE, REVIEW_BODY_MAX, REVIEW_BODY_MIN, REVIEW_SORTS, REVIEW_TITLE_MAX } from '@/lib/domain/reviews';
import { positiveInt } from './catalogue';
import { labelledId } from './ids';
import { text } from './text';
import { uploadIdSchema } from './upload';
import { blankToUndefined, pageParam } from './query-values';

// reviews?id&type (SPEC §7): the list's query and the new review's body. Limits come from lib/domain/reviews.ts.

export const RATING_MESSAGE = 'Choose a rating from 1 to 5 stars';

/** 1–5 whole stars. */
export const starsSchema = z.coerce.number({ error: RATING_MESSAGE }).int(RATING_MESSAGE).min(1, RATING_MESSAGE).max(5, RATING_MESSAGE);

export const reviewsQuerySchema = z.object({
  id: positiveInt('Product'),
  /** The wishlist's types (product, cake, automobile): a review is about a product of any of them. */
  type: z.preprocess(blankToUndefined, z.enum(['product', 'cake', 'automobile'], { error: "Type must be 'product', 'cake' or 'automobile'" }).default('product')),
  sort: z.preprocess(blankToUndefined, z.enum(REVIEW_SORTS, { error: `Sort by ${REVIEW_SORTS.join(', ')}` }).default('newest')),
  page: pageParam(MAX_REVIEW_PAGE),
});
export type ReviewsQuery = z.infer<typeof reviewsQuerySchema>;

export const addReviewSchema = z.object({
  productId: labelledId('Product'),
  rating: starsSchema,
  title: text({ error: 'The title must be text' }).trim().max(REVIEW_TITLE_MAX, `Keep the title to ${REVIEW_TITLE_MAX} characters`).optional(),
  body: text({ error: 'Tell other shoppers what you thought' })
    .trim()
    .min(REVIEW_BODY_MIN, `Write at least ${REVIEW_BODY_MIN} characters`)
    .max(REVIEW_BODY_MAX, `Keep the review to ${REVIEW_BODY_MAX} characters`),
  photoUploadId: uploadIdSchema.optional(),
});
export type AddReviewInput = z.infer<typeof addReviewSchema>;
