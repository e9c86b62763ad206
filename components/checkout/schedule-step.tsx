'use client';

import { useQuery } from '@/lib/api/react-query';
import { useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { apiErrorMessage } from '@/lib/api/errors';
import { checkoutCalls } from '@/lib/api/hooks/use-orders';
import { formatNpr } from '@/lib/domain/money';
import { useCheckoutStore } from '@/stores/checkout-store';
import { deliveryDay } from './delivery-day';

const inputClass = 'min-h-11 rounded-xl border border-cocoa-200 px-3 text-sm text-cocoa-900 focus-visible:outline-2 focus-visible:outline-brand-600';

/** Step 2: the date (from the first possible one), then a method and a time slot; full or too-early slots are closed. */
export function ScheduleStep({ productIds }: { productIds: number[] }) {
  const locationId = useCheckoutStore((s) => s.locationAddress);
  const deliveryDate = useCheckoutStore((s) => s.deliveryDate);
  const slotId = useCheckoutStore((s) => s.deliveryTime);
  const { setDeliveryDate, chooseSlot, setFirstDeliveryDate, nextStep } = useCheckoutStore.getState();

  const first = useQuery({
    queryKey: ['first-delivery-date', locationId, productIds],
    queryFn: () => checkoutCalls.firstDeliveryDate(productIds, locationId),
    retry: false,
  });
  useEffect(() => {
    if (!first.data) return;
    setFirstDeliveryDate(first.data.firstDeliveryDate);
    if (!deliveryDate || deliveryDate < first.data.firstDeliveryDate) setDeliveryDate(first.data.firstDeliveryDate);
  }, [first.data, deliveryDate, setDeliveryDate, setFirstDeliveryDate]);

  const methods = useQuery({
    queryKey: ['delivery-methods-time-slot', locationId, deliveryDate, productIds],
    queryFn: () => checkoutCalls.methods({ locationId, deliveryDate: deliveryDate!, productIds }),
    enabled: deliveryDate !== null,
    retry: false,
  });

  if (first.isError) return <p role="alert" className="text-sm text-brand-800">{apiErrorMessage(first.error, 'We could not find a delivery date. Please try again.')}</p>;
  if (first.isPending) return <Skeleton className="h-24 w-full" />;

  return (
    <div className="space-y-5">
      <label className="flex flex-col gap-1 text-sm font-medium text-cocoa-900">
        Delivery date
        <input
          type="date"
          className={`${inputClass} max-w-56`}
          min={first.data.firstDeliveryDate}
          value={deliveryDate ?? ''}
          onChange={(e) => e.target.value && setDeliveryDate(e.target.value)}
        />
        <span className="text-xs font-normal text-gray-700">The earliest we can bring this order is {deliveryDay(first.data.firstDeliveryDate)}.</span>
      </label>

      {methods.isPending ? <Skeleton className="h-32 w-full" /> : null}
      {methods.isError ? <p role="alert" className="text-sm text-brand-800">{apiErrorMessage(methods.error, 'We could not load the delivery times.')}</p> : null}
      {/* Every charge is the server's, priced on this cart exactly as the review's total will be. The place's part
          (its charge, or why it is free: the threshold reached) is the same for every method, so it is said once. */}
      {methods.data?.[0] ? (
        <p className="rounded-xl bg-cocoa-50 px-3 py-2 text-sm text-cocoa-900" data-testid="delivery-charge-info">
          {methods.data[0].placeInfo}
        </p>
      ) : null}
      {methods.data?.map((method) => (
        <fieldset key={method.code} className="space-y-2" disabled={!method.available}>
          <legend className="text-sm font-semibold text-cocoa-900">
            {method.name} · {method.charge === 0 ? 'Free' : formatNpr(method.charge, { compact: false })}
            {!method.available && method.reason ? (
              <span className="block text-xs font-normal text-gray-700">{method.reason}</span>
            ) : method.methodInfo || method.codeInfo ? (
              <span className="block text-xs font-normal text-gray-700">{[method.methodInfo, method.codeInfo].filter(Boolean).join(' ')}</span>
            ) : null}
          </legend>
          <div className="flex flex-wrap gap-2">
            {method.timeSlots.map((slot) => (
              <label
                key={slot.id}
                title={slot.reason}
                className={`flex min-h-11 items-center gap-2 rounded-full border px-3 text-sm ${
                  !slot.available ? 'cursor-not-allowed border-cocoa-100 text-gray-500 line-through' : slotId === slot.id ? 'border-brand-600 bg-brand-50 text-brand-800' : 'cursor-pointer border-cocoa-200'
                }`}
              >
                <input
                  type="radio"
                  name="time-slot"
                  className="accent-brand-600"
                  checked={slotId === slot.id}
                  disabled={!slot.available}
                  onChange={() => chooseSlot(method.code, slot.id, { methodName: method.name, slotLabel: slot.label })}
                />
                {slot.label}
                {/* A full slot says so in words, not only by its strike-through (issue 24: slots hold cakes). */}
                {slot.full ? <span className="inline-block rounded-full bg-cocoa-100 px-2 py-0.5 text-xs font-semibold text-cocoa-900">Full</span> : null}
                {!slot.available && slot.reason ? <span className="sr-only">: {slot.reason}</span> : null}
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      <Button onClick={nextStep} disabled={slotId === null || deliveryDate === null}>
        Continue to payment
      </Button>
    </div>
  );
}
