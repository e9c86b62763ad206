'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { AuthBootstrap } from '@/components/account/auth-bootstrap';
import { CurrencyBootstrap } from '@/components/layout/currency-bootstrap';
import { LazyToaster } from '@/components/layout/lazy-toaster';
import { FollowsBootstrap } from '@/components/people/follows-bootstrap';
import { PersistedStoresHydrator } from '@/stores/persisted-stores-hydrator';
// zod without its eval check, before any form parses (the CSP refuses eval).
import '@/lib/validation/jitless';

/**
 * Client-side providers for the whole app: React Query and the toaster (whose code loads when first needed: see
 * LazyToaster, which also says where toasts appear).
 */
export function Providers({ children }: { children: ReactNode }) {
  // One client per browser tab (useState keeps it across re-renders, never shared between server requests).
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { staleTime: 60_000, refetchOnWindowFocus: false, retry: 1 } },
      }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <PersistedStoresHydrator />
      <CurrencyBootstrap />
      <AuthBootstrap />
      <FollowsBootstrap />
      {children}
      <LazyToaster />
    </QueryClientProvider>
  );
}
