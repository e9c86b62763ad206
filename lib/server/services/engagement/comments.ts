import 'server-only';
import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { COMMENTS_PER_PAGE, REPLIES_SHOWN, type CommentTargetType } from '@/lib/domain/engagement';
import type { Pagination } from '@/lib/domain/catalogue-types';
import { getDb } from '@/lib/server/db/client';
import { commentCounts, comments, users } from '@/lib/server/db/schema';
import { notFound } from '@/lib/server/http/errors';
import { makePagination } from '@/lib/server/services/catalogue/product-card';
import { statusForNewPost } from '@/lib/server/services/moderation/gate';
import { commentColumns, commentView, toCommentViews, visibleComment, type CommentRow, type CommentView } from './comment-view';
import { syncMentions } from './mentions';
import { deleteReactionsOf } from './reactions';
import { requireTarget } from './targets';

// Comments on any target (DESIGN.md "Comments and reactions"): newest conversations first, each with its replies
// (one level deep, oldest first), plain text with @mentions. Every list reads the (target_type, target_id,
// parent_id, created_at, id) index; the count shown on the target is a counter kept with every add and delete.

type Tx = Parameters<Parameters<ReturnType<typeof getDb>['transaction']>[0]>[0];

/** A target's number of comments (replies included), from its counter. */
export async function commentCount(targetType: string, targetId: number): Promise<number> {
  const [row] = await getDb()
    .select({ count: commentCounts.count })
    .from(commentCounts)
    .where(and(eq(commentCounts.targetType, targetType), eq(commentCounts.targetId, targetId)));
  return row?.count ?? 0;
}

/** Counters for several targets of one type (blog cards). */
export async function commentCountsOf(targetType: string, targetIds: number[]): Promise<Map<number, number>> {
  if (targetIds.length === 0) return new Map();
  const rows = await getDb()
    .select({ targetId: commentCounts.targetId, count: commentCounts.count })
    .from(commentCounts)
    .where(and(eq(commentCounts.targetType, targetType), inArray(commentCounts.targetId, targetIds)));
  return new Map(rows.map((r) => [r.targetId, r.count]));
}

export type CommentPage = { comments: CommentView[]; commentCount: number; pagination: Pagination };

const onTarget = (targetType: string, targetId: number) => and(eq(comments.targetType, targetType), eq(comments.targetId, targetId));

const listed = (targetType: string, targetId: number) => and(onTarget(targetType, targetId), eq(comments.status, 'approved'));

/** What a viewer's list holds: published comments, and their own held or hidden ones (marked as such). */
const listedFor = (targetType: string, targetId: number, viewerId: number | null) => and(onTarget(targetType, targetId), visibleComment(viewerId));

/** One page of a target's conversations, newest first, with their replies. */
export async function listComments(
  input: { targetType: CommentTargetType; targetId: number; page: number },
  viewerId: number | null,
): Promise<CommentPage> {
  const db = getDb();
  await requireTarget(db, input.targetType, input.targetId);
  const topLevel = and(listedFor(input.targetType, input.targetId, viewerId), isNull(comments.parentId));
  const [parents, [total], all] = await Promise.all([
    db
      .select(commentColumns)
      .from(comments)
      .innerJoin(users, eq(users.id, comments.userId))
      .where(topLevel)
      .orderBy(desc(comments.createdAt), desc(comments.id))
      .limit(COMMENTS_PER_PAGE)
      .offset((input.page - 1) * COMMENTS_PER_PAGE),
    // Counted over the index's narrow (target, parent_id IS NULL) range, never the whole table.
    db.select({ n: count() }).from(comments).where(topLevel),
    commentCount(input.targetType, input.targetId),
  ]);
  let replies: CommentRow[] = [];
  if (parents.length > 0) {
    // The newest REPLIES_SHOWN replies of each conversation on the page, shown oldest first.
    const ranked = db
      .select({
        ...commentColumns,
        rank: sql<number>`row_number() over (partition by ${comments.parentId} order by ${comments.createdAt} desc, ${comments.id} desc)`.as('rank'),
      })
      .from(comments)
      .innerJoin(users, eq(users.id, comments.userId))
      .where(and(listedFor(input.targetType, input.targetId, viewerId), inArray(comments.parentId, parents.map((p) => p.id))))
      .as('ranked');
    const rows = await db.select().from(ranked).where(sql`${ranked.rank} <= ${REPLIES_SHOWN}`).orderBy(asc(ranked.createdAt), asc(ranked.id));
    replies = rows.map(({ rank, ...row }) => {
      void rank; // only ranked the replies; not shown
      return row;
    });
  }
  const views = await toCommentViews([...parents, ...replies], viewerId);
  const totalTop = total?.n ?? 0;
  return {
    comments: views,
    commentCount: all,
    pagination: makePagination(totalTop, views.length, input.page, COMMENTS_PER_PAGE),
  };
}

/** Moves a target's comment counter by `by` (the row is created at the first comment; never below 0). */
export async function bumpCount(tx: Tx, targetType: string, targetId: number, by: number): Promise<void> {
  await tx
    .insert(commentCounts)
    .values({ targetType, targetId, count: Math.max(by, 0) })
    .onConflictDoUpdate({
      target: [commentCounts.targetType, commentCounts.targetId],
      set: { count: sql`greatest(${commentCounts.count} + ${by}, 0)` },
    });
}

/** Within this many seconds, the same text again by the same person under the same comment is one comment. */
const DOUBLE_POST_SECONDS = 60;

export type NewComment = { targetType: CommentTargetType; targetId: number; parentId?: number | null | undefined; body: string };

