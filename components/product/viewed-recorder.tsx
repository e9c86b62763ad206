'use client';

import { useEffect } from 'react';
import { PREVIOUSLY_VIEWED_TYPE } from '@/lib/domain/previously-viewed';
import { useHistoryStore } from '@/stores/history-store';

/**
 * Records that this browser viewed the product (SPEC §9 browsing history: per type, at most 250, here unique, so a
 * product seen again moves to the front). Kept in localStorage only; the home page's "Previously viewed" reads it.
 */
export function ViewedRecorder({ productId }: { productId: number }) {
  useEffect(() => {
    useHistoryStore.getState().push(PREVIOUSLY_VIEWED_TYPE, { id: productId, at: Date.now() }, { unique: true });
  }, [productId]);
  return null;
}
