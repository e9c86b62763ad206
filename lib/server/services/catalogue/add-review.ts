import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { ReviewsSummary } from '@/lib/domain/catalogue-types';
import { publicAuthorName, type ReviewItem } from '@/lib/domain/reviews';

export { publicAuthorName };
import { getDb } from '@/lib/server/db/client';
import { orderItems, orders, products, reviews, users } from '@/lib/server/db/schema';
import { ApiError, notFound } from '@/lib/server/http/errors';
import { ownUpload } from '@/lib/server/uploads/store';
import { UPLOAD_MESSAGES } from '@/lib/validation/upload';
import type { AddReviewInput } from '@/lib/validation/reviews';
import { invalidateProduct } from './invalidate';
import { statusForNewPost } from '@/lib/server/services/moderation/gate';
import { reviewsSummary, toReviewItem, withoutSum } from './reviews';

// Adding a review (POST reviews): one per customer and product (a unique index, so two tabs at once still make one),
// "Verified purchase" when a delivered order of theirs held the product, and the product's stars and count moved in
// the same transaction, with the product row locked, so reviews written in parallel leave them exact.


/** Whether the customer received this product: one of their delivered orders held it. */
export async function hasReceived(userId: number, productId: number): Promise<boolean> {
  const rows = await getDb()
    .select({ one: sql`1` })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(and(eq(orders.userId, userId), eq(orders.status, 'delivered'), eq(orderItems.productId, productId)))
    .limit(1);
  return rows.length > 0;
}

export const ALREADY_REVIEWED = 'You have already reviewed this product. Thank you!';

/** `held`: the review waits for the shop's approval (policy or new-account rule) and is not counted yet. */
export async function addReview(userId: number, input: AddReviewInput): Promise<{ review: ReviewItem; summary: ReviewsSummary; held: boolean }> {
  const db = getDb();
  const [author] = await db.select({ name: users.name, city: users.city, username: users.username }).from(users).where(eq(users.id, userId));
  if (!author) throw notFound('Customer');
  if (input.photoUploadId && !(await ownUpload(input.photoUploadId, userId, 'review-photo'))) {
    throw new ApiError(422, UPLOAD_MESSAGES.notFound, 'photo_not_found', { photoUploadId: UPLOAD_MESSAGES.notFound });
  }
  const verifiedPurchase = await hasReceived(userId, input.productId);

  const result = await db.transaction(async (tx) => {
    // The lock orders parallel reviews of one product: each recount below sees every review committed before it.
    const [product] = await tx
      .select({ id: products.id, slug: products.slug, isActive: products.isActive })
      .from(products)
      .where(eq(products.id, input.productId))
      .for('no key update');
    if (!product || !product.isActive) throw notFound('Product');
    // Refused (403) when the author is blocked from reviewing; held when the shop's policy or the new-account rule says.
    const status = await statusForNewPost(tx, 'review', userId);
    const [row] = await tx
      .insert(reviews)
      .values({
        productId: product.id,
        userId,
        authorName: publicAuthorName(author.name),
        authorCity: author.city ?? '',
        rating: input.rating,
        title: input.title ?? '',
        body: input.body,
        photoUploadId: input.photoUploadId ?? null,
        verifiedPurchase,
        status,
      })
      .onConflictDoNothing({ target: [reviews.productId, reviews.userId] })
      .returning();
    if (!row) throw new ApiError(409, ALREADY_REVIEWED, 'already_reviewed');
    const summary = await reviewsSummary(product.id, tx);
    await tx
      .update(products)
      .set({ ratingAverage: summary.count ? summary.sum / summary.count : 0, ratingCount: summary.count, updatedAt: new Date() })
      .where(eq(products.id, product.id));
    const plain = withoutSum(summary);
    return { product, review: toReviewItem(row, author.username), summary: plain, held: status !== 'approved' };
  });
  invalidateProduct(result.product);
  return { review: result.review, summary: result.summary, held: result.held };
}
