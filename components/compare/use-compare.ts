'use client';

import { useQuery } from '@/lib/api/react-query';
import { endpoints } from '@/lib/api/endpoints';
import { startupGet } from '@/lib/api/startup-get';
import type { CompareAnswer, CompareKind } from '@/lib/domain/compare-types';

// The list itself is in ./compare-list.ts (no React Query there, for the Compare button).
export { comparePath, useCompareList } from './compare-list';

/**
 * The compare page's rows for these ids, from the server (prices of now). Through fetch, not axios: the compare bar
 * is on every page, and axios stays out of a page's start (README "Benchmarks").
 */
export function useCompareRows(ids: number[], kind: CompareKind) {
  return useQuery({
    queryKey: ['compare', kind, ids],
    queryFn: async () => (await startupGet<{ data: CompareAnswer }>(`${endpoints.compare}?ids=${ids.join(',')}&type=${kind}`)).data,
    enabled: ids.length > 0,
    staleTime: 30_000,
  });
}
