import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { Pool } from 'pg';
import * as schema from './schema';
import { assertNotInTransaction, insideTransaction, transactionGuardEnabled, transactionOpener } from './transaction-guard';

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

function envMs(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value >= 0 ? value : fallback;
}

/**
 * Every wait on the database has a limit (DESIGN.md "Transactions"): a clear 503 beats a request that hangs, and one
 * stuck request must not hold locks or connections that every other shopper then waits on. The values, each chosen for
 * what it guards (README "Database limits"):
 * - pool wait 5 s: a request waits at most this long for one of the pool's connections (then 503, Retry-After). The
 *   shop's queries take milliseconds; a queue 5 s deep means the server is overloaded or wedged, and telling the
 *   shopper to retry is better than holding their tap.
 * - statement_timeout 15 s: the longest real statement (a facet count or an export over the whole catalogue at 100×
 *   the demo data) takes well under a second; 15 s leaves room for a slow, busy machine and still ends a runaway query.
 * - lock_timeout 5 s: row locks are held for a short transaction's milliseconds (a player's dig, an order's stock); a
 *   5 s wait means the holder is stuck, and waiting longer only lets the queue grow behind it.
 * - idle_in_transaction_session_timeout 10 s: a transaction whose code stopped talking to the database (waiting on
 *   something else, or a bug) is ended, releasing its locks and its connection, instead of holding them for ever.
 * Scripts that run long statements on purpose (migrations, the seed, the scale bench) use their own connections.
 */
export function databaseLimits() {
  return {
    poolWaitMs: envMs('DATABASE_POOL_WAIT_MS', 5_000),
    statementTimeoutMs: envMs('DATABASE_STATEMENT_TIMEOUT_MS', 15_000),
    lockTimeoutMs: envMs('DATABASE_LOCK_TIMEOUT_MS', 5_000),
    idleInTransactionMs: envMs('DATABASE_IDLE_IN_TRANSACTION_MS', 10_000),
  };
}

/** The pool refuses a connection to a caller that is inside a transaction (lib/server/db/transaction-guard.ts). */
function guardPool(pool: Pool): void {
  const connect = pool.connect.bind(pool) as (callback?: (...args: unknown[]) => void) => unknown;
  (pool as unknown as { connect: typeof connect }).connect = (callback) => {
    try {
      assertNotInTransaction('a database connection was asked for');
    } catch (error) {
      if (!callback) return Promise.reject(error);
      process.nextTick(() => callback(error));
      return undefined;
    }
    return connect(callback);
  };
}

/** Every transaction's callback runs marked as inside it, so the guard can see code that reaches past `tx`. */
function guardTransactions(db: Database): void {
  const transaction = db.transaction.bind(db);
  db.transaction = ((callback, config) => {
    const openedBy = transactionOpener();
    return transaction((tx) => insideTransaction(openedBy, () => callback(tx)), config);
  }) as Database['transaction'];
}

export function getDb(): Database {
  assertNotInTransaction('getDb() was called');
  const url = databaseUrl();
  const current = globalForDb.__ugDb;
  if (current && current.url === url) return current.db;
  if (current) void current.pool.end();
  const limits = databaseLimits();
  const pool = new Pool({
    connectionString: url,
    max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
    connectionTimeoutMillis: limits.poolWaitMs,
    // The shop's queries are short (index-backed, bounded pages); PostgreSQL's JIT compiles a query whose cost
    // *estimate* is high, which for these costs more than it saves (issue 16: 344 of the filter box's 668 ms).
    options: [
      '-c jit=off',
      `-c statement_timeout=${limits.statementTimeoutMs}`,
      `-c lock_timeout=${limits.lockTimeoutMs}`,
      `-c idle_in_transaction_session_timeout=${limits.idleInTransactionMs}`,
    ].join(' '),
  });
  // An idle client losing its connection must not crash the server; the next query reconnects.
  pool.on('error', () => {});
  const db = drizzle(pool, { schema });
  if (transactionGuardEnabled()) {
    guardPool(pool);
    guardTransactions(db);
  }
  globalForDb.__ugDb = { url, pool, db };
  return db;
}

export async function closeDb(): Promise<void> {
  const current = globalForDb.__ugDb;
  globalForDb.__ugDb = undefined;
  if (current) await current.pool.end();
}
