import 'server-only';
import { and, desc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { SearchHistoryView, SearchResult } from '@/lib/domain/catalogue-types';
import { buildVocabulary, correctQuery } from '@/lib/domain/search-correction';
import { canonicalSearchTerm } from '@/lib/domain/search-query';
import { getDb, type Database } from '@/lib/server/db/client';
import { products, searchHistory, searchWords } from '@/lib/server/db/schema';
import { activeProduct, cardsByIds, makePagination, selectCards, toProductCard } from './product-card';
import { walkLimit, wordStats } from './index-walks';

// Product search in PostgreSQL, with bounded work however large the catalogue grows (issue 16).
// products.search_text holds the words a product should be found by (name, category, flavours, tags, occasions:
// written by the seed, lib/server/db/seed/catalogue/build.ts); search_words holds every such word (a trigger keeps it).
//
// 1. Typos are corrected word by word against search_words, a few thousand rows: a typed word that starts a known
//    word is kept (still being typed: "chocolat"), any other takes the nearest known word by trigram similarity
//    ("velvat" → "velvet"). One indexed lookup, instead of measuring the query against every product's text.
// 2. A bounded candidate set is gathered, each part from an index: the SEARCH_BRANCH_LIMIT most sold products
//    matching all the words (walking a popularity index that carries each product's words, or from the GIN index,
//    whichever index-walks.ts expects to read less), as many matching any of them, and a product named exactly as
//    typed. Only candidates that really match are kept.
// 3. The candidates are ranked with the full score: exact name > all words match (in the name best) > trigram
//    similarity > some words match > most sold. The best SEARCH_RESULT_CAP are the results; when
//    more products match, the count says so ("200+") instead of counting them all.
// A search with at most SEARCH_BRANCH_LIMIT matches (every search on the demo catalogue) is ranked exactly as if every
// match were scored; a broader one ranks its most sold matches, which is what a shopper browsing "chocolate" wants.

/** Candidates taken from each index (all-words matches, any-word matches). */
export const SEARCH_BRANCH_LIMIT = 200;
/** A search lists at most this many results, best first; past it the count reads "200+". */
export const SEARCH_RESULT_CAP = 200;
/** Typed words shorter than this are kept as typed: too short to correct. */
const MIN_CORRECTABLE = 3;

/** A query as the search reads it: the search page's canonical term (one rule for both: lib/domain/search-query.ts). */
export function normaliseQuery(q: string): string {
  return canonicalSearchTerm(q);
}

/** all: every word must match (a tsquery); groups: each word's lexemes (null: a prefix), for index-walks.ts. */
type SearchTerms = { text: string; all: string | null; any: string | null; groups: (string[] | null)[] };

/** The words of a query: only letters and digits, so nothing typed can be read as a tsquery operator. */
const queryWords = (text: string): string[] => text.match(/[\p{L}\p{N}]+/gu) ?? [];

/** A lexeme quoted for a tsquery literal (vocabulary words may hold '-'; quoting keeps them one lexeme). */
const lexeme = (word: string) => `'${word.replace(/'/g, "''")}'`;

/**
 * What one typed word matches: the known words it starts (exact lexemes: GIN looks each up directly, where a prefix
 * query would read every posting list the prefix covers), or the word as a prefix when it starts too many.
 */
type WordMatch = { word: string; lexemes: string[] | null };

const groupOf = (m: WordMatch) => (m.lexemes ? `(${m.lexemes.map(lexeme).join(' | ')})` : `${lexeme(m.word)}:*`);

function termsFor(text: string, matches: WordMatch[]): SearchTerms {
  const long = matches.filter((m) => m.word.length >= 3);
  return {
    text,
    all: matches.length ? matches.map(groupOf).join(' & ') : null,
    any: long.length > 1 ? long.map(groupOf).join(' | ') : null,
    groups: matches.map((m) => m.lexemes),
  };
}

/** A typed word expands to the known words it starts when there are at most this many. */
const MAX_EXPANSION = 8;

/**
 * The query's words, each corrected (see 1. above) and expanded to the known words it stands for, in one statement
 * through search_words' prefix (text_pattern_ops) and trigram (GiST) indexes.
 */
async function correctedTerms(q: string): Promise<SearchTerms> {
  const text = normaliseQuery(q);
  const words = queryWords(text);
  if (!words.length) return termsFor(text, []);
  const result = await getDb().execute<{ w: string; starts: string[]; nearest: string | null }>(sql`
    SELECT t.w,
      ARRAY(SELECT s.word FROM ${searchWords} s WHERE s.word ~>=~ t.w AND s.word ~<~ (t.w || chr(1114111))
            ORDER BY s.word LIMIT ${MAX_EXPANSION + 1}) AS starts,
      CASE WHEN length(t.w) >= ${MIN_CORRECTABLE} THEN
        (SELECT s.word FROM ${searchWords} s WHERE s.word % t.w ORDER BY s.word <-> t.w, s.word LIMIT 1) END AS nearest
    FROM unnest(ARRAY[${sql.join([...new Set(words)].map((w) => sql`${w}`), sql`, `)}]::text[]) AS t(w)`);
  const found = new Map(result.rows.map((r) => [r.w, r]));
  const matches = words.map((w): WordMatch => {
    const row = found.get(w);
    const starts = row?.starts ?? [];
    if (starts.length > MAX_EXPANSION) return { word: w, lexemes: null };
    if (starts.length) return { word: w, lexemes: starts };
    // Unknown: the nearest known word ("velvat" → "velvet"); nothing near: as typed (it will match nothing).
    return row?.nearest ? { word: row.nearest, lexemes: [row.nearest] } : { word: w, lexemes: null };
  });
  // The text similarity is measured with: as typed (punctuation and all, for an exact name), or as corrected.
  const corrected = matches.some((m, i) => m.word !== words[i]);
  return termsFor(corrected ? matches.map((m) => m.word).join(' ') : text, matches);
}

const tsq = (query: string | null): SQL => (query ? sql`${query}::tsquery` : sql`NULL::tsquery`);

/** Whether a candidate really matches: all the words, or some of several. */
function matchCondition(t: SearchTerms): SQL {
  return sql`(${products.searchVector} @@ ${tsq(t.all)} OR ${products.searchVector} @@ ${tsq(t.any)})`;
}

function scoreExpression(t: SearchTerms): SQL<number> {
  // ts_rank is normalised by document length (flag 1) and kept small: a product repeating "chocolate" in its tags
  // must not outrank a cake whose name is what was typed. similarity() on the name favours short, exact names
  // ("Classic Chocolate Cake") over combos that merely contain the words. Trigram measures are taken on the short
  // name only: on search_text they cost more than the rest of the score together, and typos there were corrected in
  // step 1.
  return sql<number>`(
    CASE WHEN lower(${products.name}) = ${t.text} THEN 100 ELSE 0 END
    + CASE WHEN ${products.searchVector} @@ ${tsq(t.all)} THEN 10 + 2 * ts_rank(${products.searchVector}, ${tsq(t.all)}, 1) ELSE 0 END
    + CASE WHEN to_tsvector('simple', ${products.name}) @@ ${tsq(t.all)} THEN 5 ELSE 0 END
    + 6 * word_similarity(${t.text}, ${products.name})
    + 4 * similarity(${t.text}, ${products.name})
    + CASE WHEN ${products.searchVector} @@ ${tsq(t.any)} THEN 2 * ts_rank(${products.searchVector}, ${tsq(t.any)}, 1) ELSE 0 END
  )`;
}

/**
 * The search's results, best first, as common table expressions ending in `ranked` (id, name, search_text,
 * sold_count, score; at most SEARCH_RESULT_CAP rows) and `cut` (whether an index part stopped at its limit, so more
 * products match than were gathered). Each part's read is bounded: the most sold matches by index-walks.ts's choice of
 * walk, the others by their limits.
 */
async function rankedResults(t: SearchTerms): Promise<SQL> {
  const limit = SEARCH_BRANCH_LIMIT;
  const walk = walkLimit(t.groups, await wordStats(), limit + 1);
  return sql`
    -- The most sold products matching every word (index-walks.ts): up to \`walk\` entries of the popularity index,
    -- read with the words they carry (an index-only scan), then, when those held too few matches, every match from
    -- the GIN index, sorted. Both give the same rows: the first limit + 1 matches in (sold_count DESC, id) order.
    walked AS MATERIALIZED (
      SELECT id FROM (
        SELECT ${products.id} AS id, ${products.soldCount} AS sold_count, ${products.searchVector} AS search_vector
        FROM ${products} WHERE ${activeProduct} ORDER BY ${products.soldCount} DESC, ${products.id} LIMIT ${walk}
      ) top
      WHERE top.search_vector @@ ${tsq(t.all)}
      ORDER BY top.sold_count DESC, top.id -- the order the walk delivers: no sort, and it stops at the limit
      LIMIT ${limit + 1}
    ),
    matched AS MATERIALIZED (
      SELECT ${products.id} AS id, ${products.soldCount} AS sold_count FROM ${products}
      WHERE (SELECT count(*) FROM walked) <= ${limit} AND ${activeProduct} AND ${products.searchVector} @@ ${tsq(t.all)}
    ),
    all_words AS MATERIALIZED (
      SELECT id FROM walked WHERE (SELECT count(*) FROM walked) > ${limit}
      UNION ALL
      (SELECT id FROM matched ORDER BY sold_count DESC, id LIMIT ${limit + 1})
    ),
    -- Products matching some of several words, when too few match them all (they rank below those that do).
    any_words AS MATERIALIZED (
      SELECT ${products.id} AS id FROM ${products}
      WHERE (SELECT count(*) FROM all_words) <= ${limit} AND ${activeProduct} AND ${products.searchVector} @@ ${tsq(t.any)}
      LIMIT ${limit + 1}
    ),
    candidate AS (
      SELECT id FROM all_words UNION SELECT id FROM any_words
      -- A product named exactly as typed always competes (products_lower_name_idx).
      UNION SELECT ${products.id} FROM ${products} WHERE ${activeProduct} AND lower(${products.name}) = ${t.text}
    ),
    ranked AS (
      SELECT ${products.id} AS id, ${products.name} AS name, ${products.searchText} AS search_text,
             ${products.soldCount} AS sold_count, ${scoreExpression(t)} AS score
      FROM ${products}
      -- By primary key, one lookup per candidate: as \`IN (SELECT …)\` PostgreSQL hashed the candidates and read every
      -- match again to probe them (a quarter of the statement's time for "mango" at 100,000 products).
      WHERE ${products.id} = ANY(ARRAY(SELECT id FROM candidate)) AND ${matchCondition(t)}
      ORDER BY score DESC, sold_count DESC, id
      LIMIT ${SEARCH_RESULT_CAP}
    ),
    cut AS (
      SELECT (SELECT count(*) FROM all_words) > ${limit} OR (SELECT count(*) FROM any_words) > ${limit} AS cut
    )`;
}

/** The WHERE condition "is one of this search's results", for lists that combine search with other filters. */
export async function searchMatch(q: string): Promise<SQL> {
  const terms = await correctedTerms(q);
  if (!terms.all) return sql`false`;
  return sql`${products.id} IN (WITH ${await rankedResults(terms)} SELECT id FROM ranked)`;
}

export type ProductSearchResult = SearchResult & {
  /** The query as the found products spell it, when that differs from what was typed ("red velvat" → "red velvet"). */
  didYouMean: string | null;
  /** What popular searches count this search as (lib/domain/search-correction.ts); null: not listed. */
  popularForm: string | null;
};

/**
 * Active products matching q, best match first, and what the query meant (read from the page of products found,
 * so no extra query). A query that matches nothing gives an empty page, not an error. At most SEARCH_RESULT_CAP
 * results; pagination.totalIsCapped when more products match.
 */
export async function searchProducts(input: { q: string; page?: number; perPage?: number }): Promise<ProductSearchResult> {
  const page = Math.max(1, input.page ?? 1);
  const perPage = Math.min(48, Math.max(1, input.perPage ?? 24));
  const typed = normaliseQuery(input.q);
  const nothing = { didYouMean: null, popularForm: null };
  if (!typed) return { products: [], pagination: makePagination(0, 0, page, perPage), ...nothing };
  const terms = await correctedTerms(typed);
  if (!terms.all) return { products: [], pagination: makePagination(0, 0, page, perPage), ...nothing };
  // One statement ranks the bounded candidate set and returns the number of results, whether the index parts were
  // cut short, and this page's ids (none for a page past the end: the count row is still there).
  const result = await getDb().execute<{ total: number; cut: boolean; id: number | null; name: string; search_text: string }>(sql`
    WITH ${await rankedResults(terms)}
    SELECT counted.total, counted.cut, shown.id, shown.name, shown.search_text
    FROM (SELECT count(*)::int AS total, (SELECT cut FROM cut) AS cut FROM ranked) counted
    LEFT JOIN LATERAL (
      SELECT id, name, search_text FROM ranked ORDER BY score DESC, sold_count DESC, id
      LIMIT ${perPage} OFFSET ${(page - 1) * perPage}
    ) shown ON true`);
  const head = result.rows[0];
  const total = Number(head?.total ?? 0);
  const found = result.rows.flatMap((r) => (r.id === null ? [] : [{ id: Number(r.id), name: r.name, searchText: r.search_text }]));
  const cards = await cardsByIds(found.map((r) => r.id));
  const capped = total >= SEARCH_RESULT_CAP && Boolean(head?.cut);
  const { didYouMean, popularForm } = found.length ? correctQuery(typed, buildVocabulary(found)) : nothing;
  return {
    products: cards,
    pagination: { ...makePagination(total, cards.length, page, perPage), ...(capped ? { totalIsCapped: true } : {}) },
    didYouMean,
    popularForm,
  };
}

/**
 * Remembers a visitor's search: as typed, for their recent list, and in its popular form (searchProducts'
 * popularForm: typos corrected, null for a search that found nothing or is no words) for everyone's popular list.
 * popular: false for a visitor whose id was made by this very request (no cookie came back yet): their search is in
 * their own list but not counted in everyone's, so cookie-less requests in a loop cannot fill the popular list.
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
  options: { source?: string; userId?: number | null; popularForm?: string | null; popular?: boolean } = {},
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
  const popularQuery = resultCount > 0 && options.popular !== false ? (options.popularForm ?? null) : null;
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
