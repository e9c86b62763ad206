'use client';

import { useQuery } from '@/lib/api/react-query';
import { endpoints } from '@/lib/api/endpoints';
import { startupGet } from '@/lib/api/startup-get';
import type { CompareAnswer, CompareKind } from '@/lib/domain/compare-types';
import { useAutomobileCompareStore, useCompareStore } from '@/stores/compare-store';

/** The compare list of a kind: products and automobiles are kept apart (SPEC §3 local storage). */
export function useCompareList(kind: CompareKind) {
  const products = useCompareStore();
  const automobiles = useAutomobileCompareStore();
  return kind === 'automobile' ? automobiles : products;
}

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

export const comparePath = (kind: CompareKind) => (kind === 'automobile' ? '/compare/automobiles' : '/compare');
