'use client';

import { clientLazy } from '@/components/ui/client-lazy';
import { PREVIOUSLY_VIEWED_TYPE, previouslyViewedIds } from '@/lib/domain/previously-viewed';
import { selectHistory, useHistoryStore } from '@/stores/history-store';

// The row, its request (axios) and its cards load only for a browser with a history: a first visit has none.
const PreviouslyViewedRow = clientLazy(() => import('./previously-viewed-row').then((m) => m.PreviouslyViewedRow));

/** Home's "Previously viewed", when this browser has viewed products (PreviouslyViewedRow). */
export function PreviouslyViewed() {
  const ids = previouslyViewedIds(useHistoryStore(selectHistory(PREVIOUSLY_VIEWED_TYPE)));
  return ids.length > 0 ? <PreviouslyViewedRow ids={ids} /> : null;
}
