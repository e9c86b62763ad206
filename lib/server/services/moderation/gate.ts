import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { isNewAccount, MODERATION_MESSAGES, NEW_ACCOUNT_APPROVED_POSTS, stateForNewPost, type ModerationKind } from '@/lib/domain/moderation';
import type { Database } from '@/lib/server/db/client';
import { comments, contestEntries, moderationBlocks, quizzes, reviews, users } from '@/lib/server/db/schema';
import { ApiError } from '@/lib/server/http/errors';
import { policyFor } from './policy';

// The gate every customer post of a moderated kind passes, inside the transaction that writes it: a blocked author is
// refused (403, with a message saying so), and the post's status is decided by the shop's policy and the new-account
// rule (lib/domain/moderation.ts). Each read is one primary-key or bounded indexed read.

type Reader = Pick<Database, 'select'>;

export const BLOCKED_CODE = 'blocked_from_posting';

/** Throws the 403 a blocked author gets. */
export async function refuseIfBlocked(db: Reader, kind: ModerationKind, userId: number): Promise<void> {
  const [block] = await db
    .select({ kind: moderationBlocks.kind })
    .from(moderationBlocks)
    .where(and(eq(moderationBlocks.userId, userId), eq(moderationBlocks.kind, kind)));
  if (block) throw new ApiError(403, MODERATION_MESSAGES.blocked(kind), BLOCKED_CODE);
}

/** How many approved posts of this kind the author has, counted up to the rule's threshold (never more rows). */
async function approvedPosts(db: Reader, kind: ModerationKind, userId: number): Promise<number> {
  const mine = {
    review: () => db.select({ one: sql`1` }).from(reviews).where(and(eq(reviews.userId, userId), eq(reviews.status, 'approved'))),
    comment: () => db.select({ one: sql`1` }).from(comments).where(and(eq(comments.userId, userId), eq(comments.status, 'approved'))),
    contest_entry: () => db.select({ one: sql`1` }).from(contestEntries).where(and(eq(contestEntries.userId, userId), eq(contestEntries.status, 'approved'))),
    quiz: () => db.select({ one: sql`1` }).from(quizzes).where(and(eq(quizzes.ownerId, userId), eq(quizzes.status, 'approved'))),
  }[kind];
  return (await mine().limit(NEW_ACCOUNT_APPROVED_POSTS)).length;
}

/** The status a new post of `kind` by `userId` gets: 'approved' (published) or 'pending' (held). 403 when blocked. */
export async function statusForNewPost(db: Reader, kind: ModerationKind, userId: number, now = new Date()): Promise<'approved' | 'pending'> {
  await refuseIfBlocked(db, kind, userId);
  const policy = await policyFor(db, kind);
  if (policy.mode === 'hold') return 'pending';
  if (!policy.holdNewAccounts) return 'approved';
  const [author] = await db.select({ createdAt: users.createdAt }).from(users).where(eq(users.id, userId));
  const isNew = isNewAccount({ createdAt: author?.createdAt ?? now, approvedPosts: await approvedPosts(db, kind, userId) }, now);
  return stateForNewPost(policy, isNew) === 'held' ? 'pending' : 'approved';
}
