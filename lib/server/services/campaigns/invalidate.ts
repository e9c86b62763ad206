import 'server-only';
import { inArray } from 'drizzle-orm';
import { expireTags, invalidationsReachCaches } from '@/lib/server/cache/expire';
import { getDb } from '@/lib/server/db/client';
import { campaignProducts } from '@/lib/server/db/schema';
import { CAMPAIGN_CACHE_TAG } from './sale-rules';

// What a write does to the cached campaign pages (issue 30). The clock's changes need nothing here: each page ends at
// its own next edge (campaign-page.ts, lib/server/page-edges.ts). What a write changes does: a product's stock
// crossing zero either way (a deal or flash cake leaves or comes back, a card says sold out or not) and any edit of a
// campaign, its deals, flash sale or prices. Outside Next (jest without the cache harness, scripts) there is no cache
// to clear and revalidateTag would throw.

/** The tag every page built from one campaign's view carries (the campaign page, its category and brand pages). */
export const campaignTag = (campaignId: number): string => `campaign:${campaignId}`;

/**
 * After the stock of these products crossed zero (an order took the last units; a cancelled order gave units back
 * to a sold-out product): every campaign offering one of them shows its pages (the campaign page, its category and
 * brand pages) with the product's new state from the next request on ({ expire: 0 }: nobody is served the old copy
 * once more). Call it after the commit, so the render that follows reads the new stock.
 */
export async function expireCampaignPagesShowing(productIds: number[]): Promise<void> {
  if (!invalidationsReachCaches() || productIds.length === 0) return;
  const rows = await getDb().selectDistinct({ campaignId: campaignProducts.campaignId }).from(campaignProducts).where(inArray(campaignProducts.productId, productIds));
  for (const { campaignId } of rows) expireTags([campaignTag(campaignId)]);
}

/**
 * After an edit of a campaign (its dates, name, banners, products, deals, limits, flash sale or percentages): its
 * cached pages, its content and every campaign price rule (the catalogue's prices of its products included) are read
 * again. No service edits campaigns yet (the seed writes them); the back office must call this after its commit.
 */
export function expireCampaign(campaignId: number): void {
  if (!invalidationsReachCaches()) return;
  expireTags([campaignTag(campaignId)]);
  expireTags([CAMPAIGN_CACHE_TAG]);
}
