'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button } from '@/components/ui/button';

/**
 * The buttons that move a vacancy (open/paused/closed) or an application (shortlist, interview…) one step. Each tap
 * is one call; the buttons stay disabled until it answers, and the page then shows the new state from the server.
 */
export function StatusButtons({ path, moves, method = 'post', label }: { path: string; moves: Array<{ status: string; label: string }>; method?: 'post' | 'patch'; label: string }) {
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (moves.length === 0) return null;
  const go = async (status: string) => {
    setPending(true);
    setError(null);
    try {
      const { dashboardApi } = await import('@/lib/api/client');
      await dashboardApi[method](path, { status });
      router.refresh();
    } catch (e) {
      const { apiErrorMessage } = await import('@/lib/api/errors');
      setError(apiErrorMessage(e, 'That did not work. Please try again.'));
    } finally {
      setPending(false);
    }
  };
  return (
    <div className="flex flex-col gap-2">
      <div role="group" aria-label={label} className="flex flex-wrap gap-2">
        {moves.map((m) => (
          <Button key={m.status} size="sm" variant={m.status === 'rejected' || m.status === 'closed' ? 'secondary' : 'primary'} disabled={pending} onClick={() => go(m.status)}>
            {m.label}
          </Button>
        ))}
      </div>
      {error ? (
        <p role="alert" className="text-sm text-brand-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
