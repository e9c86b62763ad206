import 'server-only';
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { CampaignBanner } from '@/lib/domain/campaign-types';
import type { SaleSection } from '@/lib/domain/campaign-price';
import { cacheTags, cached } from '@/lib/server/cache/cached';
import { getDb } from '@/lib/server/db/client';
import { banners, brands, campaignFlashSales, campaignProducts, campaigns, categories, products, stores } from '@/lib/server/db/schema';
import { CAMPAIGN_CACHE_TAG } from './sale-rules';

// What a campaign page is made of apart from the clock: the campaign row, its flash-sale schedule, its banners and
// which products it holds (a few dozen ids), with their categories, brands and stores. Nothing here depends on the
// time, so the cached copy can never be stale at a sale's start or end: the page decides states and prices from it
// at the instant it renders (campaign-page.ts).

/** The campaign row with its instants as epoch ms: Next's data cache keeps JSON, where a Date would come back a string. */
export type CampaignRow = Omit<typeof campaigns.$inferSelect, 'startsAt' | 'endsAt'> & { startsAt: number; endsAt: number };
export type CampaignItem = { productId: number; section: SaleSection; percentOff: number; perCustomerLimit: number | null; position: number };
export type WindowedBanner = CampaignBanner & { startsAt: number | null; endsAt: number | null };
type Named = { id: number; slug: string; name: string; count: number };

export type CampaignContent = {
  campaign: CampaignRow;
  flash: { title: string; firstStartsAt: number; durationMs: number; repeatEveryMs: number | null } | null;
  /** Every switched-on banner with its window (epoch ms, null: open), chosen at render time like the sale's states. */
  sliders: WindowedBanner[];
  offers: WindowedBanner[];
  items: CampaignItem[];
  /** Primary categories, brands and stores of the campaign's active products, most products first. */
  categories: Array<Named & { imageFileName: string; isCakeCategory: boolean }>;
  brands: Array<Named & { logo: string }>;
  stores: Array<Named & { logo: string; city: string }>;
};

const byCount = <T extends { count: number; name: string }>(list: T[]) => list.sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));

function tally<T extends { id: number; name: string }>(rows: T[]): Array<T & { count: number }> {
  const map = new Map<number, T & { count: number }>();
  for (const row of rows) {
    const seen = map.get(row.id);
    if (seen) seen.count += 1;
    else map.set(row.id, { ...row, count: 1 });
  }
  return byCount([...map.values()]);
}

async function readCampaignContent(slug: string): Promise<CampaignContent | null> {
  const db = getDb();
  const [campaign] = await db.select().from(campaigns).where(and(eq(campaigns.slug, slug), eq(campaigns.isActive, true))).limit(1);
  if (!campaign) return null;
  const [flashRows, bannerRows, items] = await Promise.all([
    db.select().from(campaignFlashSales).where(eq(campaignFlashSales.campaignId, campaign.id)).limit(1),
    db
      .select()
      .from(banners)
      .where(and(eq(banners.isActive, true), or(eq(banners.placement, `campaign:${slug}`), eq(banners.placement, `campaign-offer:${slug}`))))
      .orderBy(asc(banners.position), asc(banners.id)),
    db
      .select({
        productId: campaignProducts.productId,
        section: campaignProducts.section,
        percentOff: campaignProducts.percentOff,
        perCustomerLimit: campaignProducts.perCustomerLimit,
        position: campaignProducts.position,
      })
      .from(campaignProducts)
      .innerJoin(products, eq(products.id, campaignProducts.productId))
      .where(and(eq(campaignProducts.campaignId, campaign.id), eq(products.isActive, true)))
      .orderBy(asc(campaignProducts.position), asc(campaignProducts.productId)),
  ]);
  const ids = items.map((i) => i.productId);
  const facets = ids.length
    ? await db
        .select({
          categoryId: categories.id, categorySlug: categories.slug, categoryName: categories.name, imageFileName: categories.imageFileName, isCakeCategory: categories.isCakeCategory,
          brandId: brands.id, brandSlug: brands.slug, brandName: brands.name, brandLogo: brands.logo,
          storeId: stores.id, storeSlug: stores.slug, storeName: stores.name, storeLogo: stores.logo, storeCity: stores.city,
        })
        .from(products)
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .innerJoin(stores, eq(stores.id, products.storeId))
        .leftJoin(brands, eq(brands.id, products.brandId))
        .where(inArray(products.id, ids))
    : [];
  const flash = flashRows[0];
  const toBanner = (b: typeof banners.$inferSelect): WindowedBanner => ({
    id: b.id, image: b.image, title: b.title, subtitle: b.subtitle, link: b.link,
    startsAt: b.startsAt?.getTime() ?? null, endsAt: b.endsAt?.getTime() ?? null,
  });
  return {
    campaign: { ...campaign, startsAt: campaign.startsAt.getTime(), endsAt: campaign.endsAt.getTime() },
    flash: flash
      ? {
          title: flash.title,
          firstStartsAt: flash.firstStartsAt.getTime(),
          durationMs: flash.durationSeconds * 1000,
          repeatEveryMs: flash.repeatEverySeconds === null ? null : flash.repeatEverySeconds * 1000,
        }
      : null,
    sliders: bannerRows.filter((b) => b.placement === `campaign:${slug}`).map(toBanner),
    offers: bannerRows.filter((b) => b.placement === `campaign-offer:${slug}`).map(toBanner),
    items,
    categories: tally(facets.map((f) => ({ id: f.categoryId, slug: f.categorySlug, name: f.categoryName, imageFileName: f.imageFileName, isCakeCategory: f.isCakeCategory }))),
    brands: tally(facets.flatMap((f) => (f.brandId === null ? [] : [{ id: f.brandId, slug: f.brandSlug!, name: f.brandName!, logo: f.brandLogo! }]))),
    stores: tally(facets.map((f) => ({ id: f.storeId, slug: f.storeSlug, name: f.storeName, logo: f.storeLogo, city: f.storeCity }))),
  };
}

/** A campaign's content by slug (null: no such campaign), cached until a campaign or the catalogue changes. */
export function loadCampaignContent(slug: string): Promise<CampaignContent | null> {
  return cached(readCampaignContent, ['campaigns', 'content'], { tags: [CAMPAIGN_CACHE_TAG, cacheTags.catalogue] })(slug);
}

/** Active campaigns, for the sitemap and the header: slugs and windows only. */
export async function listCampaignSlugs(): Promise<Array<{ slug: string; endsAt: Date }>> {
  return getDb().select({ slug: campaigns.slug, endsAt: campaigns.endsAt }).from(campaigns).where(eq(campaigns.isActive, true)).orderBy(asc(campaigns.id));
}
