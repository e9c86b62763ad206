import 'server-only';
import { getDb } from '@/lib/server/db/client';
import { reports } from '@/lib/server/db/schema';
import type { ReportReason, ReportTargetType } from '@/lib/domain/engagement';
import { requireTarget } from './targets';

// Reports (DESIGN.md "Moderation"): anyone logged in can tell the shop that a comment or a review is wrong; one
// report per person and target (a second one changes nothing and says so). The back office works the open queue.

export type ReportInput = { targetType: ReportTargetType; targetId: number; reason: ReportReason; details: string };

export async function reportTarget(userId: number, input: ReportInput): Promise<{ reported: true; alreadyReported: boolean; message: string }> {
  const created = await getDb().transaction(async (tx) => {
    await requireTarget(tx, input.targetType, input.targetId);
    return tx
      .insert(reports)
      .values({ ...input, reporterId: userId })
      .onConflictDoNothing({ target: [reports.targetType, reports.targetId, reports.reporterId] })
      .returning({ id: reports.id });
  });
  const alreadyReported = created.length === 0;
  return {
    reported: true,
    alreadyReported,
    message: alreadyReported ? 'You have already reported this. Our team will look at it.' : 'Thank you. Our team will look at it within a day.',
  };
}
