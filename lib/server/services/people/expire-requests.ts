import 'server-only';
import { and, eq, inArray, lte } from 'drizzle-orm';
import { pendingCutoff } from '@/lib/domain/connections';
import { getDb } from '@/lib/server/db/client';
import { connections } from '@/lib/server/db/schema';

// Connection requests expired (the 'connection-expiry' job, lib/server/jobs). The rule is the state machine's
// (lib/domain/connections.ts): a request nobody answered for PENDING_LIFETIME_MONTHS is expired, "as if there were no
// request". Every read already applies it (isExpired, pendingCutoff in the lists' SQL); the job makes it true in the
// table too, by deleting the pair's row: that is exactly the machine's "no request" (a new send starts afresh, no
// cooldown applies to an expired request), nothing counts a pending request (people_counts counts connections), and
// the lists' partial indexes stop carrying requests nobody will ever see.

/** Rows per run; the next run takes the rest. */
const BATCH = 1000;

/** Deletes pending requests sent at or before the machine's cutoff at `now`; answers how many. */
export async function expireConnectionRequests(options: { now: Date }): Promise<{ expired: number }> {
  const cutoff = pendingCutoff(options.now);
  return getDb().transaction(async (tx) => {
    const due = tx
      .select({ id: connections.id })
      .from(connections)
      .where(and(eq(connections.status, 'pending'), lte(connections.sentAt, cutoff)))
      .limit(BATCH)
      // Someone answering one of them right now holds its row (connections.ts locks it): leave that one to them.
      .for('update', { skipLocked: true });
    const deleted = await tx
      .delete(connections)
      .where(and(inArray(connections.id, due), eq(connections.status, 'pending')))
      .returning({ id: connections.id });
    return { expired: deleted.length };
  });
}
