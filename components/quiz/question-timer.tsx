'use client';

import { useEffect, useRef, useState } from 'react';

type Props = { seconds: number; onExpire: () => void };

/**
 * The visible countdown of one question. It only helps the player: the server keeps the real clock and counts a late
 * answer as wrong. Remounted (its key) for every question.
 */
export function QuestionTimer({ seconds, onExpire }: Props) {
  const [left, setLeft] = useState(seconds);
  const expire = useRef(onExpire);
  useEffect(() => {
    expire.current = onExpire;
  }, [onExpire]);

  useEffect(() => {
    const endsAt = Date.now() + seconds * 1000;
    const timer = window.setInterval(() => {
      const remaining = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
      setLeft(remaining);
      if (remaining === 0) {
        window.clearInterval(timer);
        expire.current();
      }
    }, 250);
    return () => window.clearInterval(timer);
  }, [seconds]);

  const share = left / seconds;
  return (
    <div className="flex items-center gap-2" role="timer" aria-label={`${left} seconds left`}>
      <div className="h-2 w-24 overflow-hidden rounded-full bg-cocoa-100" aria-hidden="true">
        <div className={`h-full rounded-full transition-[width] duration-300 ${share > 0.3 ? 'bg-leaf-600' : 'bg-brand-600'}`} style={{ width: `${share * 100}%` }} />
      </div>
      <span className="w-10 text-right font-semibold tabular-nums text-cocoa-900" aria-hidden="true">
        {left}s
      </span>
    </div>
  );
}
