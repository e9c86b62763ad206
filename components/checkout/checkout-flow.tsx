'use client';

import Link from 'next/link';
import { CakePhotoThumb } from '@/components/cart/cake-photo-thumb';
import { useAddresses } from '@/lib/api/hooks/use-addresses';
import { useCart } from '@/lib/api/hooks/use-cart';
import type { CheckoutQuote } from '@/lib/api/hooks/use-orders';
import { Skeleton } from '@/components/ui/skeleton';
import { formatNpr } from '@/lib/domain/money';
import { isFreeLine } from '@/lib/domain/order-lines';
import { buttonClasses } from '@/components/ui/button-classes';
import { useCheckoutStore } from '@/stores/checkout-store';
import { AddressStep } from './address-step';
import { OrderTotals } from '@/components/orders/order-totals';
import { deliveryWhen } from './delivery-day';
import { ReviewStep } from './review-step';
import { ScheduleStep } from './schedule-step';
import { StepSection } from './step-heading';
import { useCheckoutQuote, useDeliveryChoice } from './use-checkout-quote';

const money = (paisa: number) => formatNpr(paisa, { compact: false });

/** The method and slot names from the quote, when the store has none (they are the same server's names). */
const shownFromQuote = (quote: CheckoutQuote | undefined) => (quote ? { methodName: quote.delivery.method.name, slotLabel: quote.delivery.slot.label } : null);

const stateOf = (step: number, current: number) => (step === current ? 'current' : step < current ? 'done' : 'waiting');

/**
 * The checkout (SPEC §3 processCart): 1 delivery address, 2 date, method and slot, 3 review (customise the items:
 * message and quantity), pay and place.
 */
export function CheckoutFlow({ customerName, customerPhone = null }: { customerName: string; customerPhone?: string | null }) {
  const { cart, isLoading } = useCart();
  const addresses = useAddresses();
  const s = useCheckoutStore();
  const choice = useDeliveryChoice();
  const quote = useCheckoutQuote(choice);

  if (isLoading) return <Skeleton className="h-40 w-full" />;
  const lines = cart?.cartItems ?? [];
  if (lines.length === 0) {
    return (
      <div className="rounded-2xl border border-dashed border-cocoa-200 bg-cocoa-50 p-8 text-center">
        <p className="font-semibold text-cocoa-900">Your cart is empty</p>
        <Link href="/" className={buttonClasses('primary', 'md', 'mt-4')}>
          Continue shopping
        </Link>
      </div>
    );
  }
  if (lines.some((l) => !l.available)) {
    return (
      <div className="rounded-2xl bg-brand-50 p-6" role="alert">
        <p className="font-semibold text-brand-800">Some items in your cart cannot be bought right now.</p>
        <Link href="/cart" className={buttonClasses('secondary', 'md', 'mt-4')}>
          Review your cart
        </Link>
      </div>
    );
  }
  // Every product the rider carries, the free ones too (their lead time and where they may go count).
  const productIds = [...new Set([...lines.map((l) => l.productId), ...(cart?.lines ?? []).flatMap((l) => (isFreeLine(l) && l.productId !== null ? [l.productId] : []))])];
  const address = addresses.data?.find((a) => a.id === s.shippingAddress);

  return (
    <div className="grid gap-6 min-[1024px]:grid-cols-[1fr_280px] lg:grid-cols-[1fr_340px]">
      <div className="min-w-0 space-y-4">
        <StepSection
          number={1}
          title="Delivery address"
          state={stateOf(1, s.step)}
          onChange={() => s.setStep(1)}
          summary={address ? `${address.receiverName}, ${address.landmark ? `${address.landmark}, ` : ''}${address.location?.label ?? ''}` : null}
        >
          <AddressStep customerName={customerName} customerPhone={customerPhone} />
        </StepSection>
        <StepSection
          number={2}
          title="Date and time"
          state={stateOf(2, s.step)}
          onChange={() => s.setStep(2)}
          summary={s.deliveryDate ? deliveryWhen(s.deliveryDate, s.deliveryShown ?? shownFromQuote(quote.data)) : null}
        >
          <ScheduleStep productIds={productIds} />
        </StepSection>
        <StepSection number={3} title="Review and pay" state={stateOf(3, s.step)}>
          {choice ? <ReviewStep choice={choice} lines={lines} orderLines={cart?.lines ?? []} /> : null}
        </StepSection>
      </div>
      {/* From 1024 px the summary sits beside the steps and stays in view below the sticky header (106 px tall below
          1280 px, 122 px from there) while the long address and delivery forms scroll; a long order scrolls inside it. */}
      <aside
        aria-label="Your order"
        className="h-fit space-y-3 rounded-2xl border border-cocoa-100 bg-white p-5 shadow-sm min-[1024px]:sticky min-[1024px]:top-[7.5rem] min-[1024px]:max-h-[calc(100dvh-8.5rem)] min-[1024px]:overflow-y-auto dw:top-[8.5rem] dw:max-h-[calc(100dvh-9.5rem)]"
      >
        <h2 className="font-display text-lg font-bold text-cocoa-900">Your order</h2>
        {/* The order's one list of lines, paid and free (a gift earned, a prize's item), as the order will hold it. */}
        <ul className="space-y-2 text-sm text-gray-800" data-testid="sidebar-lines">
          {cart?.lines.map((line) => {
            const photo = line.cartItemId !== null ? lines.find((l) => l.cartItemId === line.cartItemId)?.options.photoUploadId : undefined;
            return (
              <li key={line.key} className="flex justify-between gap-3">
                <span className="min-w-0">
                  {line.name} × {line.quantity}
                  {line.optionsSummary.length ? <span className="block text-xs text-gray-700">{line.optionsSummary.join(' · ')}</span> : null}
                  {isFreeLine(line) ? <span className="block text-xs font-medium text-leaf-700">Free{line.note ? `: ${line.note}` : ''}</span> : null}
                  {photo ? <CakePhotoThumb uploadId={photo} size={40} className="mt-1 block" /> : null}
                </span>
                <span className="shrink-0 font-medium text-cocoa-900">{money(line.lineTotal)}</span>
              </li>
            );
          })}
        </ul>
        {/* Once a delivery is chosen the totals are the server's quote (the same query the review step shows), so
            the sidebar follows every step; before that, the cart's own total and what is still to come. */}
        {choice && quote.data ? (
          <div className="border-t border-cocoa-100 pt-3">
            <OrderTotals totals={quote.data.totals} couponCode={quote.data.couponCode} itemCount={quote.data.itemCount} testId="sidebar-totals" />
          </div>
        ) : cart ? (
          <div className="border-t border-cocoa-100 pt-2 text-sm" data-testid="sidebar-totals">
            <p className="flex justify-between gap-3 font-semibold text-cocoa-900">
              <span>Before delivery</span>
              <span>{money(cart.totals.total)}</span>
            </p>
            <p className="mt-1 text-xs text-gray-700" role={choice && quote.isFetching ? 'status' : undefined}>
              {choice && quote.isFetching
                ? 'Adding the delivery charge…'
                : choice && quote.isError
                  ? 'We could not work out the delivery charge: please check the date and time.'
                  : 'The delivery charge is added once you choose where and when.'}
            </p>
          </div>
        ) : null}
        <Link href="/cart" className="text-sm font-medium text-brand-700 underline">
          Edit cart
        </Link>
      </aside>
    </div>
  );
}
