import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { quizzes } from '@/lib/server/db/schema';
import { notFound } from '@/lib/server/http/errors';
import { refreshQuizPages } from '@/lib/server/services/quizzes/invalidate';
import type { Mover } from './types';

// A user quiz published or hidden. A draft is its maker's own and is not moderated (a 404 here, as to anyone else).
// Lists count live quizzes over the (status, …) index, so nothing else is kept; its page and its maker's are rendered
// again.

export const moveQuiz: Mover = async (tx, id, decision) => {
  const [row] = await tx.select().from(quizzes).where(eq(quizzes.id, id)).for('update');
  if (!row || row.status === 'draft') throw notFound('Quiz');
  const reason = decision.to === 'rejected' ? decision.reason : null;
  const changed = row.status !== decision.to || (decision.to === 'rejected' && row.moderationReason !== reason);
  if (changed) {
    await tx
      .update(quizzes)
      .set({
        status: decision.to,
        moderationReason: reason,
        moderatedBy: decision.staffId,
        moderatedAt: sql`now()`,
        publishedAt: decision.to === 'approved' ? sql`coalesce(${quizzes.publishedAt}, now())` : quizzes.publishedAt,
      })
      .where(eq(quizzes.id, id));
  }
  return {
    kind: 'quiz',
    id,
    authorId: row.ownerId,
    label: `quiz “${row.title}”`,
    before: { status: row.status, moderationReason: row.moderationReason },
    after: changed ? { status: decision.to, moderationReason: reason } : { status: row.status, moderationReason: row.moderationReason },
    changed,
    refresh: () => refreshQuizPages(row.slug, row.ownerId),
  };
};
