'use client';

import Link from 'next/link';
import type { RefObject } from 'react';
import { lazyToast as toast } from '@/components/ui/lazy-toast';
import { apiErrorMessage } from '@/lib/api/errors';
import { cartCalls } from '@/lib/api/hooks/use-cart';
import type { CartView } from '@/lib/domain/cart-types';
import { formatNpr } from '@/lib/domain/money';
import { TotalsRow } from '@/components/orders/order-totals';
import { buttonClasses } from '@/components/ui/button-classes';
import { CodeForm } from './code-form';

const money = (paisa: number) => formatNpr(paisa, { compact: false });

/**
 * What an applied code does, in the words the wallet gave it: money saved now, or what checkout and the order will
 * hold (a free delivery taken off the delivery charge, a free item among the items above).
 */
function codeEffect(coupon: NonNullable<CartView['coupon']>): string {
  if (!coupon.valid) return 'not applied';
  if (coupon.kind === 'free_delivery') return `${coupon.gives} at checkout`;
  if (coupon.kind === 'free_item') return `${coupon.gives}: it is in your items`;
  return `you save ${money(coupon.discount)}`;
}

const removeWith = (call: () => Promise<unknown>) => () => {
  call().catch((error: unknown) => toast.error(apiErrorMessage(error, 'That did not work. Please try again.')));
};

/** Totals from the server, coupon and voucher boxes, free gifts, and the way to checkout. */
export function CartSummary({ cart, loggedIn, checkoutButton }: { cart: CartView; loggedIn: boolean; checkoutButton?: RefObject<HTMLElement | null> }) {
  const { totals, coupon, voucher } = cart;
  const blocked = cart.cartItems.some((l) => !l.available);
  return (
    <aside aria-labelledby="cart-summary" className="space-y-5 rounded-2xl border border-cocoa-100 bg-white p-5 shadow-sm">
      <h2 id="cart-summary" className="font-display text-lg font-bold text-cocoa-900">
        Order summary
      </h2>
      <dl className="space-y-2" data-testid="cart-totals">
        <TotalsRow label={`Items (${totals.count})`} value={money(totals.subtotal)} />
        {totals.accessories > 0 ? <TotalsRow label="Add-ons" value={money(totals.accessories)} /> : null}
        {totals.discount > 0 ? <TotalsRow label={`Discount (${coupon?.code ?? 'coupon'})`} value={`− ${money(totals.discount)}`} /> : null}
        {totals.voucher > 0 ? <TotalsRow label="Gift voucher" value={`− ${money(totals.voucher)}`} /> : null}
        <TotalsRow label="Total" value={money(totals.total)} strong className="border-t border-cocoa-100 pt-2" />
      </dl>
      {/* Outside the <dl>: a definition list may only hold its dt/dd groups. */}
      <p className="-mt-3 text-xs text-gray-700">
        {coupon?.valid && coupon.kind === 'free_delivery'
          ? `${coupon.gives} with ${coupon.code}: the delivery charge comes off at checkout, once you choose where and when.`
          : 'Delivery charge is added at checkout, once you choose where and when.'}
      </p>

      {coupon ? (
        <div className={`rounded-xl p-3 text-sm ${coupon.valid ? 'bg-leaf-700/10 text-cocoa-900' : 'bg-brand-50 text-brand-800'}`} role="status">
          <p className="font-semibold">
            {coupon.code}: {codeEffect(coupon)}
          </p>
          {coupon.reason ? <p>{coupon.reason}</p> : null}
          <button type="button" onClick={removeWith(cartCalls.removeCoupon)} className="mt-1 text-sm font-medium text-brand-700 underline">
            Remove code
          </button>
        </div>
      ) : (
        <CodeForm label="Coupon code" placeholder="e.g. DASHAIN10" submitLabel="Apply" onSubmit={cartCalls.applyCoupon} />
      )}

      {voucher ? (
        <div className="rounded-xl bg-leaf-700/10 p-3 text-sm text-cocoa-900" role="status">
          <p className="font-semibold">
            Voucher {voucher.code}: {money(voucher.applied)} of {money(voucher.amount)} used
          </p>
          <button type="button" onClick={removeWith(cartCalls.removeVoucher)} className="mt-1 text-sm font-medium text-brand-700 underline">
            Remove voucher
          </button>
        </div>
      ) : loggedIn ? (
        <CodeForm label="Gift voucher" placeholder="e.g. UG-GIFT-…" submitLabel="Redeem" onSubmit={cartCalls.redeemVoucher} />
      ) : (
        <p className="text-sm text-gray-700">
          Have a gift voucher?{' '}
          <Link href="/login?referrer=%2Fcart" className="font-medium text-brand-700 underline">
            Log in
          </Link>{' '}
          to redeem it.
        </p>
      )}

      {blocked ? (
        <p className="text-sm font-medium text-brand-800" role="status">
          Some items cannot be bought right now. Remove them or lower their quantity to continue.
        </p>
      ) : null}
      {blocked ? (
        <span ref={checkoutButton} aria-disabled="true" className={buttonClasses('primary', 'lg', 'w-full cursor-not-allowed opacity-60')}>
          Proceed to checkout
        </span>
      ) : (
        <Link ref={checkoutButton as RefObject<HTMLAnchorElement | null> | undefined} href="/checkout" prefetch={false} className={buttonClasses('primary', 'lg', 'w-full')}>
          Proceed to checkout
        </Link>
      )}
    </aside>
  );
}
