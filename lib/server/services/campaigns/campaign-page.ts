import 'server-only';
import { and, arrayOverlaps, inArray, sql, type SQL } from 'drizzle-orm';
import { currentOrNextFlashWindow, nextPriceBoundary } from '@/lib/domain/campaign-price';
import {
  campaignBrandUrl,
  campaignCategoryUrl,
  campaignStatus,
  campaignUrl,
  type CampaignBanner,
  type CampaignDeal,
  type CampaignListPage,
  type CampaignSummary,
  type CampaignView,
  type FlashSaleView,
} from '@/lib/domain/campaign-types';
import type { ProductCard } from '@/lib/domain/catalogue-types';
import { products } from '@/lib/server/db/schema';
import { cachedUntil } from '@/lib/server/page-edges';
import { cardsByIds } from '@/lib/server/services/catalogue/product-card';
import { descendantIds, loadCategoryTable } from '@/lib/server/services/catalogue/categories';
import { queryProductList, type FilterInput } from '@/lib/server/services/catalogue/product-list';
import { storeUrl } from '@/lib/server/services/catalogue/stores';
import { loadCampaignContent, type CampaignContent, type WindowedBanner } from './campaign-content';
import { campaignTag } from './invalidate';
import { priceCard } from './prices';
import { loadSaleRules, type SaleRuleBook } from './sale-rules';

// The campaign page and the V2 `campaign` call, at an instant: the content is cached (campaign-content.ts), the
// states (upcoming, running, ended; the flash sale live or next) and every price are decided here at `now`. The page
// built from it is cached for everyone (issue 30) until the view's next edge (`nextChangeAt`: the campaign's start or
// end, a flash window's, any price's on its products) and carries the campaign's tag, which a deal sold out expires.

function summary(content: CampaignContent, now: number): CampaignSummary {
  const c = content.campaign;
  return {
    id: c.id,
    slug: c.slug,
    name: c.name,
    icon: c.icon,
    description: c.description,
    tagline: c.tagline,
    heroImage: c.heroImage,
    url: campaignUrl(c.slug),
    startsAt: new Date(c.startsAt).toISOString(),
    endsAt: new Date(c.endsAt).toISOString(),
    status: campaignStatus({ startsAt: c.startsAt, endsAt: c.endsAt }, now),
  };
}

/** The campaign's own products: a few dozen ids, looked up by primary key (no join on a list query). */
function campaignScope(content: CampaignContent, extra?: SQL) {
  const ids = content.items.map((i) => i.productId);
  const where = ids.length ? inArray(products.id, ids) : sql`false`;
  return { key: `campaign:${content.campaign.id}:${ids.join(',')}${extra ? ':narrowed' : ''}`, where: extra ? (and(where, extra) as SQL) : where };
}

const priced = (cards: ProductCard[], book: SaleRuleBook, now: Date) => cards.map((card) => priceCard(card, book, now));
const inStock = (card: ProductCard) => card.inStock;

/**
 * The first instant after `at` when anything the campaign's view shows changes by the clock: the campaign's start or
 * end (its state), a flash window's start or end, or a price of one of its products (any campaign's rule on them).
 */
function nextEdge(content: CampaignContent, book: SaleRuleBook, at: number): number | null {
  const rules = content.items.flatMap((i) => book[i.productId] ?? []);
  const c = content.campaign;
  const window = content.flash ? currentOrNextFlashWindow(content.flash, { startsAt: c.startsAt, endsAt: c.endsAt }, at) : null;
  const bannerEdges = [...content.sliders, ...content.offers].flatMap((b) => [b.startsAt, b.endsAt]);
  const candidates = [nextPriceBoundary(rules, at), c.startsAt, c.endsAt, window?.startsAt, window?.endsAt, ...bannerEdges];
  const future = candidates.filter((t): t is number => typeof t === 'number' && t > at);
  return future.length ? Math.min(...future) : null;
}

/** The banners whose window holds `at` (a banner scheduled by the back office appears and leaves on the minute). */
function shownAt(list: WindowedBanner[], at: number): CampaignBanner[] {
  return list
    .filter((b) => (b.startsAt === null || b.startsAt <= at) && (b.endsAt === null || at < b.endsAt))
    .map(({ id, image, title, subtitle, link }) => ({ id, image, title, subtitle, link }));
}

