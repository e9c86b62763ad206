// The database said "not now" rather than "no": the pool's wait limit ran out, or one of the server-side limits set on
// the shop's connections (lib/server/db/client.ts) ended a statement, or two transactions deadlocked and PostgreSQL
// picked this one to end. Nothing the caller sent was wrong, and the same request may well succeed a moment later:
// the API answers 503 with Retry-After instead of a 500.

/** SQLSTATEs of a wait that ran out: statement_timeout or a cancel (57014), lock_timeout (55P03), deadlock (40P01),
 * serialization failure (40001), idle_in_transaction_session_timeout (25P03), too many connections (53300). */
const BUSY_STATES = new Set(['57014', '55P03', '40P01', '40001', '25P03', '53300']);

/** pg-pool's own messages when no connection came within connectionTimeoutMillis. */
const POOL_TIMEOUTS = ['timeout exceeded when trying to connect', 'Connection terminated due to connection timeout'];

/** Seconds a client is asked to wait before trying again. */
export const BUSY_RETRY_AFTER_SECONDS = 2;

export function isDatabaseBusy(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; cause = (cause as { cause?: unknown }).cause, depth += 1) {
    const { code, message } = cause as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && BUSY_STATES.has(code)) return true;
    if (typeof message === 'string' && POOL_TIMEOUTS.some((text) => message.includes(text))) return true;
  }
  return false;
}
