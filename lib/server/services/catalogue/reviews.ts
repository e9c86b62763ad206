import 'server-only';
import { and, asc, desc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { ReviewsSummary } from '@/lib/domain/catalogue-types';
import {
  averageRating,
  PHOTO_REVIEWS_COUNT_CAP,
  REVIEWS_PER_PAGE,
  type ReviewItem,
  type ReviewSort,
} from '@/lib/domain/reviews';
import { getDb } from '@/lib/server/db/client';
import { products, reviews, users } from '@/lib/server/db/schema';
import { uploadUrl } from '@/lib/validation/upload';
import { makePagination } from './product-card';
import type { Pagination } from '@/lib/domain/catalogue-types';

// Only approved reviews are shown or counted (SPEC Review.reviewStatus): a pending or rejected one never moves the
// stars a shopper sees. Every list here reads one of the partial indexes of migration 0008 (product, then its order).

const STARS = [5, 4, 3, 2, 1] as const;

const approvedOf = (productId: number): SQL => and(eq(reviews.productId, productId), eq(reviews.status, 'approved')) as SQL;

type ReviewRow = typeof reviews.$inferSelect;

/** The one place a review row becomes what the page and the API show. */
export function toReviewItem(r: ReviewRow, authorUsername: string | null = null): ReviewItem {
  return {
    id: r.id,
    authorName: r.authorName,
    authorCity: r.authorCity,
    authorUsername,
    rating: r.rating,
    title: r.title,
    body: r.body,
    photoUrl: r.photoUploadId ? uploadUrl(r.photoUploadId) : null,
    verifiedPurchase: r.verifiedPurchase,
    createdAt: r.createdAt.toISOString(),
  };
}

/** Count, average and the 5→1 distribution, grouped over the (product, rating) index. */
export async function reviewsSummary(productId: number, db: Pick<ReturnType<typeof getDb>, 'select'> = getDb()): Promise<ReviewsSummary & { sum: number }> {
  const byStars = await db
    .select({ rating: reviews.rating, n: sql<number>`count(*)::int` })
    .from(reviews)
    .where(approvedOf(productId))
    .groupBy(reviews.rating);
  const count = byStars.reduce((n, r) => n + r.n, 0);
  const sum = byStars.reduce((total, r) => total + r.n * r.rating, 0);
  return {
    average: averageRating(sum, count),
    count,
    sum,
    distribution: STARS.map((stars) => ({ stars, count: byStars.find((r) => r.rating === stars)?.n ?? 0 })),
  };
}

/** The summary as shown (the sum is only for the product's stored average). */
export function withoutSum({ average, count, distribution }: ReviewsSummary & { sum: number }): ReviewsSummary {
  return { average, count, distribution };
}

const ORDERS: Record<ReviewSort, SQL[]> = {
  newest: [desc(reviews.createdAt), desc(reviews.id)],
  // reviews_product_rating_idx read backwards: most stars first, newest first among equals.
  highest: [desc(reviews.rating), desc(reviews.createdAt), desc(reviews.id)],
  // …and forwards: fewest stars first, oldest first among equals.
  lowest: [asc(reviews.rating), asc(reviews.createdAt), asc(reviews.id)],
  photos: [desc(reviews.createdAt), desc(reviews.id)],
};

/** One page of a product's reviews in the chosen order (page 1 newest is what the product page renders). */
export async function listReviews(
  productId: number,
  sort: ReviewSort = 'newest',
  page = 1,
): Promise<{ reviews: ReviewItem[]; summary: ReviewsSummary; pagination: Pagination }> {
  const where = sort === 'photos' ? and(approvedOf(productId), isNotNull(reviews.photoUploadId)) : approvedOf(productId);
  const db = getDb();
  const [rows, summary, photoCount] = await Promise.all([
    db
      .select({ review: reviews, username: users.username })
      .from(reviews)
      .leftJoin(users, eq(users.id, reviews.userId))
      .where(where)
      .orderBy(...ORDERS[sort])
      .limit(REVIEWS_PER_PAGE)
      .offset((page - 1) * REVIEWS_PER_PAGE),
    reviewsSummary(productId),
    sort === 'photos'
      ? db
          .execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM ${reviews} WHERE ${where} LIMIT ${PHOTO_REVIEWS_COUNT_CAP}) capped`)
          .then((r) => r.rows[0]?.n ?? 0)
      : Promise.resolve(null),
  ]);
  const total = photoCount ?? summary.count;
  const plain = withoutSum(summary);
  return { reviews: rows.map((r) => toReviewItem(r.review, r.username)), summary: plain, pagination: makePagination(total, rows.length, page, REVIEWS_PER_PAGE) };
}

/** The product page's reviews: the summary and the first page, newest first. */
export async function loadReviews(productId: number): Promise<{ summary: ReviewsSummary; latest: ReviewItem[] }> {
  const { reviews: latest, summary } = await listReviews(productId, 'newest', 1);
  return { summary, latest };
}

/** Whether a product exists and is on sale (reviews of anything else are a 404). */
export async function isActiveProduct(id: number): Promise<boolean> {
  const rows = await getDb().select({ id: products.id }).from(products).where(and(eq(products.id, id), eq(products.isActive, true))).limit(1);
  return rows.length > 0;
}
