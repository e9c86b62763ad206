'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';

type Props = { to: string; initial: string; className: string; refreshAtEnd: boolean };

/**
 * The browser's half of Countdown: shows the server's text at once, then ticks every second from the browser's clock.
 * The wording (lib/domain/countdown.ts, calendar months through date-fns) loads after the page shows, not with it.
 */
export function CountdownTicker({ to, initial, className, refreshAtEnd }: Props) {
  const router = useRouter();
  const [state, setState] = useState({ text: initial, ended: false });
  useEffect(() => {
    let live = true;
    let timer: number | undefined;
    void import('@/lib/domain/countdown').then(({ countdownText, ENDED_TEXT }) => {
      if (!live) return;
      const target = new Date(to);
      const tick = () => {
        const text = countdownText(new Date(), target);
        setState({ text, ended: text === ENDED_TEXT });
      };
      tick();
      timer = window.setInterval(tick, 1000);
    });
    return () => {
      live = false;
      window.clearInterval(timer);
    };
  }, [to]);
  useEffect(() => {
    if (state.ended && refreshAtEnd) router.refresh();
  }, [state.ended, refreshAtEnd, router]);
  return (
    <time dateTime={to} className={className} data-testid="countdown" suppressHydrationWarning>
      {state.text}
    </time>
  );
}
