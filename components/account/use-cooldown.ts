'use client';

import { useCallback, useEffect, useState } from 'react';

/** A countdown for "Resend code" buttons: start(seconds), then `remaining` ticks down to 0 once a second. */
export function useCooldown(): { remaining: number; start: (seconds: number) => void } {
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until <= now) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(1000, until - now));
    return () => clearTimeout(timer);
  }, [until, now]);
  const start = useCallback((seconds: number) => {
    const at = Date.now();
    setNow(at);
    setUntil(at + seconds * 1000);
  }, []);
  return { remaining: Math.max(0, Math.ceil((until - now) / 1000)), start };
}
