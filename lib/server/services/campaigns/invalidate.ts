import 'server-only';
import { inArray } from 'drizzle-orm';
import { revalidateTag } from 'next/cache';
import { getDb } from '@/lib/server/db/client';
import { campaignProducts } from '@/lib/server/db/schema';

// What a write does to the cached campaign pages (issue 30). The clock's changes need nothing here: each page ends at
// its own next edge (campaign-page.ts, lib/server/page-edges.ts). Outside Next (jest without the cache harness,
// scripts) there is no cache to clear and revalidateTag would throw.

/** The tag every page built from one campaign's view carries (the campaign page, its category and brand pages). */
export const campaignTag = (campaignId: number): string => `campaign:${campaignId}`;

/**
 * After an order took the last units of these products: every campaign offering one of them shows its deals and
 * flash sale without it from the next request on ({ expire: 0 }: nobody is served the old copy once more).
 */
export async function expireSoldOutDeals(productIds: number[]): Promise<void> {
  if (!process.env.NEXT_RUNTIME || productIds.length === 0) return;
  const rows = await getDb().selectDistinct({ campaignId: campaignProducts.campaignId }).from(campaignProducts).where(inArray(campaignProducts.productId, productIds));
  for (const { campaignId } of rows) revalidateTag(campaignTag(campaignId), { expire: 0 });
}
