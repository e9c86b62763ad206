import { QueryClient } from '@tanstack/react-query';

// React Query is not mounted at the root (app/providers.tsx): its core (about 13 KiB gzip) would be on every page,
// while only some components ask the API through it. Those components take the tab's one client from here, through
// the hooks in ./react-query.ts, so the core downloads with the first of them and never with a page that has none.

export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { staleTime: 60_000, refetchOnWindowFocus: false, retry: 1 } },
  });
}

let browserClient: QueryClient | undefined;

/**
 * One client per browser tab, so every component shares the cache (and logout clears it). On the server a new one
 * each time: a module-level client would share one visitor's answers with the next request.
 */
export function getQueryClient(): QueryClient {
  if (typeof window === 'undefined') return makeQueryClient();
  browserClient ??= makeQueryClient();
  return browserClient;
}
