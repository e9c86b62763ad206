'use client';

import { useQuery } from '@/lib/api/react-query';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { FormAlert } from '@/components/account/form-alert';
import { OrderTotals } from '@/components/orders/order-totals';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { apiErrorMessage } from '@/lib/api/errors';
import { loadCart } from '@/lib/api/hooks/use-cart';
import { checkoutCalls, followPaymentAction, orderCalls, type DeliveryChoice } from '@/lib/api/hooks/use-orders';
import type { CartLine } from '@/lib/domain/cart-types';
import type { CartOrderLine } from '@/lib/domain/order-lines';
import { MAX_ORDER_NOTE } from '@/lib/validation/orders';
import { useCheckoutStore } from '@/stores/checkout-store';
import { CustomiseItems } from './customise-items';
import { PaymentLogo } from './payment-logo';
import { useCheckoutQuote } from './use-checkout-quote';

/** Step 3: the items (message and quantity can be changed), the server's totals, the way to pay, a note, Place order. */
export function ReviewStep({ choice, lines, orderLines = [] }: { choice: DeliveryChoice; lines: readonly CartLine[]; orderLines?: readonly CartOrderLine[] }) {
  const router = useRouter();
  const paymentMethod = useCheckoutStore((s) => s.paymentMethod);
  const note = useCheckoutStore((s) => s.note);
  const key = useCheckoutStore((s) => s.idempotencyKey);
  const customising = useCheckoutStore((s) => s.customization !== null);
  const { setPaymentMethod, setNote, orderPlaced } = useCheckoutStore.getState();
  const [error, setError] = useState<string | null>(null);
  const [placing, setPlacing] = useState(false);

  const quote = useCheckoutQuote(choice);
  const methods = useQuery({ queryKey: ['payment-methods'], queryFn: checkoutCalls.paymentMethods, staleTime: 60_000 });
  useEffect(() => {
    if (!paymentMethod && methods.data?.default) setPaymentMethod(methods.data.default);
  }, [paymentMethod, methods.data, setPaymentMethod]);

  const place = async () => {
    if (!paymentMethod || !quote.data || quote.isFetching || customising) return;
    setPlacing(true);
    setError(null);
    try {
      const order = await checkoutCalls.placeOrder({ ...choice, paymentMethod, note, expectedTotal: quote.data.totals.total }, key);
      orderPlaced(order.id);
      void loadCart().catch(() => null);
      const confirmation = `/order-confirmation?orderId=${order.id}`;
      if (paymentMethod === 'cod') {
        router.push(confirmation);
        return;
      }
      const payment = await orderCalls.processPayment(order.id, paymentMethod);
      followPaymentAction(payment.action, payment.redirect ?? confirmation);
    } catch (failure) {
      setError(apiErrorMessage(failure, 'We could not place your order. Nothing was charged. Please try again.'));
      setPlacing(false);
      void quote.refetch();
    }
  };

  return (
    <div className="space-y-5">
      <CustomiseItems lines={lines} others={orderLines.filter((l) => l.kind !== 'product')} />
      {quote.isPending ? <Skeleton className="h-32 w-full" /> : null}
      {quote.isError ? <FormAlert message={apiErrorMessage(quote.error, 'We could not work out the total. Please go back and check your choices.')} /> : null}
      {quote.data ? (
        <div className="rounded-xl bg-cocoa-50 p-4">
          <OrderTotals
            totals={quote.data.totals}
            couponCode={quote.data.couponCode}
            itemCount={quote.data.itemCount}
            deliveryNote={quote.data.delivery.chargeInfo}
          />
        </div>
      ) : null}

      <fieldset className="space-y-2">
        <legend className="mb-1 text-sm font-semibold text-cocoa-900">Pay with</legend>
        {methods.data?.paymentMethods.map((method) => (
          <label key={method.id} className={`flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border px-3 ${paymentMethod === method.id ? 'border-brand-600 bg-brand-50' : 'border-cocoa-100'}`}>
            <input type="radio" name="payment-method" className="accent-brand-600" checked={paymentMethod === method.id} onChange={() => setPaymentMethod(method.id)} />
            <PaymentLogo id={method.id} />
            <span className="text-sm font-medium text-cocoa-900">{method.label}</span>
          </label>
        ))}
      </fieldset>

      <label className="flex flex-col gap-1 text-sm font-medium text-cocoa-900">
        Note for the rider (optional)
        <textarea
          className="min-h-20 rounded-xl border border-cocoa-200 p-3 text-sm font-normal"
          maxLength={MAX_ORDER_NOTE}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
      </label>

      <FormAlert message={error} />
      {customising ? <p className="text-sm text-gray-700">Save or cancel your changes to the items first.</p> : null}
      <Button size="lg" className="w-full" onClick={() => void place()} disabled={placing || !quote.data || quote.isFetching || customising || !paymentMethod}>
        {placing ? 'Placing your order…' : paymentMethod && paymentMethod !== 'cod' ? 'Place order and pay' : 'Place order'}
      </Button>
    </div>
  );
}
