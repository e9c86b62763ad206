'use client';

import { PlainImage as Image } from '@/components/ui/plain-image';
import { useRef, useState } from 'react';
import { lazyToast as toast } from '@/components/ui/lazy-toast';
import { Button } from '@/components/ui/button';
import { MAX_ACCESSORY_QUANTITY } from '@/lib/domain/cart-types';
import type { AccessoryView } from '@/lib/domain/catalogue-types';
import { formatNpr } from '@/lib/domain/money';
import { accessoryQuantities, useCartStore } from '@/stores/cart-store';
import { isSvg } from './media';

const step =
  'inline-flex h-9 w-9 items-center justify-center rounded-full border border-cocoa-200 text-base font-semibold text-cocoa-900 disabled:opacity-40';

/**
 * Candles, knife, cards…: added to the cart from the product page, for this product, with the cart's own rules (the
 * cake-accessory call sets one add-on's quantity, at most MAX_ACCESSORY_QUANTITY; the server checks stock). What the
 * cart already holds is shown, so a second visit does not add the same candle again by mistake.
 */
export function AccessoriesList({ accessories, productId }: { accessories: AccessoryView[]; productId?: number }) {
  const cart = useCartStore((s) => s.cart);
  const quantities = accessoryQuantities(cart, {});
  const [busy, setBusy] = useState<number | null>(null);
  // A second tap lands before React has disabled the buttons: the ref stops it at once.
  const inFlight = useRef(false);

  const setQuantity = async (accessory: AccessoryView, quantity: number) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(accessory.id);
    try {
      // The cart calls bring axios: loaded on the first tap, not with the page.
      const { cartCalls } = await import('@/lib/api/hooks/use-cart');
      await cartCalls.setAccessory(accessory.id, quantity, productId);
      toast.success(quantity === 0 ? `${accessory.name} is out of your cart.` : `${accessory.name} × ${quantity} is in your cart.`);
    } catch (failure) {
      const fallback = `We could not add ${accessory.name}. Please try again.`;
      const errors = await import('@/lib/api/errors').catch(() => null);
      toast.error((errors && (Object.values(errors.apiFieldErrors(failure))[0] ?? errors.apiErrorMessage(failure, fallback))) || fallback);
    } finally {
      inFlight.current = false;
      setBusy(null);
    }
  };

  if (accessories.length === 0) return null;
  return (
    <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="product-accessories">
      {accessories.map((a) => {
        const quantity = quantities[a.id] ?? 0;
        return (
          <li key={a.id} className="flex items-center gap-3 rounded-2xl border border-cocoa-100 bg-white p-3">
            <Image
              src={a.image}
              alt=""
              width={56}
              height={56}
              unoptimized={isSvg(a.image)}
              className="h-14 w-14 shrink-0 rounded-xl bg-cocoa-50 object-cover"
            />
            <div className="min-w-0 flex-1">
              {/* Wraps to two lines: cut to one at 360 px, "Numb…" hid which candle it was. */}
              <p className="line-clamp-2 break-words text-sm font-semibold leading-snug text-cocoa-900">{a.name}</p>
              <p className="text-sm text-gray-700">{a.inStock ? formatNpr(a.price, { compact: false }) : 'Out of stock'}</p>
            </div>
            {!a.inStock ? null : quantity === 0 ? (
              <Button size="sm" variant="secondary" className="shrink-0" aria-label={`Add ${a.name}`} disabled={busy !== null} onClick={() => void setQuantity(a, 1)}>
                Add
              </Button>
            ) : (
              <div className="flex shrink-0 items-center gap-1" role="group" aria-label={`How many ${a.name} in your cart`}>
                <button type="button" className={step} aria-label={`One fewer ${a.name}`} disabled={busy !== null} onClick={() => void setQuantity(a, quantity - 1)}>
                  −
                </button>
                <output className="w-6 text-center text-sm font-semibold" aria-live="polite">
                  {quantity}
                </output>
                <button
                  type="button"
                  className={step}
                  aria-label={`One more ${a.name}`}
                  disabled={busy !== null || quantity >= MAX_ACCESSORY_QUANTITY}
                  onClick={() => void setQuantity(a, quantity + 1)}
                >
                  +
                </button>
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
