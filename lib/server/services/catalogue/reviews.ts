import 'server-only';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { ReviewsSummary, ReviewView } from '@/lib/domain/catalogue-types';
import { getDb } from '@/lib/server/db/client';
import { reviews } from '@/lib/server/db/schema';

// Only approved reviews are shown or counted (SPEC Review.reviewStatus): a pending or rejected one never moves the
// stars a shopper sees.

const LATEST_REVIEWS = 20;
const STARS = [5, 4, 3, 2, 1] as const;

export async function loadReviews(productId: number): Promise<{ summary: ReviewsSummary; latest: ReviewView[] }> {
  const approved = and(eq(reviews.productId, productId), eq(reviews.status, 'approved'));
  const db = getDb();
  const [byStars, latest] = await Promise.all([
    db
      .select({ rating: reviews.rating, n: sql<number>`count(*)::int` })
      .from(reviews)
      .where(approved)
      .groupBy(reviews.rating),
    db.select().from(reviews).where(approved).orderBy(desc(reviews.createdAt), desc(reviews.id)).limit(LATEST_REVIEWS),
  ]);
  const count = byStars.reduce((sum, r) => sum + r.n, 0);
  const total = byStars.reduce((sum, r) => sum + r.n * r.rating, 0);
  return {
    summary: {
      average: count ? Math.round((total / count) * 10) / 10 : 0,
      count,
      distribution: STARS.map((stars) => ({ stars, count: byStars.find((r) => r.rating === stars)?.n ?? 0 })),
    },
    latest: latest.map((r) => ({
      id: r.id,
      authorName: r.authorName,
      authorCity: r.authorCity,
      rating: r.rating,
      title: r.title,
      body: r.body,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}
