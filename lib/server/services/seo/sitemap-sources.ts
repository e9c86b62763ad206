import 'server-only';
import { and, asc, count, eq, exists, gt, inArray, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { getDb } from '@/lib/server/db/client';
import { brands, businesses, campaignProducts, campaigns, categories, jobPostings, occasions, productOccasions, products, stores } from '@/lib/server/db/schema';
import { productUrl } from '@/lib/domain/catalogue-types';
import { campaignBrandUrl, campaignCategoryUrl } from '@/lib/domain/campaign-types';
import { campaignLastModified, type SitemapEntry } from '@/lib/seo/sitemap';

// Where the sitemap's URLs come from: one count and one ordered, paged read per kind of page, straight from the
// tables (lib/server/services/seo/sitemap.ts lays them end to end and cuts them into files). Each kind lists exactly
// the pages that are indexable: what a page marks noindex (a closed posting, a category overview without
// sub-categories; in sitemap-community-sources.ts a private or empty person page, an ended game) is left out here by
// the same rule. This file: the shop's own pages and the catalogue, careers, businesses, campaigns.

/** Static pages of the shop, in the order they are listed. */
export const STATIC_SITEMAP_PATHS = [
  '/',
  '/categories',
  '/products',
  '/products/urgent',
  '/find-cakes',
  // The shop's own pages and careers (issue 12).
  '/aboutus',
  '/contact',
  '/faq',
  '/termsconditions',
  '/privacy-policy',
  '/refund-policy',
  '/sell-at-ug',
  '/be-a-seller',
  '/careers',
  // Giving (issue 15); each cause and each game is listed from its table.
  '/donations',
] as const;

export type ReadContext = { now: Date; /** lastmod of a page that changes with the catalogue (ISO). */ fallback: string };

export type SourceDef = {
  count: () => Promise<number>;
  read: (offset: number, limit: number, ctx: ReadContext) => Promise<SitemapEntry[]>;
};

export const iso = (value: Date | string | null | undefined, fallback: string): string => (value ? new Date(value).toISOString() : fallback);

/** Products that have their own page: active products, cakes and automobiles (/automobile/{slug}, issue 15). */
export const listedProduct = and(eq(products.isActive, true), inArray(products.type, ['product', 'cake', 'automobile']));
/** Career postings open now (a closed or paused one is noindex). Read by job_postings_open_closes_idx. */
const openPosting = (now: Date) => and(eq(jobPostings.status, 'open'), gt(jobPostings.closesAt, now), lte(jobPostings.opensAt, now));
/** Verified businesses' public pages (issue 14). */
const publicBusiness = eq(businesses.status, 'verified');
/** A category with sub-categories (read by categories_parent_idx). */
const parentCategory = () => {
  const child = alias(categories, 'child');
  return exists(getDb().select({ one: sql`1` }).from(child).where(eq(child.parentId, categories.id)));
};

export const countOf = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;

/** A list whose position 0 is its index page (/blogs, /quiz, /contests) and the rows after it. */
export async function afterIndex(index: SitemapEntry, offset: number, limit: number, rows: (offset: number, limit: number) => Promise<SitemapEntry[]>) {
  const head = offset === 0 ? [index] : [];
  const rest = await rows(Math.max(0, offset - 1), offset === 0 ? limit - 1 : limit);
  return [...head, ...rest];
}

/**
 * A campaign's category and brand pages: one per primary category and brand of its active products, as the
 * campaign page links them (campaign-content.ts).
 */
const campaignFacets = () => sql`
  select c.id as campaign_id, c.slug as campaign, c.starts_at, c.ends_at, 'category' as kind, cat.slug as facet
    from ${campaigns} c
    join ${campaignProducts} cp on cp.campaign_id = c.id
    join ${products} p on p.id = cp.product_id and p.is_active
    join ${categories} cat on cat.id = p.category_id
   where c.is_active
   group by c.id, cat.slug
  union all
  select c.id, c.slug, c.starts_at, c.ends_at, 'brand', b.slug
    from ${campaigns} c
    join ${campaignProducts} cp on cp.campaign_id = c.id
    join ${products} p on p.id = cp.product_id and p.is_active
    join ${brands} b on b.id = p.brand_id
   where c.is_active
   group by c.id, b.slug`;

type FacetRow = { campaign: string; starts_at: Date | string; ends_at: Date | string; kind: 'category' | 'brand'; facet: string };

export const CATALOGUE_SOURCES = {
  static: {
    count: async () => STATIC_SITEMAP_PATHS.length,
    read: async (offset, limit, { fallback }) =>
      STATIC_SITEMAP_PATHS.slice(offset, offset + limit).map((path) => ({ path, lastModified: fallback, changeFrequency: 'daily', priority: path === '/' ? 1 : 0.8 })),
  },
  categories: {
    count: () => countOf(getDb().select({ n: count() }).from(categories)),
    read: async (offset, limit, { fallback }) => {
      const rows = await getDb().select({ slug: categories.slug, at: categories.updatedAt }).from(categories).orderBy(asc(categories.id)).offset(offset).limit(limit);
      return rows.map((r) => ({ path: `/category/${r.slug}`, lastModified: iso(r.at, fallback), changeFrequency: 'daily', priority: 0.8 }));
    },
  },
  // A parent category's overview of its sub-categories (/categories/{slug}, linked from /categories); a category
  // without sub-categories has none worth indexing.
  'category-overviews': {
    count: () => countOf(getDb().select({ n: count() }).from(categories).where(parentCategory())),
    read: async (offset, limit, { fallback }) => {
      const rows = await getDb().select({ slug: categories.slug, at: categories.updatedAt }).from(categories).where(parentCategory()).orderBy(asc(categories.id)).offset(offset).limit(limit);
      return rows.map((r) => ({ path: `/categories/${r.slug}`, lastModified: iso(r.at, fallback), changeFrequency: 'weekly', priority: 0.6 }));
    },
  },
  products: {
    count: () => countOf(getDb().select({ n: count() }).from(products).where(listedProduct)),
    read: async (offset, limit, { fallback }) => {
      const rows = await getDb()
        .select({ slug: products.slug, type: products.type, at: products.updatedAt })
        .from(products)
        .where(listedProduct)
        .orderBy(asc(products.id))
        .offset(offset)
        .limit(limit);
      return rows.map((r) => ({ path: productUrl(r.type, r.slug), lastModified: iso(r.at, fallback), changeFrequency: 'weekly', priority: 0.7 }));
    },
  },
  stores: {
    count: () => countOf(getDb().select({ n: count() }).from(stores)),
    read: async (offset, limit, ctx) => (await storeRows(offset, limit)).map((r) => ({ path: `/store/${r.slug}`, lastModified: iso(r.at, ctx.fallback), changeFrequency: 'weekly', priority: 0.6 })),
  },
  // Each store's full list of products (the store page shows a teaser of eight).
  'store-products': {
    count: () => countOf(getDb().select({ n: count() }).from(stores)),
    read: async (offset, limit, ctx) =>
      (await storeRows(offset, limit)).map((r) => ({ path: `/store/${r.slug}/products`, lastModified: iso(r.at, ctx.fallback), changeFrequency: 'weekly', priority: 0.5 })),
  },
  occasions: {
    count: () => countOf(getDb().select({ n: count() }).from(occasions)),
    read: async (offset, limit, { fallback }) => {
      const rows = await getDb()
        .select({ slug: occasions.slug, at: sql<Date | string | null>`max(${products.updatedAt})` })
        .from(occasions)
        .leftJoin(productOccasions, eq(productOccasions.occasionId, occasions.id))
        .leftJoin(products, and(eq(products.id, productOccasions.productId), listedProduct))
        .groupBy(occasions.id)
        .orderBy(asc(occasions.id))
        .offset(offset)
        .limit(limit);
      return rows.map((r) => ({ path: `/occasion/${r.slug}`, lastModified: iso(r.at, fallback), changeFrequency: 'weekly', priority: 0.6 }));
    },
  },
  careers: {
    count: () => countOf(getDb().select({ n: count() }).from(jobPostings).where(openPosting(new Date()))),
    read: async (offset, limit, { fallback, now }) => {
      const rows = await getDb()
        .select({ id: jobPostings.id, at: jobPostings.updatedAt })
        .from(jobPostings)
        .where(openPosting(now))
        .orderBy(asc(jobPostings.closesAt), asc(jobPostings.id))
        .offset(offset)
        .limit(limit);
      return rows.map((r) => ({ path: `/career/${r.id}`, lastModified: iso(r.at, fallback), changeFrequency: 'weekly', priority: 0.5 }));
    },
  },
  businesses: {
    count: () => countOf(getDb().select({ n: count() }).from(businesses).where(publicBusiness)),
    read: async (offset, limit, { fallback }) => {
      const rows = await getDb().select({ slug: businesses.slug, at: businesses.updatedAt }).from(businesses).where(publicBusiness).orderBy(asc(businesses.id)).offset(offset).limit(limit);
      return rows.map((r) => ({ path: `/business/${r.slug}`, lastModified: iso(r.at, fallback), changeFrequency: 'weekly', priority: 0.4 }));
    },
  },
  // Campaign pages, past and upcoming ones too (a past one says it ended; issue 15).
  campaigns: {
    count: () => countOf(getDb().select({ n: count() }).from(campaigns).where(eq(campaigns.isActive, true))),
    read: async (offset, limit, { fallback, now }) => {
      const rows = await getDb()
        .select({ slug: campaigns.slug, startsAt: campaigns.startsAt, endsAt: campaigns.endsAt })
        .from(campaigns)
        .where(eq(campaigns.isActive, true))
        .orderBy(asc(campaigns.id))
        .offset(offset)
        .limit(limit);
      return rows.map((r) => ({ path: `/campaign/${r.slug}`, lastModified: campaignLastModified(r.startsAt, r.endsAt, now, fallback), changeFrequency: 'daily', priority: 0.7 }));
    },
  },
  // Each campaign's category and brand pages (issue 15), as its page links them.
  'campaign-pages': {
    count: async () => {
      const result = await getDb().execute<{ n: number }>(sql`select count(*)::int as n from (${campaignFacets()}) f`);
      return Number(result.rows[0]?.n ?? 0);
    },
    read: async (offset, limit, { fallback, now }) => {
      const result = await getDb().execute<FacetRow>(
        sql`select * from (${campaignFacets()}) f order by campaign_id, kind desc, facet offset ${offset} limit ${limit}`,
      );
      return result.rows.map((r) => ({
        path: r.kind === 'category' ? campaignCategoryUrl(r.campaign, r.facet) : campaignBrandUrl(r.campaign, r.facet),
        lastModified: campaignLastModified(new Date(r.starts_at), new Date(r.ends_at), now, fallback),
        changeFrequency: 'daily',
        priority: 0.5,
      }));
    },
  },
} satisfies Record<string, SourceDef>;


/** Stores in id order with the last change to their listed products (a store has no timestamp of its own). */
async function storeRows(offset: number, limit: number) {
  return getDb()
    .select({ slug: stores.slug, at: sql<Date | string | null>`max(${products.updatedAt})` })
    .from(stores)
    .leftJoin(products, and(eq(products.storeId, stores.id), listedProduct))
    .groupBy(stores.id)
    .orderBy(asc(stores.id))
    .offset(offset)
    .limit(limit);
}
