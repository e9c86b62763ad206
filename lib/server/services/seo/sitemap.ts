import 'server-only';
import { and, asc, count, eq, gt, inArray, lte, max, sql } from 'drizzle-orm';
import { cached, cacheTags, HOUR } from '@/lib/server/cache/cached';
import { getDb } from '@/lib/server/db/client';
import { blogCategories, blogPosts, businesses, campaigns, categories, contestEntries, contests, jobPostings, occasions, productOccasions, products, quizzes, stores } from '@/lib/server/db/schema';
import { productUrl } from '@/lib/domain/catalogue-types';
import { contestPath, CONTESTS_PATH, entryPath } from '@/lib/domain/contests';
import { quizPath } from '@/lib/domain/quiz';
import { BLOG_HOME_PATH, blogCategoryPath, blogPostPath } from '@/lib/domain/blog';
import {
  MAX_URLS_PER_SITEMAP,
  sliceSources,
  splitSitemap,
  type SitemapChunk,
  type SitemapEntry,
  type SourceCount,
} from '@/lib/seo/sitemap';

// Every public URL worth indexing, read straight from the tables (one ordered query per source and chunk), so a
// sitemap of any size is produced without loading the whole catalogue. Results are ISO strings (the Next data cache
// stores JSON).

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
  // Games and giving (issue 15): the visitors' wheel (SPEC §2) and the causes.
  '/roulette/test-your-luck',
  '/donations',
] as const;

type Source =
  | 'static'
  | 'categories'
  | 'products'
  | 'stores'
  | 'occasions'
  | 'careers'
  | 'businesses'
  | 'blog-categories'
  | 'blog-posts'
  | 'quizzes'
  | 'campaigns'
  | 'contests'
  | 'contest-entries';

/** Products that have their own page: active products, cakes and automobiles (/automobile/{slug}, issue 15). */
const listedProduct = and(eq(products.isActive, true), inArray(products.type, ['product', 'cake', 'automobile']));

const publishedPost = eq(blogPosts.status, 'published');

const liveQuiz = eq(quizzes.status, 'approved');

const iso = (value: Date | string | null | undefined, fallback: string): string =>
  value ? new Date(value).toISOString() : fallback;

async function catalogueUpdatedAt(): Promise<string> {
  const [row] = await getDb().select({ at: max(products.updatedAt) }).from(products).where(listedProduct);
  return iso(row?.at, new Date().toISOString());
}

/** Career postings open now (a closed or paused one is noindex: it is left out). Read by job_postings_open_closes_idx. */
const openPosting = () => and(eq(jobPostings.status, 'open'), gt(jobPostings.closesAt, new Date()), lte(jobPostings.opensAt, new Date()));
/** Verified businesses' public pages (issue 14). */
const publicBusiness = () => eq(businesses.status, 'verified');

async function sourceCounts(): Promise<SourceCount<Source>[]> {
  const db = getDb();
  const [[cats], [prods], [shops], [occs], [jobs], [firms], [blogCats], [posts], [quizCount], [camps], [contestRow]] = await Promise.all([
    db.select({ n: count() }).from(categories),
    db.select({ n: count() }).from(products).where(listedProduct),
    db.select({ n: count() }).from(stores),
    db.select({ n: count() }).from(occasions),
    db.select({ n: count() }).from(jobPostings).where(openPosting()),
    db.select({ n: count() }).from(businesses).where(publicBusiness()),
    db.select({ n: count() }).from(blogCategories),
    db.select({ n: count() }).from(blogPosts).where(publishedPost),
    db.select({ n: count() }).from(quizzes).where(liveQuiz),
    db.select({ n: count() }).from(campaigns).where(eq(campaigns.isActive, true)),
    // Approved entries are counted on their contest's row (entry_count), so the sum reads the small table only.
    db.select({ n: count(), entries: sql<number>`coalesce(sum(${contests.entryCount}), 0)::int` }).from(contests),
  ]);
  return [
    { source: 'static', count: STATIC_SITEMAP_PATHS.length },
    { source: 'categories', count: cats?.n ?? 0 },
    { source: 'products', count: prods?.n ?? 0 },
    { source: 'stores', count: shops?.n ?? 0 },
    { source: 'occasions', count: occs?.n ?? 0 },
    { source: 'careers', count: jobs?.n ?? 0 },
    { source: 'businesses', count: firms?.n ?? 0 },
    // /blogs first, then each blog category.
    { source: 'blog-categories', count: (blogCats?.n ?? 0) + 1 },
    { source: 'blog-posts', count: posts?.n ?? 0 },
    // /quiz first, then each live quiz (issue 13).
    { source: 'quizzes', count: (quizCount?.n ?? 0) + 1 },
    // Campaign pages, past and upcoming ones too (a past one says it ended; issue 15).
    { source: 'campaigns', count: camps?.n ?? 0 },
    // /contests first, then each contest; then every approved entry (issue 13).
    { source: 'contests', count: (contestRow?.n ?? 0) + 1 },
    { source: 'contest-entries', count: contestRow?.entries ?? 0 },
  ];
}

