import 'server-only';
import { and, desc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { SearchHistoryView, SearchResult } from '@/lib/domain/catalogue-types';
import { buildVocabulary, correctQuery } from '@/lib/domain/search-correction';
import { getDb, type Database } from '@/lib/server/db/client';
import { categories, products, searchHistory, stores } from '@/lib/server/db/schema';
import { activeProduct, cardColumns, makePagination, selectCards, toProductCard } from './product-card';

// Product search in PostgreSQL. products.search_text holds the words a product should be found by (name, category,
// flavours, tags, occasions: written by the seed, lib/server/db/seed/catalogue/build.ts). Two matchers work together:
//  - full text over 'simple' with every typed word as a prefix ("chocolat cak" → chocolat:* & cak:*), which also
//    finds a word still being typed;
//  - pg_trgm word_similarity, which forgives typos inside a word ("red velvat" → red velvet).
// Ranking: exact name > all words match (in the name best) > trigram similarity (name counts double) > some words
// match > most sold.

/** How close (0..1) a typed query must be to a run of words in a product to count as a typo-match. */
const TYPO_THRESHOLD = 0.5;
const MAX_QUERY_LENGTH = 100;

export function normaliseQuery(q: string): string {
  return q.replace(/\s+/g, ' ').trim().toLowerCase().slice(0, MAX_QUERY_LENGTH);
}

type SearchTerms = { text: string; all: string | null; any: string | null };

function searchTerms(q: string): SearchTerms {
  const text = normaliseQuery(q);
  // Only letters and digits reach to_tsquery, so nothing typed can be read as a tsquery operator.
  const words = text.match(/[\p{L}\p{N}]+/gu) ?? [];
  const longWords = words.filter((w) => w.length >= 3);
  return {
    text,
    all: words.length ? words.map((w) => `${w}:*`).join(' & ') : null,
    any: longWords.length > 1 ? longWords.map((w) => `${w}:*`).join(' | ') : null,
  };
}

const tsq = (query: string | null): SQL => (query ? sql`to_tsquery('simple', ${query})` : sql`NULL::tsquery`);

function matchCondition(t: SearchTerms): SQL {
  return sql`(
    ${products.searchVector} @@ ${tsq(t.all)}
    OR ${products.searchVector} @@ ${tsq(t.any)}
    OR word_similarity(${t.text}, ${products.name}) >= ${TYPO_THRESHOLD}
    OR word_similarity(${t.text}, ${products.searchText}) >= ${TYPO_THRESHOLD}
  )`;
}

function scoreExpression(t: SearchTerms): SQL<number> {
  // ts_rank is normalised by document length (flag 1) and kept small: a product repeating "chocolate" in its tags
  // must not outrank a cake whose name is what was typed. similarity() on the name favours short, exact names
  // ("Classic Chocolate Cake") over combos that merely contain the words.
  return sql<number>`(
    CASE WHEN lower(${products.name}) = ${t.text} THEN 100 ELSE 0 END
    + CASE WHEN ${products.searchVector} @@ ${tsq(t.all)} THEN 10 + 2 * ts_rank(${products.searchVector}, ${tsq(t.all)}, 1) ELSE 0 END
    + CASE WHEN to_tsvector('simple', ${products.name}) @@ ${tsq(t.all)} THEN 5 ELSE 0 END
    + 6 * word_similarity(${t.text}, ${products.name})
    + 3 * word_similarity(${t.text}, ${products.searchText})
    + 4 * similarity(${t.text}, ${products.name})
    + CASE WHEN ${products.searchVector} @@ ${tsq(t.any)} THEN 2 * ts_rank(${products.searchVector}, ${tsq(t.any)}, 1) ELSE 0 END
  )`;
}

/** The WHERE condition "matches this search", for lists that combine search with other filters. */
export function searchMatch(q: string): SQL {
  return matchCondition(searchTerms(q));
}

export type ProductSearchResult = SearchResult & {
  /** The query as the found products spell it, when that differs from what was typed ("red velvat" → "red velvet"). */
  didYouMean: string | null;
  /** What popular searches count this search as (lib/domain/search-correction.ts); null: not listed. */
  popularForm: string | null;
};

/**
 * Active products matching q, best match first, and what the query meant (read from the page of products found,
 * so no extra query). A query that matches nothing gives an empty page, not an error.
 */
export async function searchProducts(input: { q: string; page?: number; perPage?: number }): Promise<ProductSearchResult> {
  const page = Math.max(1, input.page ?? 1);
  const perPage = Math.min(48, Math.max(1, input.perPage ?? 24));
  const terms = searchTerms(input.q);
  const nothing = { didYouMean: null, popularForm: null };
  if (!terms.text) return { products: [], pagination: makePagination(0, 0, page, perPage), ...nothing };
  const where = and(activeProduct, matchCondition(terms));
  // One statement: the page and the total (a window count) from a single scan, instead of two queries that each
  // compute the trigram similarity of every product.
  const rows = await getDb()
    .select({ ...cardColumns, searchText: products.searchText, total: sql<number>`(count(*) OVER ())::int` })
    .from(products)
    .innerJoin(stores, eq(stores.id, products.storeId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(where)
    .orderBy(desc(scoreExpression(terms)), desc(products.soldCount), products.id)
    .limit(perPage)
    .offset((page - 1) * perPage);
  // A page past the end has no rows to carry the total: count separately (rare).
  const total =
    rows[0]?.total ??
    (page > 1 ? ((await getDb().select({ n: sql<number>`count(*)::int` }).from(products).where(where))[0]?.n ?? 0) : 0);
  const { didYouMean, popularForm } = rows.length ? correctQuery(terms.text, buildVocabulary(rows)) : nothing;
  return {
    products: rows.map(toProductCard),
    pagination: makePagination(total, rows.length, page, perPage),
    didYouMean,
    popularForm,
  };
}

/**
 * Remembers a visitor's search: as typed, for their recent list, and in its popular form (searchProducts'
 * popularForm: typos corrected, null for a search that found nothing or is no words) for everyone's popular list.
 */
// Every first-page search writes one row, so the statement is built once per database and prepared on each
// connection (drizzle and PostgreSQL skip rebuilding and re-planning it: about 40 µs of the server's CPU per search).
const recordStatements = new WeakMap<Database, ReturnType<typeof prepareRecord>>();

function prepareRecord(db: Database) {
  return db
    .insert(searchHistory)
    .values({
      visitorId: sql.placeholder('visitorId'),
      query: sql.placeholder('query'),
      resultCount: sql.placeholder('resultCount'),
      popularQuery: sql.placeholder('popularQuery'),
      source: sql.placeholder('source'),
      userId: sql.placeholder('userId'),
    })
    .prepare('record_search');
}

export async function recordSearch(
  visitorId: string,
  q: string,
  resultCount: number,
  options: { source?: string; userId?: number | null; popularForm?: string | null } = {},
): Promise<void> {
  const query = normaliseQuery(q);
  if (!query) return;
  const db = getDb();
  let statement = recordStatements.get(db);
  if (!statement) {
    statement = prepareRecord(db);
    recordStatements.set(db, statement);
  }
  // Only a search that found something can be popular.
  const popularQuery = resultCount > 0 ? (options.popularForm ?? null) : null;
  await statement.execute({ visitorId, query, resultCount, popularQuery, source: options.source ?? 'web', userId: options.userId ?? null });
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Popular searches (optionally starting with a LIKE pattern): the latest window read backwards by a partial index. */
async function popularSearches(db: Database, like: string | null): Promise<{ query: string }[]> {
  const latest = db
    .select({ query: sql<string>`${searchHistory.popularQuery}`.as('query'), visitorId: searchHistory.visitorId })
    .from(searchHistory)
    .where(isNotNull(searchHistory.popularQuery))
    .orderBy(desc(searchHistory.id))
    .limit(POPULAR_WINDOW)
    .as('latest');
  return db
    .select({ query: latest.query })
    .from(latest)
    .where(like ? sql`${latest.query} LIKE ${like}` : undefined)
    .groupBy(latest.query)
    .orderBy(desc(sql`count(DISTINCT ${latest.visitorId})`), desc(sql`count(*)`), latest.query)
    .limit(10);
}

/** How many of the latest searches popular searches are counted over: bounded work however long the history grows. */
export const POPULAR_WINDOW = 5000;

/**
 * The search box's dropdown: this visitor's recent searches, popular searches (among the latest POPULAR_WINDOW
 * searches that found products, in their corrected form, ranked by how many visitors made them, so one visitor cannot
 * push a query up), and product names matching what is typed.
 */
export async function getSearchHistory(visitorId: string | null, q?: string): Promise<SearchHistoryView> {
  const prefix = q ? normaliseQuery(q) : '';
  const like = `${escapeLike(prefix)}%`;
  const db = getDb();
  const startsWith = prefix ? sql`${searchHistory.query} LIKE ${like}` : sql`true`;
  const [recent, popular, suggestions] = await Promise.all([
    visitorId
      ? db
          .select({ query: searchHistory.query })
          .from(searchHistory)
          .where(and(eq(searchHistory.visitorId, visitorId), startsWith))
          .groupBy(searchHistory.query)
          .orderBy(desc(sql`max(${searchHistory.createdAt})`))
          .limit(10)
      : Promise.resolve([]),
    popularSearches(db, prefix ? like : null),
    prefix
      ? selectCards()
          .where(
            and(
              activeProduct,
              sql`(lower(${products.name}) LIKE ${like} OR lower(${products.name}) LIKE ${`% ${escapeLike(prefix)}%`})`,
            ),
          )
          .orderBy(desc(products.soldCount), products.id)
          .limit(8)
      : Promise.resolve([]),
  ]);
  return {
    recent: recent.map((r) => r.query),
    popular: popular.map((r) => r.query),
    suggestions: suggestions.map((row) => {
      const card = toProductCard(row);
      return { name: card.name, url: card.url };
    }),
  };
}
