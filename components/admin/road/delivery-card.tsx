import { telHref } from '@/lib/domain/delivery-road';
import { formatKathmanduDate } from '@/lib/domain/kathmandu-time';
import { formatNpr } from '@/lib/domain/money';
import type { RoadOrder } from '@/lib/server/services/deliveries/types';
import { DeliveryActions } from './delivery-actions';

// One delivery on the rider's phone (issue 24): when, to whom, where, what, how much cash, and the next button.
// Built for a 360 px screen first: one column, big tap targets, the call and the map one thumb away.

const money = (paisa: number) => formatNpr(paisa, { compact: false });
const time = (iso: string) => formatKathmanduDate(iso, 'h:mm a');

const pill: Record<string, string> = {
  ready: 'bg-amber-100 text-amber-900',
  out_for_delivery: 'bg-sky-100 text-sky-900',
  delivered: 'bg-green-100 text-green-900',
};

const action = 'flex min-h-12 flex-1 items-center justify-center rounded-xl border-2 px-3 text-base font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

export function DeliveryCard({ order, date }: { order: RoadOrder; date: string }) {
  const headingId = `delivery-${order.id}`;
  const done = order.status === 'delivered';
  return (
    <article aria-labelledby={headingId} className={`rounded-2xl border p-4 shadow-sm ${done ? 'border-green-300 bg-green-50' : 'border-gray-200 bg-white'}`} data-testid="delivery">
      <div className="flex items-start justify-between gap-2">
        <p className="text-sm font-bold">
          {order.slotLabel}
          {order.deliveryDate !== date ? <span className="block text-xs font-normal text-red-800">Due {formatKathmanduDate(order.slotStartsAt, 'EEE, d MMM')}</span> : null}
        </p>
        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${pill[order.status] ?? 'bg-gray-100 text-gray-800'}`}>{order.statusLabel}</span>
      </div>
      <h2 id={headingId} className="mt-1 text-lg font-bold leading-tight">
        {order.receiverName}
        <span className="block text-xs font-normal text-gray-700">{order.number}</span>
      </h2>
      <p className="mt-2 text-base">
        {order.landmark}
        {order.area ? <span className="block text-sm text-gray-700">{order.area}</span> : null}
      </p>
      <div className="mt-3 flex gap-2">
        <a href={telHref(order.phone)} className={`${action} border-brand-700 text-brand-800`}>
          Call {order.phone}
        </a>
        {order.mapUrl ? (
          <a href={order.mapUrl} target="_blank" rel="noopener noreferrer" className={`${action} border-gray-400 text-gray-900`}>
            Map<span className="sr-only"> to {order.receiverName} (opens a new tab)</span>
          </a>
        ) : null}
      </div>
      {order.secondaryPhone ? (
        <p className="mt-1 text-sm">
          Other number:{' '}
          <a href={telHref(order.secondaryPhone)} className="font-semibold text-brand-700 underline">
            {order.secondaryPhone}
          </a>
        </p>
      ) : null}
      <p className="mt-3 text-sm">{order.itemsBrief}</p>
      {order.note ? <p className="mt-1 text-sm italic">“{order.note}”</p> : null}
      <p className={`mt-3 rounded-lg px-3 py-2 text-base font-bold ${order.toCollect > 0 ? 'bg-amber-50 text-amber-950' : 'bg-gray-50 text-gray-800'}`} data-testid="delivery-collect">
        {done
          ? order.cashCollected
            ? `Collected ${money(order.cashCollected)} in cash`
            : 'Paid'
          : order.toCollect > 0
            ? `Collect ${money(order.toCollect)} in cash`
            : 'Paid — nothing to collect'}
      </p>
      <div className="mt-3">
        {done ? (
          <p className="text-sm font-medium text-green-900">Delivered {order.deliveredAt ? time(order.deliveredAt) : ''}</p>
        ) : order.coming ? (
          <p className="text-sm text-gray-700">Still in the kitchen ({order.statusLabel.toLowerCase()}): pick it up when it is ready.</p>
        ) : (
          <>
            {order.arrivedAt ? <p className="mb-2 text-sm text-gray-700">At the door since {time(order.arrivedAt)}</p> : null}
            <DeliveryActions orderId={order.id} number={order.number} status={order.status} arrived={order.arrivedAt !== null} />
          </>
        )}
      </div>
    </article>
  );
}
