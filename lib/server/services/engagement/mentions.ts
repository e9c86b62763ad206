import 'server-only';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { MAX_MENTIONS_PER_COMMENT, parseMentions } from '@/lib/domain/mentions';
import { commentMentions, users } from '@/lib/server/db/schema';
import { enqueueUserNotice, type NotificationDb } from '@/lib/server/services/notifications/enqueue';

// @username mentions: stored as user ids (comment_mentions), and each person mentioned is told once by the outbox.
// "Once" holds through edits: the notice's subject is (comment, person), and the outbox never queues one subject
// twice, so mentioning, removing and mentioning someone again in an edit tells them nothing new.

export const MENTION_EVENT = 'comment.mention';

export const mentionSubject = (commentId: number, userId: number) => `${commentId}:${userId}`;

/** Saves who the comment's text mentions now (people removed by an edit are forgotten) and queues the new notices. */
export async function syncMentions(
  tx: NotificationDb,
  comment: { id: number; userId: number; body: string },
): Promise<number[]> {
  const usernames = parseMentions(comment.body).slice(0, MAX_MENTIONS_PER_COMMENT);
  const people =
    usernames.length === 0
      ? []
      : await tx
          .select({ id: users.id })
          .from(users)
          .where(inArray(sql`lower(${users.username})`, usernames));
  const ids = people.map((p) => p.id).filter((id) => id !== comment.userId);
  await tx
    .delete(commentMentions)
    .where(ids.length ? and(eq(commentMentions.commentId, comment.id), notInArray(commentMentions.userId, ids)) : eq(commentMentions.commentId, comment.id));
  if (ids.length === 0) return [];
  await tx
    .insert(commentMentions)
    .values(ids.map((userId) => ({ commentId: comment.id, userId })))
    .onConflictDoNothing();
  for (const userId of ids) {
    await enqueueUserNotice(tx, userId, { event: MENTION_EVENT, subjectId: mentionSubject(comment.id, userId) });
  }
  return ids;
}
