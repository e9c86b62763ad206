'use client';

import { useEffect } from 'react';
import { useCakePrice, type CakePriceAnswer, type CakePriceRefusal, type CakeSelectionState } from '@/lib/api/hooks/use-cake-price';

export type CakePriceState = { price: CakePriceAnswer | null; refusal: CakePriceRefusal | null; pending: boolean };

type Props = {
  productId: number;
  selection: CakeSelectionState;
  initial: { selection: CakeSelectionState; price: CakePriceAnswer };
  debounceMs?: number;
  /** Must be stable (a state setter): called whenever the price, refusal or pending state changes. */
  onChange: (state: CakePriceState) => void;
};

/**
 * The configurator's live price (useCakePrice, on React Query), loaded by CakeSelectionProvider with the shopper's
 * first change of an option: until then the page shows the server's price, and neither this nor React Query is part of
 * the product page's first visit.
 */
export function CakePriceWatcher({ productId, selection, initial, debounceMs, onChange }: Props): null {
  const state = useCakePrice(productId, selection, { initial, ...(debounceMs !== undefined ? { debounceMs } : {}) });
  // By value: a refusal is a new object on every render.
  const signature = JSON.stringify(state);
  useEffect(() => onChange(JSON.parse(signature) as CakePriceState), [signature, onChange]);
  return null;
}
