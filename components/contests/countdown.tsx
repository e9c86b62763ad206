'use client';

import { useEffect, useState } from 'react';
import type { ContestDates } from '@/lib/domain/contests';
import type { ContestDatesView } from '@/lib/server/services/contests/types';

const toDates = (d: ContestDatesView): ContestDates => ({
  entriesOpenAt: new Date(d.entriesOpenAt),
  votingOpensAt: new Date(d.votingOpensAt),
  votingClosesAt: new Date(d.votingClosesAt),
  winnersDueAt: new Date(d.winnersDueAt),
  winnersAnnouncedAt: d.winnersAnnouncedAt ? new Date(d.winnersAnnouncedAt) : null,
});

/**
 * 'Voting ends in 2 days 4 hrs 10 mins' (SPEC §9: at most 3 units), as the server wrote it, then kept current in the
 * browser once a second. The same function words it on both sides (lib/domain/contests.ts).
 */
export function Countdown({ dates, initial, className = '' }: { dates: ContestDatesView; initial: string; className?: string }) {
  const [text, setText] = useState(initial);
  useEffect(() => {
    const parsed = toDates(dates);
    let timer: number | undefined;
    let live = true;
    // The wording rules bring date-fns: loaded after the page shows, which already says the server's text.
    void import('@/lib/domain/contests').then(({ countdownLine }) => {
      if (!live) return;
      const tick = () => setText(countdownLine(parsed));
      tick();
      timer = window.setInterval(tick, 1000);
    });
    return () => {
      live = false;
      window.clearInterval(timer);
    };
  }, [dates]);
  return (
    <span className={`font-semibold text-cocoa-900 ${className}`} data-testid="countdown">
      {text}
    </span>
  );
}
