import { sql } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { closeDb, databaseLimits, getDb } from '@/lib/server/db/client';
import { isDatabaseBusy } from '@/lib/server/db/busy';
import { NestedConnectionError } from '@/lib/server/db/transaction-guard';
import { handle } from '@/lib/server/http/respond';
import { useTestDatabase } from '../support/database';

// Nothing can stall the shop (issue 23 §1). Code inside a transaction uses only that transaction: asking getDb() or
// the pool for a second connection there throws at once, naming who asked and where the transaction was opened (on in
// every test). And every database wait has a limit: the pool's wait for a connection, a statement, a lock, an idle
// transaction; a wait that runs out is a 503 with Retry-After, never a hang.

useTestDatabase();

const request = () => new NextRequest('http://localhost:3000/api/V2/anything', { method: 'POST' });

/** Runs with these environment values and a pool made from them, then restores both. */
async function withEnv<T>(values: Record<string, string>, run: () => Promise<T>): Promise<T> {
  const previous = Object.fromEntries(Object.keys(values).map((name) => [name, process.env[name]]));
  await closeDb();
  Object.assign(process.env, values);
  try {
    return await run();
  } finally {
    await closeDb();
    for (const [name, value] of Object.entries(previous)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}

/** A helper that forgot it may be called inside a transaction. */
async function countProducts() {
  return getDb().execute(sql`select count(*) from products`);
}

describe('no transaction waits on the pool', () => {
  it('refuses getDb() inside a transaction, naming the caller and where the transaction was opened', async () => {
    const attempt = getDb().transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await countProducts();
    });
    await expect(attempt).rejects.toThrow(NestedConnectionError);
    await expect(
      getDb().transaction(async () => {
        await countProducts();
      }),
    ).rejects.toThrow(/getDb\(\) was called by countProducts \(tests\/api\/db\/waits\.test\.ts:\d+\) inside the transaction opened at tests\/api\/db\/waits\.test\.ts:\d+/);
  });

  it('refuses a pool query through a handle taken before the transaction', async () => {
    const db = getDb();
    const refused = await db.transaction(async () => db.execute(sql`select 1`)).catch((error: Error) => error);
    expect(refused).toBeInstanceOf(Error);
    expect(String((refused as Error).cause ?? refused)).toMatch(/a database connection was asked for by .* inside the transaction opened at tests\/api\/db\/waits\.test\.ts/);
  });

  it('lets a transaction use its own handle, savepoints included, and the pool again once it has settled', async () => {
    let later: Promise<unknown> = Promise.resolve();
    const result = await getDb().transaction(async (tx) => {
      const inner = await tx.transaction(async (nested) => (await nested.execute<{ n: number }>(sql`select 2 as n`)).rows[0]!.n);
      // Work started inside and left running (a notification after commit) may use the pool once the callback is done.
      later = new Promise((resolve) => setTimeout(resolve, 20)).then(() => countProducts());
      return inner;
    });
    expect(result).toBe(2);
    await expect(later).resolves.toBeDefined();
  });

  it('runs 20 transactions at once on a pool of 2, each using only its own connection', async () => {
    await withEnv({ DATABASE_POOL_SIZE: '2' }, async () => {
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) => getDb().transaction(async (tx) => (await tx.execute<{ n: number }>(sql`select ${i}::int as n, pg_sleep(0.01)`)).rows[0]!.n)),
      );
      expect(results).toEqual(Array.from({ length: 20 }, (_, i) => i));
    });
  });
});

describe('every database wait has a limit', () => {
  it('sets the statement, lock and idle-in-transaction limits on every connection of the shop', async () => {
    const limits = databaseLimits();
    const shown = await getDb().execute<{ name: string; setting: string }>(
      sql`select name, setting from pg_settings where name in ('statement_timeout', 'lock_timeout', 'idle_in_transaction_session_timeout')`,
    );
    const ms = Object.fromEntries(shown.rows.map((row) => [row.name, Number(row.setting)])); // pg_settings keeps these in ms
    expect(ms).toEqual({
      statement_timeout: limits.statementTimeoutMs,
      lock_timeout: limits.lockTimeoutMs,
      idle_in_transaction_session_timeout: limits.idleInTransactionMs,
    });
    expect(limits.poolWaitMs).toBeGreaterThan(0);
  });

  it('answers 503 with Retry-After, not a hang, when no connection comes within the pool’s wait limit', async () => {
    await withEnv({ DATABASE_POOL_SIZE: '1', DATABASE_POOL_WAIT_MS: '200' }, async () => {
      const db = getDb();
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      // The only connection is busy in a transaction for as long as we like.
      const holder = db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await held;
      });
      await new Promise((resolve) => setTimeout(resolve, 50));
      const route = handle(async () => {
        await getDb().execute(sql`select 1`);
        return new Response('ok');
      });
      const response = await route(request(), {});
      release();
      await holder;
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('2');
      expect(await response.json()).toEqual({ error: { message: 'The shop is very busy right now. Please try again in a moment.', code: 'busy' } });
    });
  });

  it('ends a wait for a locked row at the lock limit, and the caller gets a 503', async () => {
    await withEnv({ DATABASE_POOL_SIZE: '3', DATABASE_LOCK_TIMEOUT_MS: '300' }, async () => {
      const db = getDb();
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let locked!: () => void;
      const isLocked = new Promise<void>((resolve) => (locked = resolve));
      const holder = db.transaction(async (tx) => {
        await tx.execute(sql`select id from products order by id limit 1 for update`);
        locked();
        await held;
      });
      await isLocked;
      const route = handle(async () => {
        await getDb().transaction((tx) => tx.execute(sql`select id from products order by id limit 1 for update`));
        return new Response('ok');
      });
      // The holder lets go only after the route has answered: without the lock limit this would never end.
      const response = await route(request(), {});
      release();
      await holder;
      expect(response.status).toBe(503);
    });
  });

  it('knows a database that said "not now" from one that said "no"', () => {
    expect(isDatabaseBusy(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseBusy(Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }))).toBe(true);
    expect(isDatabaseBusy(new Error('Failed query', { cause: Object.assign(new Error('lock timeout'), { code: '55P03' }) }))).toBe(true);
    expect(isDatabaseBusy(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
  });
});
