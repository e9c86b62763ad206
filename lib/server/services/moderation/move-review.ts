import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { products, reviews } from '@/lib/server/db/schema';
import { notFound } from '@/lib/server/http/errors';
import { invalidateProduct } from '@/lib/server/services/catalogue/invalidate';
import { reviewsSummary } from '@/lib/server/services/catalogue/reviews';
import { invalidatePersonById } from '@/lib/server/services/people/invalidate';
import type { Mover } from './types';

// A review published or hidden: the product's stars and count are recounted from its approved reviews with the product
// row locked first (the order addReview takes), so a decision racing a new review or another decision leaves them exact.

export const moveReview: Mover = async (tx, id, decision) => {
  const [peek] = await tx.select({ productId: reviews.productId }).from(reviews).where(eq(reviews.id, id));
  if (!peek) throw notFound('Review');
  const [product] = await tx
    .select({ id: products.id, slug: products.slug, name: products.name })
    .from(products)
    .where(eq(products.id, peek.productId))
    .for('no key update');
  const [row] = await tx.select().from(reviews).where(eq(reviews.id, id)).for('update');
  if (!row || !product) throw notFound('Review');
  const reason = decision.to === 'rejected' ? decision.reason : null;
  const changed = row.status !== decision.to || (decision.to === 'rejected' && row.moderationReason !== reason);
  if (changed) {
    await tx
      .update(reviews)
      .set({ status: decision.to, moderationReason: reason, moderatedBy: decision.staffId, moderatedAt: sql`now()` })
      .where(eq(reviews.id, id));
    if (row.status !== decision.to) {
      const summary = await reviewsSummary(product.id, tx);
      await tx
        .update(products)
        .set({ ratingAverage: summary.count ? summary.sum / summary.count : 0, ratingCount: summary.count, updatedAt: new Date() })
        .where(eq(products.id, product.id));
    }
  }
  return {
    kind: 'review',
    id,
    authorId: row.userId,
    label: `review of ${product.name} by ${row.authorName}`,
    before: { status: row.status, moderationReason: row.moderationReason },
    after: changed ? { status: decision.to, moderationReason: reason } : { status: row.status, moderationReason: row.moderationReason },
    changed,
    refresh: async () => {
      invalidateProduct(product);
      if (row.userId) await invalidatePersonById(row.userId); // their page lists their approved reviews
    },
  };
};
