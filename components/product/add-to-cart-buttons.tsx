'use client';

import Link from 'next/link';
import { QuantityStepper } from '@/components/cart/quantity-stepper';
import { Button } from '@/components/ui/button';
import { PurchaseProvider, usePurchase, type PurchaseSettings } from './purchase';

export { cartOptionsOf } from './cake-selection';

/**
 * Add to cart and Buy now (which goes straight on to /checkout). The server prices and checks everything; its refusal
 * is shown here. On a product page the state comes from the page's PurchaseProvider (shared with the sticky bar);
 * anywhere else these props set up their own.
 */
export function AddToCartButtons(props: PurchaseSettings) {
  const purchase = usePurchase();
  if (!purchase) {
    return (
      <PurchaseProvider {...props}>
        <AddToCartButtons {...props} />
      </PurchaseProvider>
    );
  }
  const { name, maxQuantity, soldOut, disabled, quantity, setQuantity, busy, error, add, mainButtons } = purchase;

  if (soldOut) {
    return (
      <p className="rounded-xl bg-cocoa-50 p-3 text-sm font-semibold text-brand-800" role="status">
        Sold out for now.
      </p>
    );
  }

  return (
    <div className="space-y-3" ref={mainButtons}>
      {maxQuantity > 1 ? (
        <div className="flex items-center gap-3">
          <span className="text-sm font-semibold text-cocoa-900">Quantity</span>
          <QuantityStepper value={quantity} max={maxQuantity} label={name} onChange={setQuantity} />
        </div>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button size="lg" className="flex-1" disabled={disabled || busy !== null} onClick={() => void add(false)}>
          {busy === 'add' ? 'Adding…' : 'Add to cart'}
        </Button>
        <Button size="lg" variant="secondary" className="flex-1" disabled={disabled || busy !== null} onClick={() => void add(true)}>
          {busy === 'buy' ? 'One moment…' : 'Buy now'}
        </Button>
      </div>
      {error ? (
        <p role="alert" className="text-sm font-medium text-brand-800">
          {error}{' '}
          <Link href="/cart" prefetch={false} className="underline">
            View cart
          </Link>
        </p>
      ) : null}
    </div>
  );
}
