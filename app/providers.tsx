'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Toaster } from 'react-hot-toast';
import { AuthBootstrap } from '@/components/account/auth-bootstrap';
import { CurrencyBootstrap } from '@/components/layout/currency-bootstrap';
import { FollowsBootstrap } from '@/components/people/follows-bootstrap';
import { PersistedStoresHydrator } from '@/stores/persisted-stores-hydrator';
// zod without its eval check, before any form parses (the CSP refuses eval).
import '@/lib/validation/jitless';

/**
 * Client-side providers for the whole app: React Query and the toaster. Toasts come up from the foot of the screen,
 * above the phone's tab bar, the sticky bars and the compare bar (app/globals.css --foot-bars). At SPEC §9's top
 * offset of 10 they covered the header and its cart icon for four seconds: the next thing a shopper taps after "… is
 * in your cart" (issue 29).
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
      <Toaster position="bottom-center" containerStyle={{ bottom: 'calc(var(--foot-bars) + var(--foot-compare) + 0.75rem)' }} toastOptions={{ duration: 4000 }} />
    </QueryClientProvider>
  );
}
