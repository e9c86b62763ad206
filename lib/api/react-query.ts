import * as ReactQuery from '@tanstack/react-query';
import { QueryClientContext, type QueryClient } from '@tanstack/react-query';
import { useContext } from 'react';
import { getQueryClient } from './query-client';

// The shop's React Query hooks: import them from here, never from '@tanstack/react-query'. No QueryClientProvider is
// mounted at the root (./query-client.ts says why), so each hook uses the provider's client when one is mounted (unit
// tests mount one per test) and the tab's shared client otherwise.
export * from '@tanstack/react-query';

function useClient(client?: QueryClient): QueryClient {
  const mounted = useContext(QueryClientContext);
  return client ?? mounted ?? getQueryClient();
}

export const useQueryClient = ((client?: QueryClient) => useClient(client)) as typeof ReactQuery.useQueryClient;

export const useQuery = ((options: Parameters<typeof ReactQuery.useQuery>[0], client?: QueryClient) =>
  ReactQuery.useQuery(options, useClient(client))) as typeof ReactQuery.useQuery;

export const useMutation = ((options: Parameters<typeof ReactQuery.useMutation>[0], client?: QueryClient) =>
  ReactQuery.useMutation(options, useClient(client))) as typeof ReactQuery.useMutation;

export const useInfiniteQuery = ((options: Parameters<typeof ReactQuery.useInfiniteQuery>[0], client?: QueryClient) =>
  ReactQuery.useInfiniteQuery(options, useClient(client))) as typeof ReactQuery.useInfiniteQuery;
