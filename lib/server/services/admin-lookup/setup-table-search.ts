import 'server-only';
import { asc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { likeEscape, typedId } from '@/lib/domain/admin-lookup';

// How a picker searches one of the shop's small setup tables (categories, delivery places: tens of rows, bounded by the
// setup, not the catalogue): any part of the name or of the other texts given, or the typed id; that id first, then
// names that start with what was typed, then the rest by name.

export function setupTableSearch(q: string, table: { id: AnyPgColumn; name: AnyPgColumn }, texts: (pattern: string) => SQL[]): { where: SQL; order: SQL[] } {
  const typed = q.toLowerCase();
  const pattern = `%${likeEscape(typed)}%`;
  const id = typedId(q);
  const lowerName = sql`lower(${table.name})`;
  return {
    where: or(sql`${lowerName} LIKE ${pattern}`, ...texts(pattern), id === null ? undefined : eq(table.id, id))!,
    order: [sql`${table.id} = ${id ?? 0} DESC`, sql`starts_with(${lowerName}, ${typed}) DESC`, asc(lowerName), asc(table.id)],
  };
}
