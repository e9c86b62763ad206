import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type * as schema from '@/lib/server/db/schema';

export type SeedDb = NodePgDatabase<typeof schema>;
/** The database or a transaction on it: both can insert and execute. */
export type SeedExecutor = Pick<SeedDb, 'insert' | 'execute'>;

// PostgreSQL allows 65,535 bind parameters per statement; stay well below.
const MAX_PARAMS = 30000;

/** Inserts all rows in as few statements as the parameter limit allows. */
export async function insertAll<T extends PgTable>(db: SeedExecutor, table: T, rows: Array<T['$inferInsert']>): Promise<void> {
  if (rows.length === 0) return;
  const size = Math.max(1, Math.floor(MAX_PARAMS / Object.keys(getTableColumns(table)).length));
  for (let i = 0; i < rows.length; i += size) {
    await db.insert(table).values(rows.slice(i, i + size) as PgInsertValue<T>[]);
  }
}

/** Rows were inserted with explicit ids: move each serial sequence past them so the app's own inserts don't collide. */
export async function syncSequence(db: SeedExecutor, table: PgTable): Promise<void> {
  const name = getTableName(table);
  await db.execute(
    sql.raw(`SELECT setval(pg_get_serial_sequence('"${name}"', 'id'), GREATEST((SELECT COALESCE(MAX(id), 0) FROM "${name}"), 1), (SELECT COUNT(*) > 0 FROM "${name}"))`),
  );
}
