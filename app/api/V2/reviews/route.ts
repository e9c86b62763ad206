import { requireAuth } from '@/lib/server/auth/request-auth';
import { handle, jsonBody, ok, parseOrThrow, queryObject } from '@/lib/server/http/respond';
import { write } from '@/lib/server/http/write';
import { notFound } from '@/lib/server/http/errors';
import { addReview, isActiveProduct, listReviews } from '@/lib/server/services/catalogue';
import { addReviewSchema, reviewsQuerySchema } from '@/lib/validation/reviews';

export const dynamic = 'force-dynamic';

/**
 * GET reviews?id&type[&sort=newest|highest|lowest|photos][&page] → data.reviews, data.summary, meta.pagination.
 * An unknown or inactive product is a 404.
 */
export const GET = handle(async (request) => {
  const { id, sort, page } = parseOrThrow(reviewsQuerySchema, queryObject(request));
  if (!(await isActiveProduct(id))) throw notFound('Product');
  const { reviews, summary, pagination } = await listReviews(id, sort, page);
  return ok({ reviews, summary }, { pagination });
});

/**
 * POST reviews {productId, rating 1–5, body, title?, photoUploadId?} → 201 data.review, data.summary (the product's
 * new stars and count). One per customer and product: a second is a 409.
 */
export const POST = write({ account: 'post-user', client: 'write-ip' }, async (request) => {
  const { user } = await requireAuth(request);
  const input = parseOrThrow(addReviewSchema, await jsonBody(request));
  return ok(await addReview(user.id, input), undefined, { status: 201 });
});
