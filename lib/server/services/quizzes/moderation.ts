import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { quizzes } from '@/lib/server/db/schema';
import { notFound } from '@/lib/server/http/errors';
import { invalidatePersonById } from '@/lib/server/services/people/invalidate';

// DESIGN "Moderation": a published user quiz waits for a staff approval (pending → approved or rejected) unless the
// shop runs as the demo (DEMO_MODE=1, set by `npm start` with the embedded database and by the e2e server) or outside
// production, where it is approved at once. QUIZ_MODERATION=staff or =auto overrides either way.

export function autoApproves(): boolean {
  const setting = process.env.QUIZ_MODERATION;
  if (setting === 'staff') return false;
  if (setting === 'auto') return true;
  return process.env.DEMO_MODE === '1' || process.env.NODE_ENV !== 'production';
}

/** The status a save gives: a draft stays the owner's; a published quiz is live or waits for staff. */
export const statusOnSave = (publish: boolean): 'draft' | 'pending' | 'approved' => (publish ? (autoApproves() ? 'approved' : 'pending') : 'draft');

/** The back office's decision on a pending quiz (the staff screens come later; tests and scripts call it). */
export async function moderateQuiz(quizId: number, decision: 'approved' | 'rejected'): Promise<void> {
  const [row] = await getDb()
    .update(quizzes)
    .set({ status: decision, publishedAt: decision === 'approved' ? sql`coalesce(${quizzes.publishedAt}, now())` : quizzes.publishedAt, updatedAt: new Date() })
    .where(eq(quizzes.id, quizId))
    .returning({ id: quizzes.id, ownerId: quizzes.ownerId });
  if (!row) throw notFound('Quiz');
  await invalidatePersonById(row.ownerId); // a quiz gone live (or refused) changes its maker's page
}
