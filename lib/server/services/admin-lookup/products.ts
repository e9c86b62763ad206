import 'server-only';
import { asc, eq, sql } from 'drizzle-orm';
import { hasTrigram, likeEscape, LOOKUP_LIMIT, prefixUpperBound, productDetail, typedId, type LookupItem } from '@/lib/domain/admin-lookup';
import { getDb, type Database } from '@/lib/server/db/client';
import { products } from '@/lib/server/db/schema';

// Products for a back-office picker: every product, hidden ones too (a prize or a campaign line may name one that is
// not on sale yet), found by its id, its name, SKU or slug. The catalogue can be large, so each step reads an index and
// no step scans the table or sorts every match (tests/api/admin/lookup.test.ts EXPLAINs them).
//
// The planner left to itself does both on a large catalogue: for a name prefix it guessed a few hundred products
// match, it fetched them all by bitmap and sorted them for the first 20; for a pattern that looked common it scanned
// the table until 20 matched, which for one rarer than it looks (a SKU's digits) reads nearly all of it. So each step
// runs with the plans it may use set for its transaction (set_config(…, true): this transaction only).

type Db = Database | Parameters<Parameters<Database['transaction']>[0]>[0];
type Row = { id: number; name: string; sku: string; type: string; isActive: boolean };

const columns = { id: products.id, name: products.name, sku: products.sku, type: products.type, isActive: products.isActive };
const LOWER_NAME = sql`lower(${products.name})`;

const toItem = (row: Row): LookupItem => ({ id: row.id, label: row.name, detail: productDetail(row) });
const byName = (a: Row, b: Row) => a.name.toLowerCase().localeCompare(b.name.toLowerCase(), 'en') || a.id - b.id;

const plans = (settings: Record<string, 'on' | 'off'>) =>
  sql`select ${sql.join(
    Object.entries(settings).map(([name, value]) => sql`set_config(${name}, ${value}, true)`),
    sql`, `,
  )}`;
/** An index read in its own order, stopped at the LIMIT: no table scan, no bitmap of every match, no sort. */
export const ORDERED_INDEX_WALK = plans({ enable_seqscan: 'off', enable_bitmapscan: 'off', enable_sort: 'off', enable_indexscan: 'on' });
/** A bitmap from the trigram index, its heap read until the LIMIT: no table scan, no walk of another index. */
export const BITMAP_SCANS_ONLY = plans({ enable_seqscan: 'off', enable_indexscan: 'off', enable_indexonlyscan: 'off', enable_bitmapscan: 'on' });

/**
 * Names that start with what was typed: a range of products_admin_name_idx (lower(name), id), in its order (under
 * ORDERED_INDEX_WALK). The range is exact in code-point order (the shop's C.UTF-8); starts_with keeps the answer right
 * on a server with another collation, where the range only bounds the walk.
 */
export const startingQuery = (db: Db, typed: string, limit = LOOKUP_LIMIT) =>
  db
    .select(columns)
    .from(products)
    .where(sql`${LOWER_NAME} >= ${typed} AND ${LOWER_NAME} < ${prefixUpperBound(typed)} AND starts_with(${LOWER_NAME}, ${typed})`)
    .orderBy(LOWER_NAME, asc(products.id))
    .limit(limit);

/**
 * Any part of the name, SKU or slug (three letters or digits in a row, else the index has no trigram to look up):
 * products_admin_find_trgm_idx (on products.admin_search, migration 0034), under BITMAP_SCANS_ONLY. The work is the index's entries for the
 * pattern's trigrams, then at most `limit` rows' pages; the rows come in the heap's order.
 */
export const containingQuery = (db: Db, typed: string, limit = LOOKUP_LIMIT) =>
  db
    .select(columns)
    .from(products)
    .where(sql`${products.adminSearch} LIKE ${`%${likeEscape(typed)}%`}`)
    .limit(limit);

export async function productById(id: number): Promise<LookupItem[]> {
  return (await getDb().select(columns).from(products).where(eq(products.id, id))).map(toItem);
}

/** The typed id first, then names that start with the search (by name), then any other match (by name). */
export async function searchProducts(q: string): Promise<LookupItem[]> {
  const typed = q.toLowerCase();
  const id = typedId(q);
  const rows = await getDb().transaction(
    async (tx) => {
      await tx.execute(ORDERED_INDEX_WALK);
      const found = id === null ? [] : await tx.select(columns).from(products).where(eq(products.id, id));
      found.push(...(await startingQuery(tx, typed)));
      if (found.length >= LOOKUP_LIMIT || !hasTrigram(typed)) return found;
      await tx.execute(BITMAP_SCANS_ONLY);
      // A limit's worth: the ones already found are among them at most once each.
      return [...found, ...(await containingQuery(tx, typed)).sort(byName)];
    },
    { accessMode: 'read only' },
  );
  const items = new Map<number, LookupItem>();
  for (const row of rows) if (!items.has(row.id) && items.size < LOOKUP_LIMIT) items.set(row.id, toItem(row));
  return [...items.values()];
}
