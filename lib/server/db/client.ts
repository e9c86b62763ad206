import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { Pool } from 'pg';
import * as schema from './schema';

export type Database = NodePgDatabase<typeof schema>;

type DbHandle = { url: string; pool: Pool; db: Database };

// One pool per process and URL. Kept on globalThis so `next dev` hot reloads do not leak connections.
const globalForDb = globalThis as unknown as { __ugDb?: DbHandle };

export function databaseUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) {
    throw new Error('DATABASE_URL is not set: start the shop with `npm start`, which provides one.');
  }
  return url;
}

export function getDb(): Database {
  const url = databaseUrl();
  const current = globalForDb.__ugDb;
  if (current && current.url === url) return current.db;
  if (current) void current.pool.end();
  const pool = new Pool({
    connectionString: url,
    max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
    // The shop's queries are short (index-backed, bounded pages); PostgreSQL's JIT compiles a query whose cost
    // *estimate* is high, which for these costs more than it saves (issue 16: 344 of the filter box's 668 ms).
    options: '-c jit=off',
  });
  // An idle client losing its connection must not crash the server; the next query reconnects.
  pool.on('error', () => {});
  const db = drizzle(pool, { schema });
  globalForDb.__ugDb = { url, pool, db };
  return db;
}

export async function closeDb(): Promise<void> {
  const current = globalForDb.__ugDb;
  globalForDb.__ugDb = undefined;
  if (current) await current.pool.end();
}
