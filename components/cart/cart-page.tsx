'use client';

import { useRef, useState } from 'react';
import { lazyToast as toast } from '@/components/ui/lazy-toast';
import { apiErrorMessage } from '@/lib/api/errors';
import { isFreeLine } from '@/lib/domain/order-lines';
import { cartCalls, useCart } from '@/lib/api/hooks/use-cart';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { hasSession, useUserStore } from '@/stores/user-store';
import { AccessoriesPicker } from './accessories-picker';
import { CartGifts } from './cart-gifts';
import { CartLineRow } from './cart-line';
import { FreeLineRow } from './free-line';
import { CartSummary } from './cart-summary';
import { CheckoutBar } from './checkout-bar';
import { EmptyCart } from './empty-cart';
import { NoteBox } from './note-box';

/** The /cart page: lines (the free ones too), notices, add-ons, note, the next free gift and the server's totals. */
export function CartPage() {
  const { cart, isLoading, isError, refetch } = useCart();
  const loggedIn = useUserStore(hasSession);
  const [busyLine, setBusyLine] = useState<number | null>(null);
  const summaryButton = useRef<HTMLElement>(null);

  const run = async (cartItemId: number | null, call: () => Promise<unknown>, fallback: string) => {
    setBusyLine(cartItemId);
    try {
      await call();
    } catch (error) {
      toast.error(apiErrorMessage(error, fallback));
    } finally {
      setBusyLine(null);
    }
  };

  if (isLoading) {
    return (
      <div className="space-y-4" aria-busy="true">
        <p className="sr-only">Loading your cart</p>
        <Skeleton className="h-28 w-full" />
        <Skeleton className="h-28 w-full" />
      </div>
    );
  }
  if (isError && !cart) {
    return (
      <div className="py-12 text-center" role="alert">
        <p className="text-gray-800">We could not load your cart.</p>
        <Button className="mt-4" onClick={() => void refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (!cart || cart.cartItems.length + cart.accessories.length === 0) return <EmptyCart />;
  // Add-ons chosen on a product page without its product: an order needs a cake or gift (place-order refuses one
  // without), so they are shown, to keep or remove, with the way to pick what they go with.
  if (cart.cartItems.length === 0) {
    return (
      <div className="space-y-8">
        <EmptyCart addOnsWaiting />
        <section aria-labelledby="cart-addons">
          <h2 id="cart-addons" className="mb-3 font-display text-lg font-bold text-cocoa-900">
            Your add-ons
          </h2>
          <AccessoriesPicker cart={cart} />
        </section>
      </div>
    );
  }

  const changed = cart.cartItems.some((l) => l.priceChanged) || cart.accessories.some((a) => a.priceChanged);
  const blocked = cart.cartItems.some((l) => !l.available);

  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_360px]">
      <div className="min-w-0 space-y-8">
        {changed ? (
          <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-saffron-400/15 p-4" role="status">
            <p className="text-sm text-cocoa-900">Some prices changed since you added these items. The total below uses today’s prices.</p>
            <Button size="sm" variant="secondary" onClick={() => void run(null, cartCalls.acceptPrices, 'Please try again.')}>
              OK, got it
            </Button>
          </div>
        ) : null}

        <section aria-labelledby="cart-items">
          <h2 id="cart-items" className="sr-only">
            Items
          </h2>
          <ul className="divide-y divide-cocoa-100 border-y border-cocoa-100">
            {cart.cartItems.map((line) => (
              <CartLineRow
                key={line.cartItemId}
                line={line}
                busy={busyLine === line.cartItemId}
                onQuantity={(quantity) =>
                  void run(line.cartItemId, () => cartCalls.setQuantity(line.cartItemId, quantity), 'We could not change the quantity.')
                }
                onRemove={() => void run(line.cartItemId, () => cartCalls.remove(line.cartItemId), 'We could not remove that item.')}
              />
            ))}
            {/* What comes free, from the cart's one list of lines: the order will hold exactly these too. */}
            {cart.lines.filter(isFreeLine).map((line) => (
              <FreeLineRow key={line.key} line={line} />
            ))}
          </ul>
        </section>

        <CartGifts gifts={cart.gifts} />

        <section aria-labelledby="cart-addons">
          <h2 id="cart-addons" className="mb-3 font-display text-lg font-bold text-cocoa-900">
            Make it special: add-ons
          </h2>
          <AccessoriesPicker cart={cart} />
        </section>

        <NoteBox key={cart.note} note={cart.note} />
        <CheckoutBar total={cart.totals.total} count={cart.totals.count} blocked={blocked} summaryButton={summaryButton} />
      </div>
      {/* min-w-0: the summary's forms must not widen the single phone column past the screen. */}
      <div className="min-w-0">
        <CartSummary cart={cart} loggedIn={loggedIn} checkoutButton={summaryButton} />
      </div>
    </div>
  );
}