async function readSource(source: Source, offset: number, limit: number, fallback: string): Promise<SitemapEntry[]> {
  const db = getDb();
  switch (source) {
    case 'static':
      return STATIC_SITEMAP_PATHS.slice(offset, offset + limit).map((path) => ({
        path,
        lastModified: fallback,
        changeFrequency: 'daily',
        priority: path === '/' ? 1 : 0.8,
      }));
    case 'categories': {
      const rows = await db
        .select({ slug: categories.slug, at: categories.updatedAt })
        .from(categories)
        .orderBy(asc(categories.id))
        .offset(offset)
        .limit(limit);
      return rows.map((r) => ({ path: `/category/${r.slug}`, lastModified: iso(r.at, fallback), changeFrequency: 'daily', priority: 0.8 }));
    }
    case 'products': {
      const rows = await db
        .select({ slug: products.slug, type: products.type, at: products.updatedAt })
        .from(products)
        .where(listedProduct)
        .orderBy(asc(products.id))
        .offset(offset)
        .limit(limit);
      return rows.map((r) => ({ path: productUrl(r.type, r.slug), lastModified: iso(r.at, fallback), changeFrequency: 'weekly', priority: 0.7 }));
    }
    case 'stores': {
      // Stores have no timestamp of their own: a store page changes when its products do.
      const rows = await db
        .select({ slug: stores.slug, at: sql<Date | string | null>`max(${products.updatedAt})` })
        .from(stores)
        .leftJoin(products, and(eq(products.storeId, stores.id), listedProduct))
        .groupBy(stores.id)
        .orderBy(asc(stores.id))
        .offset(offset)
        .limit(limit);
      return rows.map((r) => ({ path: `/store/${r.slug}`, lastModified: iso(r.at, fallback), changeFrequency: 'weekly', priority: 0.6 }));
    }
    case 'occasions': {
      const rows = await db
        .select({ slug: occasions.slug, at: sql<Date | string | null>`max(${products.updatedAt})` })
        .from(occasions)
        .leftJoin(productOccasions, eq(productOccasions.occasionId, occasions.id))
        .leftJoin(products, and(eq(products.id, productOccasions.productId), listedProduct))
        .groupBy(occasions.id)
        .orderBy(asc(occasions.id))
        .offset(offset)
        .limit(limit);
      return rows.map((r) => ({ path: `/occasion/${r.slug}`, lastModified: iso(r.at, fallback), changeFrequency: 'weekly', priority: 0.6 }));
    }
    case 'careers': {
      const rows = await db
        .select({ id: jobPostings.id, at: jobPostings.updatedAt })
        .from(jobPostings)
        .where(openPosting())
        .orderBy(asc(jobPostings.closesAt), asc(jobPostings.id))
        .offset(offset)
        .limit(limit);
      return rows.map((r) => ({ path: `/career/${r.id}`, lastModified: iso(r.at, fallback), changeFrequency: 'weekly', priority: 0.5 }));
    }
    case 'businesses': {
      const rows = await db
        .select({ slug: businesses.slug, at: businesses.updatedAt })
        .from(businesses)
        .where(publicBusiness())
        .orderBy(asc(businesses.id))
        .offset(offset)
        .limit(limit);
      return rows.map((r) => ({ path: `/business/${r.slug}`, lastModified: iso(r.at, fallback), changeFrequency: 'weekly', priority: 0.4 }));
    }
    case 'blog-categories': {
      // Position 0 is /blogs itself; the categories follow in id order.
      const rows = await db
        .select({ slug: blogCategories.slug, at: blogCategories.updatedAt })
        .from(blogCategories)
        .orderBy(asc(blogCategories.id))
        .offset(Math.max(0, offset - 1))
        .limit(offset === 0 ? limit - 1 : limit);
      const index: SitemapEntry[] = offset === 0 ? [{ path: BLOG_HOME_PATH, lastModified: fallback, changeFrequency: 'daily', priority: 0.7 }] : [];
      return [
        ...index,
        ...rows.map((r): SitemapEntry => ({ path: blogCategoryPath(r.slug), lastModified: iso(r.at, fallback), changeFrequency: 'weekly', priority: 0.5 })),
      ];
    }
    case 'blog-posts': {
      const rows = await db
        .select({ slug: blogPosts.slug, at: blogPosts.updatedAt })
        .from(blogPosts)
        .where(publishedPost)
        .orderBy(asc(blogPosts.id))
        .offset(offset)
        .limit(limit);
      return rows.map((r) => ({ path: blogPostPath(r.slug), lastModified: iso(r.at, fallback), changeFrequency: 'monthly', priority: 0.6 }));
    }
    case 'quizzes': {
      const rows = await db
        .select({ slug: quizzes.slug, at: quizzes.updatedAt })
        .from(quizzes)
        .where(liveQuiz)
        .orderBy(asc(quizzes.id))
        .offset(Math.max(0, offset - 1))
        .limit(offset === 0 ? limit - 1 : limit);
      const index: SitemapEntry[] = offset === 0 ? [{ path: '/quiz', lastModified: fallback, changeFrequency: 'daily', priority: 0.6 }] : [];
      return [...index, ...rows.map((r): SitemapEntry => ({ path: quizPath(r.slug), lastModified: iso(r.at, fallback), changeFrequency: 'weekly', priority: 0.5 }))];
    }
    case 'campaigns': {
      const rows = await db
        .select({ slug: campaigns.slug, at: campaigns.startsAt })
        .from(campaigns)
        .where(eq(campaigns.isActive, true))
        .orderBy(asc(campaigns.id))
        .offset(offset)
        .limit(limit);
      return rows.map((r) => ({ path: `/campaign/${r.slug}`, lastModified: iso(r.at, fallback), changeFrequency: 'daily', priority: 0.7 }));
    }
    case 'contests': {
      const rows = await db
        .select({ slug: contests.slug, at: contests.updatedAt })
        .from(contests)
        .orderBy(asc(contests.id))
        .offset(Math.max(0, offset - 1))
        .limit(offset === 0 ? limit - 1 : limit);
      const index: SitemapEntry[] = offset === 0 ? [{ path: CONTESTS_PATH, lastModified: fallback, changeFrequency: 'daily', priority: 0.6 }] : [];
      return [...index, ...rows.map((r): SitemapEntry => ({ path: contestPath(r.slug), lastModified: iso(r.at, fallback), changeFrequency: 'daily', priority: 0.6 }))];
    }
    case 'contest-entries': {
      const rows = await db
        .select({ id: contestEntries.id, at: contestEntries.updatedAt })
        .from(contestEntries)
        .where(eq(contestEntries.status, 'approved'))
        .orderBy(asc(contestEntries.id))
        .offset(offset)
        .limit(limit);
      return rows.map((r) => ({ path: entryPath(r.id), lastModified: iso(r.at, fallback), changeFrequency: 'daily', priority: 0.4 }));
    }
  }
}

