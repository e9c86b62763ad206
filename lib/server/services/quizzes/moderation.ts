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

// Since issue 25 a save's status comes from the shop's moderation policy for quizzes (owner.ts statusOnSave through
// services/moderation/gate.ts); this setting is that policy's default until the shop chooses on /admin/moderation.

/** A decision on a pending quiz outside the back office (tests and scripts; staff use /admin/moderation). */
export async function moderateQuiz(quizId: number, decision: 'approved' | 'rejected'): Promise<void> {
  const [row] = await getDb()
    .update(quizzes)
    .set({ status: decision, publishedAt: decision === 'approved' ? sql`coalesce(${quizzes.publishedAt}, now())` : quizzes.publishedAt, updatedAt: new Date() })
    .where(eq(quizzes.id, quizId))
    .returning({ id: quizzes.id, ownerId: quizzes.ownerId });
  if (!row) throw notFound('Quiz');
  await invalidatePersonById(row.ownerId); // a quiz gone live (or refused) changes its maker's page
}
