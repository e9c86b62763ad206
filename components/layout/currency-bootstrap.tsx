'use client';

import { useEffect } from 'react';

/** Startup: keep the stored currency info fresh (SPEC §7 "GET currency conversion (result stored locally)"). */
export function CurrencyBootstrap(): null {
  useEffect(() => {
    // After the page has settled: this never competes with the page's own requests for the first paint. Its code
    // (with the API's endpoint list) loads then too, not with the page.
    const timer = window.setTimeout(() => void import('@/lib/api/currency-info').then((m) => m.refreshCurrencyInfo()), 3000);
    return () => window.clearTimeout(timer);
  }, []);
  return null;
}
