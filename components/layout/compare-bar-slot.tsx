'use client';

import { clientLazy } from '@/components/ui/client-lazy';
import { useAutomobileCompareStore, useCompareStore } from '@/stores/compare-store';

// The compare bar (its rows come from the server through React Query) loads only once a compare list holds something:
// on most page views both lists are empty and the bar shows nothing, so its code stays out of every page's start.
const CompareBar = clientLazy(() => import('@/components/compare/compare-bar').then((m) => m.CompareBar));

/** Where the compare bar stands in the shop's frame: nothing until a product or vehicle is picked to compare. */
export function CompareBarSlot() {
  const products = useCompareStore((s) => s.ids.length > 0);
  const automobiles = useAutomobileCompareStore((s) => s.ids.length > 0);
  return products || automobiles ? <CompareBar /> : null;
}
