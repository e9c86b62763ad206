import 'server-only';
import { and, asc, count, eq, exists, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import {
  blogCategories,
  blogPosts,
  brands,
  businesses,
  campaignProducts,
  campaigns,
  categories,
  contestEntries,
  contests,
  donationCauses,
  games,
  jobPostings,
  occasions,
  productOccasions,
  products,
  quizzes,
  reviews,
  stores,
  users,
} from '@/lib/server/db/schema';
import { productUrl } from '@/lib/domain/catalogue-types';
import { campaignBrandUrl, campaignCategoryUrl } from '@/lib/domain/campaign-types';
import { contestPath, CONTESTS_PATH, entryPath } from '@/lib/domain/contests';
import { gamePath } from '@/lib/domain/games';
import { personUrl } from '@/lib/domain/people';
import { quizPath } from '@/lib/domain/quiz';
import { BLOG_HOME_PATH, blogCategoryPath, blogPostPath } from '@/lib/domain/blog';
import { campaignLastModified, type SitemapEntry } from '@/lib/seo/sitemap';

// Where the sitemap's URLs come from: one count and one ordered, paged read per kind of page, straight from the
// tables (lib/server/services/seo/sitemap.ts lays them end to end and cuts them into files). Each kind lists exactly
// the pages that are indexable: what a page marks noindex (a private or empty person page, a closed posting, an
// ended game) is left out here by the same rule.

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

type SourceDef = {
  count: () => Promise<number>;
  read: (offset: number, limit: number, ctx: ReadContext) => Promise<SitemapEntry[]>;
};

const iso = (value: Date | string | null | undefined, fallback: string): string => (value ? new Date(value).toISOString() : fallback);

/** Products that have their own page: active products, cakes and automobiles (/automobile/{slug}, issue 15). */
export const listedProduct = and(eq(products.isActive, true), inArray(products.type, ['product', 'cake', 'automobile']));
const publishedPost = eq(blogPosts.status, 'published');
const liveQuiz = eq(quizzes.status, 'approved');
/** Career postings open now (a closed or paused one is noindex). Read by job_postings_open_closes_idx. */
const openPosting = (now: Date) => and(eq(jobPostings.status, 'open'), gt(jobPostings.closesAt, now), lte(jobPostings.opensAt, now));
/** Verified businesses' public pages (issue 14). */
const publicBusiness = eq(businesses.status, 'verified');
/** A game running or coming (isGamePageIndexable): an ended one's page is noindex. */
const listedGame = (now: Date) => and(eq(games.isActive, true), or(isNull(games.endsAt), gt(games.endsAt, now)));
/**
 * A person page worth indexing (isIndexablePersonPage in lib/domain/people.ts): public, with a bio, an approved review,
 * a live quiz or an approved contest entry (each read by its per-person index).
 */
const indexablePerson = () => {
  const db = getDb();
  return and(
    eq(users.isPrivate, false),
    or(
      sql`btrim(${users.bio}) <> ''`,
      exists(db.select({ one: sql`1` }).from(reviews).where(and(eq(reviews.userId, users.id), eq(reviews.status, 'approved')))),
      exists(db.select({ one: sql`1` }).from(quizzes).where(and(eq(quizzes.ownerId, users.id), liveQuiz))),
      exists(db.select({ one: sql`1` }).from(contestEntries).where(and(eq(contestEntries.userId, users.id), eq(contestEntries.status, 'approved')))),
    ),
  );
};

const countOf = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;

/** A list whose position 0 is its index page (/blogs, /quiz, /contests) and the rows after it. */
async function afterIndex(index: SitemapEntry, offset: number, limit: number, rows: (offset: number, limit: number) => Promise<SitemapEntry[]>) {
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

export const SOURCES = {
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
  // /blogs first, then each blog category.
  'blog-categories': {
    count: async () => (await countOf(getDb().select({ n: count() }).from(blogCategories))) + 1,
    read: (offset, limit, { fallback }) =>
      afterIndex({ path: BLOG_HOME_PATH, lastModified: fallback, changeFrequency: 'daily', priority: 0.7 }, offset, limit, async (o, l) => {
        const rows = await getDb().select({ slug: blogCategories.slug, at: blogCategories.updatedAt }).from(blogCategories).orderBy(asc(blogCategories.id)).offset(o).limit(l);
        return rows.map((r) => ({ path: blogCategoryPath(r.slug), lastModified: iso(r.at, fallback), changeFrequency: 'weekly', priority: 0.5 }));
      }),
  },
  'blog-posts': {
    count: () => countOf(getDb().select({ n: count() }).from(blogPosts).where(publishedPost)),
    read: async (offset, limit, { fallback }) => {
      const rows = await getDb().select({ slug: blogPosts.slug, at: blogPosts.updatedAt }).from(blogPosts).where(publishedPost).orderBy(asc(blogPosts.id)).offset(offset).limit(limit);
      return rows.map((r) => ({ path: blogPostPath(r.slug), lastModified: iso(r.at, fallback), changeFrequency: 'monthly', priority: 0.6 }));
    },
  },
  // /quiz first, then each live quiz (issue 13).
  quizzes: {
    count: async () => (await countOf(getDb().select({ n: count() }).from(quizzes).where(liveQuiz))) + 1,
    read: (offset, limit, { fallback }) =>
      afterIndex({ path: '/quiz', lastModified: fallback, changeFrequency: 'daily', priority: 0.6 }, offset, limit, async (o, l) => {
        const rows = await getDb().select({ slug: quizzes.slug, at: quizzes.updatedAt }).from(quizzes).where(liveQuiz).orderBy(asc(quizzes.id)).offset(o).limit(l);
        return rows.map((r) => ({ path: quizPath(r.slug), lastModified: iso(r.at, fallback), changeFrequency: 'weekly', priority: 0.5 }));
      }),
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
  // /contests first, then each contest; then every approved entry (issue 13).
  contests: {
    count: async () => (await countOf(getDb().select({ n: count() }).from(contests))) + 1,
    read: (offset, limit, { fallback }) =>
      afterIndex({ path: CONTESTS_PATH, lastModified: fallback, changeFrequency: 'daily', priority: 0.6 }, offset, limit, async (o, l) => {
        const rows = await getDb().select({ slug: contests.slug, at: contests.updatedAt }).from(contests).orderBy(asc(contests.id)).offset(o).limit(l);
        return rows.map((r) => ({ path: contestPath(r.slug), lastModified: iso(r.at, fallback), changeFrequency: 'daily', priority: 0.6 }));
      }),
  },
  'contest-entries': {
    // Approved entries are counted on their contest's row (entry_count), so the sum reads the small table only.
    count: () => countOf(getDb().select({ n: sql<number>`coalesce(sum(${contests.entryCount}), 0)::int` }).from(contests)),
    read: async (offset, limit, { fallback }) => {
      const rows = await getDb()
        .select({ id: contestEntries.id, at: contestEntries.updatedAt })
        .from(contestEntries)
        .where(eq(contestEntries.status, 'approved'))
        .orderBy(asc(contestEntries.id))
        .offset(offset)
        .limit(limit);
      return rows.map((r) => ({ path: entryPath(r.id), lastModified: iso(r.at, fallback), changeFrequency: 'daily', priority: 0.4 }));
    },
  },
  // People's public pages that say something (issue 13's /user/{username}).
  people: {
    count: () => countOf(getDb().select({ n: count() }).from(users).where(indexablePerson())),
    read: async (offset, limit, { fallback }) => {
      const rows = await getDb().select({ username: users.username, at: users.updatedAt }).from(users).where(indexablePerson()).orderBy(asc(users.id)).offset(offset).limit(limit);
      return rows.map((r) => ({ path: personUrl(r.username), lastModified: iso(r.at, fallback), changeFrequency: 'weekly', priority: 0.3 }));
    },
  },
  // Donation causes (issue 15).
  causes: {
    count: () => countOf(getDb().select({ n: count() }).from(donationCauses).where(eq(donationCauses.isActive, true))),
    read: async (offset, limit, { fallback }) => {
      const rows = await getDb()
        .select({ slug: donationCauses.slug, at: donationCauses.createdAt })
        .from(donationCauses)
        .where(eq(donationCauses.isActive, true))
        .orderBy(asc(donationCauses.position), asc(donationCauses.id))
        .offset(offset)
        .limit(limit);
      return rows.map((r) => ({ path: `/donations/${r.slug}`, lastModified: iso(r.at, fallback), changeFrequency: 'daily', priority: 0.5 }));
    },
  },
  // The roulette wheels and treasure digs running or coming (issue 15).
  games: {
    count: () => countOf(getDb().select({ n: count() }).from(games).where(listedGame(new Date()))),
    read: async (offset, limit, { fallback, now }) => {
      const rows = await getDb()
        .select({ slug: games.slug, kind: games.kind, startsAt: games.startsAt, createdAt: games.createdAt })
        .from(games)
        .where(listedGame(now))
        .orderBy(asc(games.id))
        .offset(offset)
        .limit(limit);
      return rows.map((r) => ({
        path: gamePath({ kind: r.kind === 'treasure' ? 'treasure' : 'roulette', slug: r.slug }),
        // The page changed when the game was made and when it started; a coming game's start is not a change yet.
        lastModified: iso(r.startsAt.getTime() <= now.getTime() && r.startsAt > r.createdAt ? r.startsAt : r.createdAt, fallback),
        changeFrequency: 'weekly',
        priority: 0.4,
      }));
    },
  },
} satisfies Record<string, SourceDef>;

export type Source = keyof typeof SOURCES;

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
