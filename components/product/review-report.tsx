'use client';

import { useState } from 'react';
import { ReportForm, sendReport } from '@/components/ui/report-form';
import { useUserStore } from '@/stores/user-store';
import { goToLogin } from './go-to-login';

/** "Report" under a review: the reason, then the shop's moderation queue (the `report` call, one per person). */
export function ReviewReport({ reviewId }: { reviewId: number }) {
  const isLoggedIn = useUserStore((s) => s.isLoggedIn);
  const [open, setOpen] = useState(false);
  return (
    <div>
      <button
        type="button"
        className="mt-1 min-h-9 text-xs font-semibold text-gray-700 underline hover:text-brand-700"
        aria-expanded={open}
        onClick={() => (isLoggedIn ? setOpen(!open) : goToLogin())}
      >
        Report this review
      </button>
      {open ? <ReportForm onSend={(reason) => sendReport({ targetType: 'review', targetId: reviewId }, reason).then(() => setOpen(false))} /> : null}
    </div>
  );
}
