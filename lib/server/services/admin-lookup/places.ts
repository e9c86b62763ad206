import 'server-only';
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { LOOKUP_LIMIT, placeDetail, type LookupItem } from '@/lib/domain/admin-lookup';
import { getDb } from '@/lib/server/db/client';
import { deliveryLocations } from '@/lib/server/db/schema';
import { setupTableSearch } from './setup-table-search';

// Delivery places for a back-office picker, switched-off ones too, by any part of the name, slug or another spelling
// (Baneshwar for New Baneshwor). The table is the shop's own setup (tens of places, which /admin/setup lists whole):
// reading it is bounded by the setup, not by the catalogue.

const parent = alias(deliveryLocations, 'parent');

async function find(where: SQL, order: SQL[]): Promise<LookupItem[]> {
  const rows = await getDb()
    .select({ id: deliveryLocations.id, name: deliveryLocations.name, kind: deliveryLocations.kind, isActive: deliveryLocations.isActive, parentName: parent.name })
    .from(deliveryLocations)
    .leftJoin(parent, eq(parent.id, deliveryLocations.parentId))
    .where(where)
    .orderBy(...order)
    .limit(LOOKUP_LIMIT);
  return rows.map((row) => ({ id: row.id, label: row.name, detail: placeDetail(row) }));
}

export const placeById = (id: number) => find(eq(deliveryLocations.id, id), [asc(deliveryLocations.id)]);

/** The typed id first, then names that start with the search, then the rest, by name (setupTableSearch). */
export function searchPlaces(q: string): Promise<LookupItem[]> {
  const { where, order } = setupTableSearch(q, deliveryLocations, (pattern) => [
    sql`${deliveryLocations.slug} LIKE ${pattern}`,
    sql`lower(array_to_string(${deliveryLocations.aliases}, ' ')) LIKE ${pattern}`,
  ]);
  return find(where, order);
}
