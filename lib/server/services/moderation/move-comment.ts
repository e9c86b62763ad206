import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { expirePath, invalidationsReachCaches } from '@/lib/server/cache/expire';
import { getDb } from '@/lib/server/db/client';
import { comments } from '@/lib/server/db/schema';
import { notFound } from '@/lib/server/http/errors';
import { bumpCount } from '@/lib/server/services/engagement/comments';
import { syncMentions } from '@/lib/server/services/engagement/mentions';
import { resolveTarget } from '@/lib/server/services/engagement/targets';
import type { Mover, Tx } from './types';

// A comment published or hidden. What the counts mean: a target's comment count is its comments people can see (a
// published comment whose conversation is published), and a conversation's reply count its published replies. So
// hiding a conversation takes it and its published replies off the target's count, and publishing it puts them back;
// a reply moves the target's count only while its conversation is published. The conversation's row is locked first,
// then the reply's: two moderators deciding on the same comment (or on a conversation and one of its replies) are
// applied one after the other, and the second sees the first's result, so a count never moves twice.

async function lockComment(tx: Tx, id: number) {
  const [row] = await tx.select().from(comments).where(eq(comments.id, id)).for('update');
  return row;
}

/** Renders the pages that show the target's conversation and its count again (after commit). */
async function refreshTarget(targetType: string, targetId: number): Promise<void> {
  if (!invalidationsReachCaches()) return;
  const target = await resolveTarget(getDb(), targetType, targetId);
  if (target) expirePath(target.path.split('#')[0]!);
  // Blog lists show each post's comment count.
  if (targetType === 'blog_post') expirePath('/blogs', 'layout');
}

export const moveComment: Mover = async (tx, id, decision) => {
  const [peek] = await tx.select({ parentId: comments.parentId }).from(comments).where(eq(comments.id, id));
  if (!peek) throw notFound('Comment');
  const conversation = await lockComment(tx, peek.parentId ?? id);
  const row = peek.parentId === null ? conversation : await lockComment(tx, id);
  if (!row || !conversation) throw notFound('Comment');
  const reason = decision.to === 'rejected' ? decision.reason : null;
  const statusChanged = row.status !== decision.to;
  const changed = statusChanged || (decision.to === 'rejected' && row.moderationReason !== reason);
  if (changed) {
    await tx
      .update(comments)
      .set({ status: decision.to, moderationReason: reason, moderatedBy: decision.staffId, moderatedAt: sql`now()` })
      .where(eq(comments.id, id));
  }
  if (statusChanged) {
    const shown = (status: string) => (status === 'approved' ? 1 : 0);
    const step = shown(decision.to) - shown(row.status); // +1 published, -1 no longer published, 0 held ↔ hidden
    if (step !== 0) {
      if (row.parentId === null) {
        const [replies] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(comments)
          .where(and(eq(comments.parentId, id), eq(comments.status, 'approved')));
        await bumpCount(tx, row.targetType, row.targetId, step * (1 + (replies?.n ?? 0)));
      } else {
        await tx
          .update(comments)
          .set({ replyCount: sql`greatest(${comments.replyCount} + ${step}, 0)` })
          .where(eq(comments.id, row.parentId));
        if (conversation.status === 'approved') await bumpCount(tx, row.targetType, row.targetId, step);
      }
    }
    // Mentions of a held comment are told when it is published (the outbox tells each person once per comment).
    if (decision.to === 'approved') await syncMentions(tx, { id, userId: row.userId, body: row.body });
  }
  return {
    kind: 'comment',
    id,
    authorId: row.userId,
    label: `comment “${row.body.slice(0, 60)}${row.body.length > 60 ? '…' : ''}”`,
    before: { status: row.status, moderationReason: row.moderationReason },
    after: changed ? { status: decision.to, moderationReason: reason } : { status: row.status, moderationReason: row.moderationReason },
    changed,
    refresh: () => refreshTarget(row.targetType, row.targetId),
  };
};
