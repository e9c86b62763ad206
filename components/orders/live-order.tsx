'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { orderCalls } from '@/lib/api/hooks/use-orders';
import { useQuery } from '@/lib/api/react-query';
import { telHref } from '@/lib/domain/delivery-road';
import { formatKathmanduDate } from '@/lib/domain/kathmandu-time';
import type { OrderDetail } from '@/lib/domain/order-types';
import { OrderStatusBadge, PaymentBadge } from './order-status-badge';
import { OrderTimeline } from './order-timeline';

// The customer watches their order (issue 24 ★): the page asks order-detail again every 15 seconds while the order
// can still change (not delivered, not cancelled) and stops once it cannot. The status, the rider and the time left
// update in place; a new status also refreshes the server-rendered rest (cancel, pay, feedback) without a reload.

/** How often an open order is asked for again: often enough to see the rider leave, cheap for the server. */
export const LIVE_ORDER_POLL_MS = 15_000;

const orderKey = (orderId: number) => ['order-detail', orderId] as const;

/** The order as it is now: the page's copy first, then the API's every LIVE_ORDER_POLL_MS while it is live. */
function useLiveOrder(initial: OrderDetail, poll: boolean): OrderDetail {
  const { data } = useQuery({
    queryKey: orderKey(initial.id),
    queryFn: () => orderCalls.detail(initial.id),
    initialData: initial,
    // The page's copy is fresh: the first ask is one interval later.
    staleTime: LIVE_ORDER_POLL_MS - 1_000,
    refetchInterval: poll ? (query) => ((query.state.data ?? initial).tracking.live ? LIVE_ORDER_POLL_MS : false) : false,
    refetchOnWindowFocus: poll,
  });
  return data ?? initial;
}

/** Status and payment, and the road to the door: the rider to call while the cake is on its way, the time left. */
export function LiveOrderHead({ order: initial }: { order: OrderDetail }) {
  const router = useRouter();
  const order = useLiveOrder(initial, true);
  const changed = order.status !== initial.status;
  useEffect(() => {
    // What the server renders around this (cancel, pay, feedback) follows the new status.
    if (changed) router.refresh();
  }, [changed, router]);
  const { tracking } = order;
  const delivered = order.status === 'delivered' && tracking.deliveredAt !== null;
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-3" data-testid="order-state">
        <OrderStatusBadge status={order.status} />
        <PaymentBadge paymentStatus={order.paymentStatus} paymentMethod={order.paymentMethod} paymentLabel={order.paymentLabel} />
      </div>
      {/* Read out when it changes, so a customer with a screen reader hears the cake leave and the minutes pass. */}
      <div aria-live="polite" className="empty:hidden">
        {tracking.arrival || tracking.rider || delivered ? (
          <section aria-label="Delivery progress" className="rounded-2xl border border-brand-100 bg-brand-50 p-4 text-sm text-cocoa-900" data-testid="order-tracking">
            {tracking.arrival ? (
              <p className={`text-base font-semibold ${tracking.arrival.late ? 'text-brand-800' : ''}`} data-testid="order-arrival">
                {tracking.arrival.text}
              </p>
            ) : null}
            {order.status === 'out_for_delivery' && tracking.rider ? (
              <p className="mt-1" data-testid="order-rider">
                {tracking.rider.firstName} is bringing your order
                {tracking.rider.phone ? (
                  <>
                    {' · '}
                    <a href={telHref(tracking.rider.phone)} className="font-semibold text-brand-700 underline">
                      Call {tracking.rider.firstName} on {tracking.rider.phone}
                    </a>
                  </>
                ) : null}
                {tracking.arrivedAt ? <span className="block text-xs text-gray-700">{tracking.rider.firstName} is at your door.</span> : null}
              </p>
            ) : null}
            {delivered ? (
              <p data-testid="order-rider">
                Delivered {formatKathmanduDate(tracking.deliveredAt!, 'd MMM, h:mm a')}
                {tracking.rider ? ` by ${tracking.rider.firstName}` : ''}.
              </p>
            ) : null}
          </section>
        ) : null}
      </div>
    </div>
  );
}

/** The timeline, kept current by LiveOrderHead's asking (this one only reads what it brought). */
export function LiveOrderTimeline({ order: initial }: { order: OrderDetail }) {
  return <OrderTimeline order={useLiveOrder(initial, false)} />;
}