export type SitemapPlan = { total: number; chunks: SitemapChunk[]; lastModified: string };

async function loadSitemapPlan(): Promise<SitemapPlan> {
  const [counts, lastModified] = await Promise.all([sourceCounts(), catalogueUpdatedAt()]);
  const total = counts.reduce((sum, c) => sum + c.count, 0);
  return { total, chunks: splitSitemap(total, MAX_URLS_PER_SITEMAP), lastModified };
}

async function loadSitemapEntries(offset: number, limit: number): Promise<SitemapEntry[]> {
  const [counts, fallback] = await Promise.all([sourceCounts(), catalogueUpdatedAt()]);
  const parts = await Promise.all(
    sliceSources(counts, offset, limit).map((slice) => readSource(slice.source, slice.offset, slice.limit, fallback)),
  );
  return parts.flat();
}

/** How many URLs there are and how they split into files of at most 50,000. */
export const getSitemapPlan = cached(loadSitemapPlan, ['seo', 'sitemap-plan'], { tags: [cacheTags.catalogue], revalidate: HOUR });

/** The URLs of one file: positions [offset, offset + limit) of static pages, categories, products, stores, occasions. */
export const getSitemapEntries = cached(loadSitemapEntries, ['seo', 'sitemap-entries'], {
  tags: [cacheTags.catalogue],
  revalidate: HOUR,
});
