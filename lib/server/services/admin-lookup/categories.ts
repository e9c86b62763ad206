import 'server-only';
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { categoryDetail, LOOKUP_LIMIT, type LookupItem } from '@/lib/domain/admin-lookup';
import { getDb } from '@/lib/server/db/client';
import { categories } from '@/lib/server/db/schema';
import { setupTableSearch } from './setup-table-search';

// Categories for a back-office picker, hidden ones too, by any part of the name or slug. The table is the shop's own
// setup (tens of rows, which /admin/setup lists whole): reading it is bounded by the setup, not by the catalogue.

const parent = alias(categories, 'parent');

async function find(where: SQL, order: SQL[]): Promise<LookupItem[]> {
  const rows = await getDb()
    .select({ id: categories.id, name: categories.name, isHidden: categories.isHidden, parentName: parent.name })
    .from(categories)
    .leftJoin(parent, eq(parent.id, categories.parentId))
    .where(where)
    .orderBy(...order)
    .limit(LOOKUP_LIMIT);
  return rows.map((row) => ({ id: row.id, label: row.name, detail: categoryDetail(row) }));
}

export const categoryById = (id: number) => find(eq(categories.id, id), [asc(categories.id)]);

/** The typed id first, then names that start with the search, then the rest, by name (setupTableSearch). */
export function searchCategories(q: string): Promise<LookupItem[]> {
  const { where, order } = setupTableSearch(q, categories, (pattern) => [sql`${categories.slug} LIKE ${pattern}`]);
  return find(where, order);
}
