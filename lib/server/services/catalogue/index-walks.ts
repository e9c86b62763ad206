import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb, type Database } from '@/lib/server/db/client';

// How search finds the most sold products matching every word (search.ts, step 2), chosen by us rather than by
// PostgreSQL's planner. Two ways read them:
//
// - the walk: products_search_popular_idx, (sold_count DESC, id) carrying each product's search_vector, read in order
//   from the best seller, testing each entry's words inside the index (no table row is visited), until enough match;
// - the bitmap: the GIN index hands over every match, each visited in the table for its sold_count, then sorted.
//
// At 100,000 products a walked entry costs about 0.3 µs and a bitmap match about 2.5 µs (many times that when its
// table page is not in memory). PostgreSQL's planner misjudged which is cheaper: it multiplies the shares of several
// words as if they were unrelated (924 red velvet products expected, 3,070 found) and took the bitmap where the walk
// finds 201 in 5,983 entries (2 ms against 5–70 ms); for "orchid" it walked 28,608 entries where the bitmap reads
// 706 matches. So we choose, from the same statistics (the lexeme frequencies ANALYZE keeps for search_vector): the
// matches of several words are estimated by the rarest word (words typed together usually go together), the bitmap
// is taken when it is the cheaper read even if the walk went as expected (matches spread evenly through the
// popularity order), and otherwise we walk, but only for as long as twice the bitmap's estimated cost: a walk that
// has not found enough by then (the words' products sell badly, or the words rarely meet) stops, and the bitmap reads
// the matches. Either way the result is exactly the most sold matches; only the cost differs, and no read costs more
// than about three bitmap reads of the estimate.

/** A bitmap match costs at least this many walked index entries (2.5 µs / 0.3 µs, measured at 100,000 products). */
export const BITMAP_ROW_COST = 6;
/** How far to walk when nothing is known about the words (no statistics yet: a new or just restored database). */
export const UNKNOWN_WALK = 10_000;

/** What ANALYZE counted: the products table's rows, each common lexeme's share of them, and the rarest share listed. */
export type WordStats = { products: number; share: ReadonlyMap<string, number>; rarest: number };

/**
 * A query's words, each the lexemes it may match (any of them), or null for a prefix standing for many words.
 * Returns how many entries of the popularity index to walk before falling back to the bitmap; 0: take the bitmap.
 */
export function walkLimit(groups: (readonly string[] | null)[], stats: WordStats | null, wanted: number): number {
  if (!stats || stats.products <= 0) return UNKNOWN_WALK;
  const { products, share, rarest } = stats;
  // Products matching one word: the sum over its lexemes (a lexeme ANALYZE did not list is at most the rarest it
  // did). Matching all of them: at most the fewest any one word has, which also holds for words that go together.
  const perWord = groups.map((lexemes) =>
    lexemes ? Math.min(products, lexemes.reduce((sum, l) => sum + (share.get(l) ?? rarest) * products, 0)) : products,
  );
  const matches = Math.max(1, Math.round(Math.min(products, ...perWord)));
  const expectedWalk = (wanted * products) / matches;
  const bitmapCost = BITMAP_ROW_COST * matches;
  if (expectedWalk >= bitmapCost) return 0;
  return Math.ceil(Math.min(products, 2 * bitmapCost));
}

/** Statistics are re-read this often: they change only when ANALYZE runs, and only speed depends on them. */
const STATS_TTL_MS = 10 * 60_000;
/** None yet (a new database): asked again sooner, as autovacuum analyzes a table soon after it fills. */
const NO_STATS_TTL_MS = 60_000;

type Held = { at: number; ttl: number; stats: Promise<WordStats | null> };
const held = new WeakMap<Database, Held>();

async function readStats(db: Database): Promise<WordStats | null> {
  const result = await db.execute<{ products: number; elems: string[] | null; freqs: number[] | null }>(sql`
    SELECT c.reltuples::float8 AS products, s.most_common_elems::text::text[] AS elems, s.most_common_elem_freqs AS freqs
    FROM pg_class c
    LEFT JOIN pg_stats s ON s.schemaname = c.relnamespace::regnamespace::text AND s.tablename = c.relname AND s.attname = 'search_vector'
    WHERE c.oid = 'products'::regclass`);
  const row = result.rows[0];
  // reltuples is -1 until the table was first vacuumed or analyzed.
  const products = row ? Number(row.products) : 0;
  if (!row || products <= 0 || !row.elems?.length || !row.freqs) return null;
  const freqs = row.freqs.map(Number);
  const share = new Map(row.elems.map((e, i) => [e, freqs[i]!]));
  // The frequencies list has three more entries after one per lexeme: the lowest, the highest, the null share.
  return { products, share, rarest: freqs[row.elems.length] ?? Math.min(...share.values()) };
}

/** The statistics for this database, read at most every STATS_TTL_MS (the previous copy answers while it is re-read). */
export async function wordStats(): Promise<WordStats | null> {
  const db = getDb();
  const now = Date.now();
  const current = held.get(db);
  if (current && now - current.at < current.ttl) return current.stats;
  const next: Held = { at: now, ttl: STATS_TTL_MS, stats: readStats(db).catch(() => null) };
  void next.stats.then((stats) => {
    if (!stats) next.ttl = NO_STATS_TTL_MS;
  });
  held.set(db, next);
  return current ? current.stats : next.stats;
}
