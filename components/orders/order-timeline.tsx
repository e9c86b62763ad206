import { formatKathmanduDate } from '@/lib/domain/kathmandu-time';
import { ORDER_PROGRESS, ORDER_STATUS_LABELS, type OrderDetail, type OrderHistoryEntry, type OrderStatus } from '@/lib/domain/order-types';

/**
 * The order's steps as a timeline (placed, confirmed, baking, ready, out for delivery, delivered): every step up to the
 * current one done, each with its latest time and note (Kathmandu). A step is done by where the order is, not by
 * having happened once: a cake that could not be delivered is back at "ready", and "out for delivery" waits again.
 */
export function OrderTimeline({ order }: { order: Pick<OrderDetail, 'status' | 'history'> }) {
  const latest = (status: OrderStatus): OrderHistoryEntry | undefined => [...order.history].reverse().find((h) => h.status === status);
  const cancelled = order.status === 'cancelled';
  const steps: readonly OrderStatus[] = cancelled ? [...new Set(order.history.map((h) => h.status))] : ORDER_PROGRESS;
  const reachedUpTo = ORDER_PROGRESS.indexOf(order.status);
  return (
    <ol className="space-y-3" aria-label="Order status">
      {steps.map((status) => {
        const entry = latest(status);
        const done = cancelled ? entry !== undefined : ORDER_PROGRESS.indexOf(status) <= reachedUpTo;
        const current = status === order.status;
        return (
          <li key={status} className="flex gap-3" aria-current={current ? 'step' : undefined} data-step={status} data-done={done ? 'true' : 'false'}>
            <span
              aria-hidden="true"
              className={`mt-1 size-3 shrink-0 rounded-full ${done ? (status === 'cancelled' ? 'bg-gray-500' : 'bg-brand-600') : 'border border-cocoa-200 bg-white'}`}
            />
            <span className="text-sm">
              <span className={`font-semibold ${done ? 'text-cocoa-900' : 'text-gray-600'}`}>{ORDER_STATUS_LABELS[status]}</span>
              {done && entry ? (
                <span className="block text-xs text-gray-700">
                  {formatKathmanduDate(entry.at, 'd MMM yyyy, h:mm a')}
                  {entry.note ? ` · ${entry.note}` : ''}
                </span>
              ) : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
