'use client';

import { useEffect } from 'react';
import { refreshCurrencyInfo } from '@/lib/api/currency-info';

/** Startup: keep the stored currency info fresh (SPEC §7 "GET currency conversion (result stored locally)"). */
export function CurrencyBootstrap(): null {
  useEffect(() => {
    // After the page has settled: this never competes with the page's own requests for the first paint.
    const timer = window.setTimeout(() => void refreshCurrencyInfo(), 3000);
    return () => window.clearTimeout(timer);
  }, []);
  return null;
}
