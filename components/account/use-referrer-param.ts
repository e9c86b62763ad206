'use client';

import { useSyncExternalStore } from 'react';
import { safeReferrer } from '@/lib/domain/referrer';

// The page's own `?referrer=` (checked to be one of ours), read in the browser so the account pages that carry it
// (register, check your inbox, email confirmed) stay static: the server's HTML has none, the browser fills it in
// right after hydration. No useSearchParams, which would need a Suspense boundary around each form.

const noSubscription = () => () => undefined;

const fromLocation = (): string | null => {
  const raw = new URLSearchParams(window.location.search).get('referrer');
  return safeReferrer(raw, '') || null;
};

/** The safe referrer of this page's URL, or null (and always null in the server's render). */
export function useReferrerParam(): string | null {
  return useSyncExternalStore(noSubscription, fromLocation, () => null);
}
