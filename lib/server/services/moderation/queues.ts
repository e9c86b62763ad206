import 'server-only';
import { and, asc, desc, eq, gt, lt } from 'drizzle-orm';
import { MODERATION_PAGE_SIZE, STATUS_OF_STATE, type ModerationKind, type ModerationState } from '@/lib/domain/moderation';
import { getDb } from '@/lib/server/db/client';
import { comments, contestEntries, quizzes, reviews } from '@/lib/server/db/schema';
import { loadItems, type ModerationItem } from './items';

// The queues of /admin/moderation, per kind: held (waiting for approval, oldest first: first come, first served),
// published (newest first: the post-check of "publish first, check after") and hidden (newest first). Each page is a
// range of the state's partial index on id (migration 0029) after the cursor, the last id of the page before: the
// cost of a page does not grow with the table or with how deep the moderator reads.

const TABLES = {
  review: { table: reviews, id: reviews.id, status: reviews.status },
  comment: { table: comments, id: comments.id, status: comments.status },
  contest_entry: { table: contestEntries, id: contestEntries.id, status: contestEntries.status },
  quiz: { table: quizzes, id: quizzes.id, status: quizzes.status },
} as const;

export type QueuePage = { items: ModerationItem[]; next: number | null };

export async function listQueue(kind: ModerationKind, state: ModerationState, cursor: number | null, limit = MODERATION_PAGE_SIZE): Promise<QueuePage> {
  const { table, id, status } = TABLES[kind];
  const oldestFirst = state === 'held';
  const after = cursor === null ? undefined : oldestFirst ? gt(id, cursor) : lt(id, cursor);
  const rows = await getDb()
    .select({ id })
    .from(table)
    .where(and(eq(status, STATUS_OF_STATE[state]), after))
    .orderBy(oldestFirst ? asc(id) : desc(id))
    .limit(limit + 1);
  const ids = rows.slice(0, limit).map((r) => r.id);
  return { items: await loadItems(kind, ids), next: rows.length > limit ? (ids.at(-1) ?? null) : null };
}
