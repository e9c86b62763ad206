import { formatKathmanduDate } from '@/lib/domain/kathmandu-time';
import { ORDER_PROGRESS, ORDER_STATUS_LABELS, type OrderDetail } from '@/lib/domain/order-types';

/** The status history as a timeline: every step of the happy path, done ones with their time (Kathmandu). */
export function OrderTimeline({ order }: { order: Pick<OrderDetail, 'status' | 'history'> }) {
  const reached = (status: string) => order.history.find((h) => h.status === status);
  const steps = order.status === 'cancelled' ? order.history.map((h) => h.status) : ORDER_PROGRESS;
  return (
    <ol className="space-y-3" aria-label="Order status">
      {[...new Set(steps)].map((status) => {
        const entry = reached(status);
        const current = status === order.status;
        return (
          <li key={status} className="flex gap-3" aria-current={current ? 'step' : undefined}>
            <span
              aria-hidden="true"
              className={`mt-1 size-3 shrink-0 rounded-full ${entry ? (status === 'cancelled' ? 'bg-gray-500' : 'bg-brand-600') : 'border border-cocoa-200 bg-white'}`}
            />
            <span className="text-sm">
              <span className={`font-semibold ${entry ? 'text-cocoa-900' : 'text-gray-600'}`}>{ORDER_STATUS_LABELS[status]}</span>
              {entry ? <span className="block text-xs text-gray-700">{formatKathmanduDate(entry.at, 'd MMM yyyy, h:mm a')}{entry.note ? ` · ${entry.note}` : ''}</span> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
