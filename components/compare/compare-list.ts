'use client';

import type { CompareKind } from '@/lib/domain/compare-types';
import { useAutomobileCompareStore, useCompareStore } from '@/stores/compare-store';

// The compare list without the rows' query: the Compare button is on every product page's first visit, and importing
// these from ./use-compare.ts brought React Query (about 12 KiB gzip) with it.

/** The compare list of a kind: products and automobiles are kept apart (SPEC §3 local storage). */
export function useCompareList(kind: CompareKind) {
  const products = useCompareStore();
  const automobiles = useAutomobileCompareStore();
  return kind === 'automobile' ? automobiles : products;
}

export const comparePath = (kind: CompareKind) => (kind === 'automobile' ? '/compare/automobiles' : '/compare');