/**
 * Adds a comment (or a reply). A double tap, or the same request twice in parallel, makes one comment: the writer's
 * adds are serialised by a transaction lock, and the same text in the same place within a minute is the same comment.
 */
export async function addComment(userId: number, input: NewComment): Promise<{ comment: CommentView; commentCount: number; created: boolean }> {
  const { id, created } = await getDb().transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('comments:add'), ${userId})`);
    await requireTarget(tx, input.targetType, input.targetId);
    // Refused (403) when the shop blocked this author from commenting; held when the policy or the new-account rule says.
    const status = await statusForNewPost(tx, 'comment', userId);
    let parentId: number | null = null;
    if (input.parentId) {
      const [parent] = await tx
        .select({ id: comments.id, parentId: comments.parentId })
        .from(comments)
        .where(and(eq(comments.id, input.parentId), listed(input.targetType, input.targetId)));
      if (!parent) throw notFound('Comment');
      // One level deep: an answer to a reply joins the reply's conversation.
      parentId = parent.parentId ?? parent.id;
    }
    const [same] = await tx
      .select({ id: comments.id })
      .from(comments)
      .where(
        and(
          onTarget(input.targetType, input.targetId),
          parentId === null ? isNull(comments.parentId) : eq(comments.parentId, parentId),
          eq(comments.userId, userId),
          eq(comments.body, input.body),
          sql`${comments.createdAt} > now() - make_interval(secs => ${DOUBLE_POST_SECONDS})`,
        ),
      )
      .limit(1);
    if (same) return { id: same.id, created: false };
    const [row] = await tx
      .insert(comments)
      .values({ targetType: input.targetType, targetId: input.targetId, parentId, userId, body: input.body, status })
      .returning({ id: comments.id });
    if (!row) throw new Error('comment insert returned nothing');
    // A held comment counts, and tells the people it mentions, when it is published (moderation/move-comment.ts).
    if (status !== 'approved') return { id: row.id, created: true };
    if (parentId !== null) {
      await tx.update(comments).set({ replyCount: sql`${comments.replyCount} + 1` }).where(eq(comments.id, parentId));
    }
    await bumpCount(tx, input.targetType, input.targetId, 1);
    await syncMentions(tx, { id: row.id, userId, body: input.body });
    return { id: row.id, created: true };
  });
  const comment = await commentView(id, userId);
  if (!comment) throw notFound('Comment');
  return { comment, commentCount: await commentCount(input.targetType, input.targetId), created };
}

/** The writer's own comment, locked for a change; someone else's is a 404, as if it did not exist. */
async function ownComment(tx: Tx, userId: number, commentId: number) {
  const [row] = await tx
    .select({ id: comments.id, targetType: comments.targetType, targetId: comments.targetId, parentId: comments.parentId })
    .from(comments)
    .where(and(eq(comments.id, commentId), eq(comments.userId, userId), eq(comments.status, 'approved')))
    .for('update');
  if (!row) throw notFound('Comment');
  return row;
}

/** Changes the text of one's own comment; people newly mentioned are told (once), nobody is told twice. */
export async function updateComment(userId: number, input: { commentId: number; body: string }): Promise<{ comment: CommentView }> {
  await getDb().transaction(async (tx) => {
    await ownComment(tx, userId, input.commentId);
    await tx.update(comments).set({ body: input.body, editedAt: new Date(), updatedAt: new Date() }).where(eq(comments.id, input.commentId));
    await syncMentions(tx, { id: input.commentId, userId, body: input.body });
  });
  const comment = await commentView(input.commentId, userId);
  if (!comment) throw notFound('Comment');
  return { comment };
}

/** Deletes one's own comment with its replies, their reactions and their share of the target's count. */
export async function deleteComment(userId: number, commentId: number): Promise<{ id: number; deleted: number[]; commentCount: number; targetType: string; targetId: number }> {
  const result = await getDb().transaction(async (tx) => {
    const row = await ownComment(tx, userId, commentId);
    const replies = await tx
      .select({ id: comments.id, status: comments.status })
      .from(comments)
      .where(and(eq(comments.targetType, row.targetType), eq(comments.targetId, row.targetId), eq(comments.parentId, row.id)));
    await tx.delete(comments).where(eq(comments.id, row.id)); // replies go with it (ON DELETE CASCADE)
    if (row.parentId !== null) {
      await tx.update(comments).set({ replyCount: sql`greatest(${comments.replyCount} - 1, 0)` }).where(eq(comments.id, row.parentId));
    }
    const deleted = [row.id, ...replies.map((r) => r.id)];
    await deleteReactionsOf(tx, 'comment', deleted);
    await bumpCount(tx, row.targetType, row.targetId, -(1 + replies.filter((r) => r.status === 'approved').length));
    return { id: row.id, deleted, targetType: row.targetType, targetId: row.targetId };
  });
  return { ...result, commentCount: await commentCount(result.targetType, result.targetId) };
}

/** People whose username starts with `prefix`, for '@' suggestions (prefix index on lower(username)). */
export async function suggestUsers(prefix: string, limit = 8): Promise<Array<{ id: number; username: string; name: string; avatar: string | null }>> {
  const pattern = `${prefix.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await getDb()
    .select({ id: users.id, username: users.username, name: users.name, avatarArt: users.avatarArt })
    .from(users)
    .where(sql`lower(${users.username}) like ${pattern}`)
    .orderBy(sql`lower(${users.username})`)
    .limit(limit);
  return rows.map((r) => ({ id: r.id, username: r.username, name: r.name, avatar: r.avatarArt }));
}
