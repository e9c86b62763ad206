import 'server-only';
import { and, eq, gt, sql } from 'drizzle-orm';
import { cache } from 'react';
import { nextPriceBoundary, type CampaignSaleRule } from '@/lib/domain/campaign-price';
import { getDb } from '@/lib/server/db/client';
import { campaignFlashSales, campaignProducts, campaigns } from '@/lib/server/db/schema';
import { cached } from '@/lib/server/cache/cached';
import { cachePolicy, revalidateUntil } from '@/lib/server/cache/policy';

// Every campaign price rule of every campaign not over, by product: a small table (dozens of rows per campaign), read
// once and kept, so no catalogue list query joins it. The rules do not depend on the time; which one applies at an
// instant is decided by lib/domain/campaign-price.ts on every read, so a cached copy can never show a sale a second
// past its end. Cleared by tag when a campaign is edited (CAMPAIGN_CACHE_TAG), and at most 5 minutes old otherwise.

export const CAMPAIGN_CACHE_TAG = 'campaigns';

export type SaleRuleBook = Record<number, CampaignSaleRule[]>;

async function readSaleRules(): Promise<SaleRuleBook> {
  const rows = await getDb()
    .select({
      productId: campaignProducts.productId,
      section: campaignProducts.section,
      percentOff: campaignProducts.percentOff,
      perCustomerLimit: campaignProducts.perCustomerLimit,
      salePrice: campaignProducts.salePrice,
      totalLimit: campaignProducts.totalLimit,
      campaignId: campaigns.id,
      slug: campaigns.slug,
      name: campaigns.name,
      startsAt: campaigns.startsAt,
      endsAt: campaigns.endsAt,
      flashTitle: campaignFlashSales.title,
      flashStartsAt: campaignFlashSales.firstStartsAt,
      flashDuration: campaignFlashSales.durationSeconds,
      flashRepeat: campaignFlashSales.repeatEverySeconds,
    })
    .from(campaignProducts)
    .innerJoin(campaigns, eq(campaigns.id, campaignProducts.campaignId))
    .leftJoin(campaignFlashSales, eq(campaignFlashSales.campaignId, campaigns.id))
    // Campaigns over for a day or more cannot price anything again (the index campaigns_ends_idx serves this).
    .where(and(eq(campaigns.isActive, true), gt(campaigns.endsAt, sql`now() - interval '1 day'`)));
  const book: SaleRuleBook = {};
  for (const r of rows) {
    const rule: CampaignSaleRule = {
      campaignId: r.campaignId,
      campaignSlug: r.slug,
      campaignName: r.name,
      campaignStartsAt: r.startsAt.getTime(),
      campaignEndsAt: r.endsAt.getTime(),
      section: r.section,
      percentOff: r.percentOff,
      perCustomerLimit: r.perCustomerLimit,
      salePrice: r.salePrice,
      totalLimit: r.totalLimit,
      flash:
        r.flashStartsAt && r.flashDuration !== null
          ? {
              title: r.flashTitle ?? 'Flash sale',
              firstStartsAt: r.flashStartsAt.getTime(),
              durationMs: r.flashDuration * 1000,
              repeatEveryMs: r.flashRepeat === null ? null : r.flashRepeat * 1000,
            }
          : null,
    };
    (book[r.productId] ??= []).push(rule);
  }
  return book;
}

const cachedRules = cached(readSaleRules, ['campaigns', 'sale-rules'], { tags: [CAMPAIGN_CACHE_TAG], revalidate: cachePolicy.saleRules.revalidate });

/**
 * Tells Next that what is being rendered stops being true at `boundary`: an empty cached value whose revalidate is
 * the seconds left, which Next folds into the page's own revalidate (the lowest wins). So a cached page that shows a
 * price is regenerated when the next sale starts or ends, instead of keeping its old price for its usual hour.
 */
async function expireAt(boundary: number | null, now: number): Promise<void> {
  if (boundary === null) return;
  const revalidate = revalidateUntil(boundary, now);
  await cached(async () => boundary, ['campaigns', 'next-price-change', String(boundary)], { tags: [CAMPAIGN_CACHE_TAG], revalidate })();
}

/**
 * The rule book, read at most once per request (React's cache) and from Next's data cache across requests. Whatever
 * reads it also gets its cache (a page's ISR lifetime) cut at the next instant any campaign price starts or stops.
 */
export const loadSaleRules = cache(async (): Promise<SaleRuleBook> => {
  const book = await cachedRules();
  const now = Date.now();
  await expireAt(nextPriceBoundary(Object.values(book).flat(), now), now);
  return book;
});

/** Fresh from the database: what charges money (place-order) never reads a copy. */
export const loadSaleRulesFresh = readSaleRules;

/**
 * A key that changes at every campaign price start or end ('none' when nothing is due): in-process copies of priced
 * answers (the JSON body caches of the catalogue routes) put it in their keys, so none outlives a price.
 */
export async function priceEpoch(now = Date.now()): Promise<string> {
  const next = nextPriceBoundary(Object.values(await loadSaleRules()).flat(), now);
  return next === null ? 'none' : String(next);
}
