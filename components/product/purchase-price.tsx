'use client';

import type { ReactNode } from 'react';
import { usePurchase } from './purchase';

/**
 * Marks the block holding a product's price on its page (server-rendered inside it), so the phone's sticky bar knows
 * when that price has scrolled out of view.
 */
export function PurchasePrice({ children, className }: { children: ReactNode; className?: string }) {
  const purchase = usePurchase();
  return (
    <div ref={purchase?.priceBlock} className={className}>
      {children}
    </div>
  );
}
