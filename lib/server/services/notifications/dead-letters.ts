import 'server-only';
import { and, desc, eq, lt } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { notifications } from '@/lib/server/db/schema';
import { ApiError, notFound } from '@/lib/server/http/errors';

// The notifications' dead-letter list (back office: /admin/notifications): messages that failed MAX_ATTEMPTS times
// (deliver.ts leaves them 'failed' with their last error) and will not be tried again by themselves. Staff see why
// and, once the cause is fixed (a mail server down, a wrong address corrected), send one again: it goes back to the
// outbox as a new message with a full set of attempts, sent by the next sender (after the response, or the worker's
// notification job within a minute).

export const DEAD_LETTERS_PAGE_SIZE = 50;

export type DeadLetter = {
  id: number;
  event: string;
  channel: string;
  recipient: string;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  /** When the last attempt failed. */
  failedAt: string;
};

const columns = {
  id: notifications.id,
  event: notifications.event,
  channel: notifications.channel,
  recipient: notifications.recipient,
  attempts: notifications.attempts,
  lastError: notifications.lastError,
  createdAt: notifications.createdAt,
  failedAt: notifications.nextAttemptAt, // a failed row's next_attempt_at is the instant its last attempt failed
};

type Row = Omit<DeadLetter, 'createdAt' | 'failedAt'> & { createdAt: Date; failedAt: Date };

const view = (row: Row): DeadLetter => ({ ...row, createdAt: row.createdAt.toISOString(), failedAt: row.failedAt.toISOString() });

/** Newest first, a page at a time (`after`: the last id of the page before). Served by notifications_failed_idx. */
export async function listDeadLetters(input: { after?: number | undefined } = {}): Promise<{ deadLetters: DeadLetter[]; next: number | null }> {
  const rows = await getDb()
    .select(columns)
    .from(notifications)
    .where(and(eq(notifications.status, 'failed'), input.after === undefined ? undefined : lt(notifications.id, input.after)))
    .orderBy(desc(notifications.id))
    .limit(DEAD_LETTERS_PAGE_SIZE + 1);
  const page = rows.slice(0, DEAD_LETTERS_PAGE_SIZE);
  return { deadLetters: page.map(view), next: rows.length > DEAD_LETTERS_PAGE_SIZE ? page.at(-1)!.id : null };
}

/** "Send again": a failed message back in the outbox, due now, with its attempts counted afresh. */
export async function sendDeadLetterAgain(id: number, now = new Date()): Promise<DeadLetter> {
  const [row] = await getDb()
    .update(notifications)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: now, lastError: null })
    .where(and(eq(notifications.id, id), eq(notifications.status, 'failed')))
    .returning(columns);
  if (row) return view(row);
  const [exists] = await getDb().select({ status: notifications.status }).from(notifications).where(eq(notifications.id, id));
  if (!exists) throw notFound('Notification');
  // Two people pressing "send again" at once: the second finds it already back in the outbox (or sent).
  throw new ApiError(409, 'This message is not on the failed list any more: it is already being sent again.', 'not_failed');
}
