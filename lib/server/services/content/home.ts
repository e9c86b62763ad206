import 'server-only';
import { and, asc, eq, gt, isNull, or } from 'drizzle-orm';
import type { BrandView } from '@/lib/domain/catalogue-types';
import { cacheTags, cached } from '@/lib/server/cache/cached';
import { getDb } from '@/lib/server/db/client';
import { banners, brands, categories, homeCategorySections, offers } from '@/lib/server/db/schema';
import { priceCards } from '@/lib/server/services/campaigns/prices';
import { listCategoryTop, listRecommended, listStores, listTrending } from '@/lib/server/services/catalogue';
import { listTestimonials } from './testimonials';
import type { HomeBanner, HomeData, LoadedCategory, Offer } from './types';

const SECTION_PRODUCTS = 8;
const STRIP_PRODUCTS = 12;

export const HOME_META = {
  title: 'Upahar Ghar — Cakes, Flowers & Gifts Delivered Across Nepal',
  description:
    'Order fresh cakes, flowers, chocolates and gift hampers online. Same-day and midnight delivery in Kathmandu, Lalitpur and Bhaktapur, and delivery across Nepal. Pay with eSewa, Khalti or cash.',
};

// Offers and hero banners carry their window (epoch ms, null: open-ended) into the cached value and are filtered on
// every read (getHomeData): one prepared in the back office appears, and one ending disappears, at its exact second
// however old the cached copy is.
type Windowed<T> = T & { from: number | null; until: number | null };

const inWindow = (item: { from: number | null; until: number | null }, now: number): boolean =>
  (item.from === null || item.from <= now) && (item.until === null || item.until > now);

function showing<T>(items: Array<Windowed<T>>, now: number): T[] {
  return items.filter((item) => inWindow(item, now)).map((item) => {
    const rest: Record<string, unknown> = { ...item };
    delete rest.from;
    delete rest.until;
    return rest as T;
  });
}

/** Offers that are switched on and not over (open-ended dates count as always). */
async function loadOffers(now: Date): Promise<Array<Windowed<Offer>>> {
  const rows = await getDb()
    .select()
    .from(offers)
    .where(and(eq(offers.isActive, true), or(isNull(offers.endsAt), gt(offers.endsAt, now))))
    .orderBy(asc(offers.position), asc(offers.id));
  return rows.map(({ id, title, subtitle, image, link, code, startsAt, endsAt }) => ({
    id, title, subtitle, image, link, code, from: startsAt?.getTime() ?? null, until: endsAt?.getTime() ?? null,
  }));
}

async function loadHeroBanners(now: Date): Promise<Array<Windowed<HomeBanner>>> {
  const rows = await getDb()
    .select()
    .from(banners)
    .where(and(eq(banners.placement, 'home-hero'), eq(banners.isActive, true), or(isNull(banners.endsAt), gt(banners.endsAt, now))))
    .orderBy(asc(banners.position), asc(banners.id));
  return rows.map(({ id, image, title, subtitle, link, startsAt, endsAt }) => ({
    id, image, title, subtitle, link, from: startsAt?.getTime() ?? null, until: endsAt?.getTime() ?? null,
  }));
}

// The catalogue service has no brand list yet, so the home page reads the (small) brands table itself.
async function loadBrands(): Promise<BrandView[]> {
  const rows = await getDb().select().from(brands).orderBy(asc(brands.position), asc(brands.name));
  return rows.map(({ id, slug, name, logo }) => ({ id, slug, name, logo }));
}

/** home_category_sections in order, each with its best sellers; a section whose category has no products is skipped. */
async function loadCategorySections(): Promise<LoadedCategory[]> {
  const sections = await getDb()
    .select({
      id: categories.id,
      slug: categories.slug,
      name: categories.name,
      imageFileName: categories.imageFileName,
      title: homeCategorySections.title,
    })
    .from(homeCategorySections)
    .innerJoin(categories, eq(categories.id, homeCategorySections.categoryId))
    .orderBy(asc(homeCategorySections.position), asc(homeCategorySections.id));
  const loaded = await Promise.all(
    sections.map(async (category) => {
      return { category, products: await listCategoryTop(category.slug, SECTION_PRODUCTS) };
    }),
  );
  return loaded.filter((section) => section.products.length > 0);
}

type CachedHome = Omit<HomeData, 'offers' | 'banners'> & { offers: Array<Windowed<Offer>>; banners: Array<Windowed<HomeBanner>> };

async function loadHomeData(): Promise<CachedHome> {
  const [offerList, heroBanners, stores, trending, testimonials, recommended, brandList, loadedCategories] = await Promise.all([
    loadOffers(new Date()),
    loadHeroBanners(new Date()),
    listStores(),
    listTrending(STRIP_PRODUCTS),
    listTestimonials(),
    listRecommended(STRIP_PRODUCTS),
    loadBrands(),
    loadCategorySections(),
  ]);
  return {
    offers: offerList,
    banners: heroBanners,
    stores: stores.map(({ id, slug, name, logo, city, url }) => ({ id, slug, name, logo, city, url })),
    trending,
    testimonials,
    recommended,
    brands: brandList,
    loadedCategories,
    meta: HOME_META,
  };
}

const cachedHomeData = cached(loadHomeData, ['content', 'home'], { tags: [cacheTags.home, cacheTags.catalogue] });

/**
 * Everything the home page shows (SPEC §3 Home). Cached under 'home' (and refreshed hourly for offer dates); its
 * prices are decided on every read, since a campaign starts or ends at an exact second.
 */
export async function getHomeData(): Promise<HomeData> {
  const data = await cachedHomeData();
  const [trending, recommended, sections] = await Promise.all([
    priceCards(data.trending),
    priceCards(data.recommended),
    Promise.all(data.loadedCategories.map(async (section) => ({ ...section, products: await priceCards(section.products) }))),
  ]);
  const now = Date.now();
  return { ...data, offers: showing(data.offers, now), banners: showing(data.banners, now), trending, recommended, loadedCategories: sections };
}