function flashSale(content: CampaignContent, cards: ProductCard[], now: number): FlashSaleView | null {
  const c = content.campaign;
  if (!content.flash || cards.length === 0) return null;
  const window = currentOrNextFlashWindow(content.flash, { startsAt: c.startsAt, endsAt: c.endsAt }, now);
  if (!window) return null;
  return {
    title: content.flash.title,
    status: window.startsAt <= now ? 'live' : 'upcoming',
    startsAt: new Date(window.startsAt).toISOString(),
    endsAt: new Date(window.endsAt).toISOString(),
    products: cards,
  };
}

export async function getCampaignView(slug: string, filters: FilterInput = {}, now = new Date()): Promise<CampaignView | null> {
  const content = await loadCampaignContent(slug);
  if (!content) return null;
  const at = now.getTime();
  const idsOf = (section: string) => content.items.filter((i) => i.section === section).map((i) => i.productId);
  const [book, flashCards, dealCards, list] = await Promise.all([
    loadSaleRules(),
    cardsByIds(idsOf('flash')),
    cardsByIds(idsOf('deal')),
    queryProductList(campaignScope(content), filters),
  ]);
  const limitOf = new Map(content.items.map((i) => [i.productId, i.perCustomerLimit]));
  // A deal or flash cake sold out is not offered (it leaves the cached page at once: invalidate.ts).
  const featureDeals: CampaignDeal[] = priced(dealCards.filter(inStock), book, now).map((card) => ({ ...card, perCustomerLimit: limitOf.get(card.id) ?? null }));
  const next = nextEdge(content, book, at);
  await cachedUntil(next, at, [campaignTag(content.campaign.id)]);
  return {
    campaign: summary(content, at),
    flashSale: flashSale(content, priced(flashCards.filter(inStock), book, now), at),
    sliders: shownAt(content.sliders, at),
    featureDeals,
    categories: content.categories.map((c) => ({
      id: c.id, slug: c.slug, name: c.name, imageFileName: c.imageFileName, isCakeCategory: c.isCakeCategory,
      url: `/category/${c.slug}`, campaignUrl: campaignCategoryUrl(slug, c.slug), productCount: c.count,
    })),
    brands: content.brands.map((b) => ({ id: b.id, slug: b.slug, name: b.name, logo: b.logo, campaignUrl: campaignBrandUrl(slug, b.slug), productCount: b.count })),
    offers: shownAt(content.offers, at),
    stores: content.stores.map((s) => ({ id: s.id, slug: s.slug, name: s.name, logo: s.logo, city: s.city, url: storeUrl(s.slug) })),
    products: { ...list, products: priced(list.products, book, now) },
    nextChangeAt: next === null ? null : new Date(next).toISOString(),
  };
}

/** The campaign's products in one of its categories (children included) or brands: the usual filters, 24 a page. */
export async function listCampaignProducts(
  slug: string,
  facet: { kind: 'category' | 'brand'; slug: string },
  filters: FilterInput = {},
  now = new Date(),
): Promise<CampaignListPage | null> {
  const content = await loadCampaignContent(slug);
  if (!content) return null;
  let narrowed: SQL;
  let name: string;
  if (facet.kind === 'category') {
    const table = await loadCategoryTable();
    const category = table.find((c) => c.slug === facet.slug);
    // A category is a page of the campaign when the campaign has products in it or in one of its children.
    const ids = category ? descendantIds(table, category.id) : [];
    if (!category || !content.categories.some((c) => ids.includes(c.id))) return null;
    narrowed = arrayOverlaps(products.categoryIds, ids);
    name = category.name;
  } else {
    const brand = content.brands.find((b) => b.slug === facet.slug);
    if (!brand) return null;
    narrowed = sql`${products.brandId} = ${brand.id}`;
    name = brand.name;
  }
  const [book, list] = await Promise.all([loadSaleRules(), queryProductList(campaignScope(content, narrowed), filters)]);
  await cachedUntil(nextEdge(content, book, now.getTime()), now.getTime(), [campaignTag(content.campaign.id)]);
  return { ...list, products: priced(list.products, book, now), campaign: summary(content, now.getTime()), facet: { ...facet, name } };
}
