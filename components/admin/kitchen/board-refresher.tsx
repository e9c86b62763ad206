'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';

/**
 * Keeps the board current without a reload: every 20 s (and when the tab comes back into view) the server renders
 * the board again from the database and React swaps in what changed, keeping focus and scroll. A hidden tab asks
 * nothing. Says when it last looked, so a kitchen tablet left on the wall shows it is alive.
 */
export function BoardRefresher({ renderedAt, intervalMs = 20_000 }: { renderedAt: string; intervalMs?: number }) {
  const router = useRouter();
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    const refresh = () => {
      if (document.visibilityState === 'visible') router.refresh();
    };
    const timer = paused ? null : window.setInterval(refresh, intervalMs);
    document.addEventListener('visibilitychange', refresh);
    return () => {
      if (timer !== null) window.clearInterval(timer);
      document.removeEventListener('visibilitychange', refresh);
    };
  }, [router, intervalMs, paused]);

  return (
    <p className="flex items-center gap-2 text-xs text-gray-600 print:hidden" aria-live="off">
      <span>Updated {renderedAt}</span>
      <button type="button" className="rounded border border-gray-300 px-1.5 py-0.5 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand-600" onClick={() => router.refresh()}>
        Refresh now
      </button>
      <label className="flex items-center gap-1">
        <input type="checkbox" checked={!paused} onChange={(e) => setPaused(!e.target.checked)} />
        Every 20 s
      </label>
    </p>
  );
}
