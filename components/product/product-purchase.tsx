'use client';

import type { ReactNode } from 'react';
import type { CakePriceAnswer } from '@/lib/api/hooks/use-cake-price';
import type { CakeOptionsView } from '@/lib/domain/catalogue-types';
import { CakeSelectionProvider } from './cake-selection';
import { PurchaseProvider } from './purchase';

type Props = {
  productId: number;
  name: string;
  /** A configurable cake's options and its price at the defaults; absent for other products. */
  cake?: { options: CakeOptionsView; initialPrice: CakePriceAnswer } | null;
  maxQuantity: number;
  soldOut: boolean;
  children: ReactNode;
};

/**
 * What one product page shares between its parts (server-rendered children included): the cake being chosen (form,
 * picture, sticky bar) and the one Add to cart state (the form's buttons and the sticky bar's).
 */
export function ProductPurchase({ productId, name, cake, maxQuantity, soldOut, children }: Props) {
  const purchase = (
    // Cakes go in one at a time from here (each may carry its own message); other products up to their limit.
    <PurchaseProvider productId={productId} name={name} maxQuantity={cake ? 1 : maxQuantity} soldOut={soldOut}>
      {children}
    </PurchaseProvider>
  );
  if (!cake) return purchase;
  return (
    <CakeSelectionProvider productId={productId} cake={cake.options} initialPrice={cake.initialPrice}>
      {purchase}
    </CakeSelectionProvider>
  );
}
