'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { countdownText, ENDED_TEXT } from '@/lib/domain/countdown';

type CountdownProps = {
  /** ISO instant counted down to. */
  to: string;
  className?: string;
  /** Re-render the page from the server when the moment comes (a sale starts or ends: new prices, new state). */
  refreshAtEnd?: boolean;
};

/**
 * SPEC §9 countdown text ('5 hrs 3 mins 20 secs'), ticking every second from the browser's clock. The server's HTML
 * holds the text at render time; the browser takes over at once (suppressHydrationWarning: the seconds differ).
 */
export function Countdown({ to, className = '', refreshAtEnd = false }: CountdownProps) {
  const router = useRouter();
  const target = new Date(to);
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  const text = countdownText(now, target);
  const ended = text === ENDED_TEXT;
  useEffect(() => {
    if (ended && refreshAtEnd) router.refresh();
  }, [ended, refreshAtEnd, router]);
  return (
    <time dateTime={to} className={className} data-testid="countdown" suppressHydrationWarning>
      {text}
    </time>
  );
}
