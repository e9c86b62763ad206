import { AsyncLocalStorage } from 'node:async_hooks';

// Code that runs inside a transaction uses only that transaction (DESIGN.md "Transactions"). A transaction holds one
// of the pool's connections; if code inside it asks the pool for another one, then under load every connection can be
// held by a transaction waiting for a second: nothing moves again (issue 23: 36 treasure digs froze the whole shop).
// The guard makes that mistake loud where it is made instead of rare where it hurts: while a transaction's callback is
// running, the same async context asking `getDb()` or the pool for a connection throws, naming the caller and the
// function that opened the transaction. On in development and tests (every API test runs with it), off in production
// unless DB_TX_GUARD=1, where the pool's wait limit turns such a stall into a 503 instead.

type OpenTransaction = {
  /** Where the transaction was opened (the first frame outside the database layer). */
  openedBy: string;
  /** False once the callback has settled: work it started and left running (a notification) may use the pool. */
  active: boolean;
};

const open = new AsyncLocalStorage<OpenTransaction>();

export function transactionGuardEnabled(): boolean {
  if (process.env.DB_TX_GUARD === '0') return false;
  return process.env.DB_TX_GUARD === '1' || process.env.NODE_ENV !== 'production';
}

/** The first stack frame outside this layer and outside node_modules: { name, where: "file:line" }. */
function caller(): { name: string; where: string } | null {
  const lines = (new Error().stack ?? '').split('\n').slice(1);
  for (const line of lines) {
    if (/[\\/]lib[\\/]server[\\/]db[\\/](client|transaction-guard)\.ts/.test(line)) continue;
    if (/node_modules|node:internal|\(native\)|<anonymous>/.test(line)) continue;
    const match = line.match(/at (?:async )?(?:(\S+) \()?(.*?):(\d+):\d+\)?$/);
    if (!match) continue;
    const file = (match[2] ?? '').replace(/^.*?[\\/](lib|app|scripts|tests)[\\/]/, '$1/');
    return { name: match[1] ?? '<anonymous function>', where: `${file}:${match[3]}` };
  }
  return null;
}

function callerName(): string {
  const found = caller();
  return found ? `${found.name} (${found.where})` : 'an unknown caller';
}

export class NestedConnectionError extends Error {
  constructor(what: string, caller: string, openedBy: string) {
    super(
      `${what} by ${caller} inside the transaction opened at ${openedBy}: code inside a transaction must use only ` +
        'that transaction (pass `tx` down), or the pool can deadlock under load.',
    );
    this.name = 'NestedConnectionError';
  }
}

/** Throws when the current async context is inside a running transaction (and the guard is on). */
export function assertNotInTransaction(what: string): void {
  const current = open.getStore();
  if (!current?.active || !transactionGuardEnabled()) return;
  throw new NestedConnectionError(what, callerName(), current.openedBy);
}

/** Runs a transaction's callback marked as inside that transaction. */
export function insideTransaction<T>(openedBy: string, callback: () => Promise<T>): Promise<T> {
  const store: OpenTransaction = { openedBy, active: true };
  return open.run(store, async () => {
    try {
      return await callback();
    } finally {
      store.active = false;
    }
  });
}

/** Where a transaction is being opened from (named in the guard's error): the call site's file and line. */
export function transactionOpener(): string {
  return caller()?.where ?? 'an unknown place';
}
