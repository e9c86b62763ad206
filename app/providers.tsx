'use client';

import type { ReactNode } from 'react';
import { AuthBootstrap } from '@/components/account/auth-bootstrap';
import { CurrencyBootstrap } from '@/components/layout/currency-bootstrap';
import { LazyToaster } from '@/components/layout/lazy-toaster';
import { FollowsBootstrap } from '@/components/people/follows-bootstrap';
import { PersistedStoresHydrator } from '@/stores/persisted-stores-hydrator';
// zod without its eval check, before any form parses (the CSP refuses eval).
import '@/lib/validation/jitless';

/**
 * What every page starts in the browser: the bootstraps (stored stores, currency, auth check, follows) and the toaster
 * (whose code loads when first needed: see LazyToaster, which also says where toasts appear).
 *
 * No React Query provider: its core would be about 13 KiB gzip of every page's JavaScript, and most pages never ask
 * the API through it. Components that do use the hooks of lib/api/react-query.ts, which share one client per tab
 * (lib/api/query-client.ts), so React Query downloads with the first of them.
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <>
      <PersistedStoresHydrator />
      <CurrencyBootstrap />
      <AuthBootstrap />
      <FollowsBootstrap />
      {children}
      <LazyToaster />
    </>
  );
}
