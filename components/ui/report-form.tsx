'use client';

import { useState } from 'react';
import { NOT_AUTHENTICATED } from '@/lib/domain/auth-messages';
import { REPORT_REASON_LABELS, REPORT_REASONS, type ReportReason } from '@/lib/domain/engagement';

/** "What is wrong with it?" and Send report: the one report form of comments and reviews (the `report` call). */
export function ReportForm({ onSend }: { onSend: (reason: ReportReason) => Promise<void> }) {
  const [reason, setReason] = useState<ReportReason>('spam');
  return (
    <form
      className="mt-2 flex flex-wrap items-end gap-2 rounded-xl bg-cocoa-50 p-3"
      onSubmit={(e) => {
        e.preventDefault();
        void onSend(reason);
      }}
    >
      <label className="flex flex-col text-sm text-cocoa-900">
        What is wrong with it?
        <select
          value={reason}
          onChange={(e) => setReason(e.target.value as ReportReason)}
          className="mt-1 min-h-10 rounded-lg border border-cocoa-200 bg-white px-2"
        >
          {REPORT_REASONS.map((r) => (
            <option key={r} value={r}>
              {REPORT_REASON_LABELS[r]}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="min-h-10 rounded-full bg-cocoa-900 px-4 text-sm font-semibold text-white">
        Send report
      </button>
    </form>
  );
}

/** Sends a report of a comment or review and says how it went (the server's words either way). */
export async function sendReport(target: { targetType: string; targetId: number }, reason: ReportReason): Promise<void> {
  const toast = (await import('react-hot-toast')).default;
  try {
    const { engagementCalls } = await import('@/lib/api/hooks/use-engagement');
    toast.success(await engagementCalls.report(target, reason));
  } catch (error) {
    const { apiErrorMessage } = await import('@/lib/api/errors');
    const status = (error as { response?: { status?: number } } | null)?.response?.status;
    toast.error(status === 401 ? NOT_AUTHENTICATED : apiErrorMessage(error, 'We could not send your report. Please try again.'));
  }
}
