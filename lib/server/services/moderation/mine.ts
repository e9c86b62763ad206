import 'server-only';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { MODERATION_KINDS, type ModerationKind } from '@/lib/domain/moderation';
import { getDb } from '@/lib/server/db/client';
import { comments, contestEntries, quizzes, reviews } from '@/lib/server/db/schema';
import { loadItems, type ModerationItem } from './items';

// The author's own view: their posts waiting for approval and those our team hid, with the reason. Each kind's read
// walks the author's own rows (reviews_user…, comments_user_idx, contest_entries_user_idx, quizzes_owner_idx), at most
// MINE_SHOWN of each, newest first.

export const MINE_SHOWN = 20;

const MINE = {
  review: (userId: number) => getDb().select({ id: reviews.id }).from(reviews).where(and(eq(reviews.userId, userId), inArray(reviews.status, ['pending', 'rejected']))).orderBy(desc(reviews.id)).limit(MINE_SHOWN),
  comment: (userId: number) => getDb().select({ id: comments.id }).from(comments).where(and(eq(comments.userId, userId), inArray(comments.status, ['pending', 'rejected']))).orderBy(desc(comments.id)).limit(MINE_SHOWN),
  contest_entry: (userId: number) =>
    getDb().select({ id: contestEntries.id }).from(contestEntries).where(and(eq(contestEntries.userId, userId), inArray(contestEntries.status, ['pending', 'rejected']))).orderBy(desc(contestEntries.id)).limit(MINE_SHOWN),
  quiz: (userId: number) => getDb().select({ id: quizzes.id }).from(quizzes).where(and(eq(quizzes.ownerId, userId), inArray(quizzes.status, ['pending', 'rejected']))).orderBy(desc(quizzes.id)).limit(MINE_SHOWN),
} satisfies Record<ModerationKind, (userId: number) => Promise<Array<{ id: number }>>>;

export type OwnModeratedItem = Pick<ModerationItem, 'kind' | 'id' | 'state' | 'title' | 'text' | 'where' | 'href' | 'reason' | 'createdAt'>;

export async function myModeratedItems(userId: number): Promise<OwnModeratedItem[]> {
  const perKind = await Promise.all(
    MODERATION_KINDS.map(async (kind) => {
      const ids = (await MINE[kind](userId)).map((r) => r.id);
      return loadItems(kind, ids);
    }),
  );
  return perKind
    .flat()
    .map(({ kind, id, state, title, text, where, href, reason, createdAt }) => ({ kind, id, state, title, text, where, href: state === 'hidden' ? null : href, reason, createdAt }))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}
