'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { lazyToast as toast } from '@/components/ui/lazy-toast';

/** Deletes the owner's quiz (with its plays and leaderboard) after a confirmation, then back to My quizzes. */
export function DeleteQuizButton({ quizId, title }: { quizId: number; title: string }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    if (busy || !window.confirm(`Delete “${title}” with all its plays and its leaderboard? This cannot be undone.`)) return;
    setBusy(true);
    try {
      await (await import('@/lib/api/hooks/use-quizzes')).quizCalls.remove(quizId);
      toast.success('Quiz deleted.', { id: 'quiz-delete' });
      router.push('/profile/quizzes');
      router.refresh();
    } catch (error) {
      const { apiErrorMessage } = await import('@/lib/api/errors');
      toast.error(apiErrorMessage(error, 'The quiz could not be deleted. Please try again.'), { id: 'quiz-delete' });
      setBusy(false);
    }
  };
  return (
    <button type="button" onClick={() => void remove()} disabled={busy} className="inline-flex min-h-10 items-center self-start rounded-full border border-brand-200 px-4 text-sm font-medium text-brand-800 hover:bg-brand-50 disabled:opacity-60">
      {busy ? 'Deleting…' : 'Delete this quiz'}
    </button>
  );
}
