import type { AdminOrderView } from '@/lib/server/services/admin-orders/types';
import { kathmanduTime } from './format';
import { StatusBadge } from './order-badges';
import { Section } from './section';

// Everything that happened to the order, oldest first: the status it reached, who did it (a staff member with their
// role, the customer, or the payment gateway), when (Kathmandu time), and why.

export function TimelinePanel({ order }: { order: AdminOrderView }) {
  return (
    <Section title="Timeline" id="timeline">
      <ol className="space-y-2 text-sm">
        {order.timeline.map((entry) => (
          <li key={entry.id} className="border-l-2 border-gray-300 pl-3">
            <div className="flex flex-wrap items-center gap-x-2">
              <StatusBadge status={entry.status} label={entry.label} />
              <time dateTime={entry.at} className="tabular-nums text-gray-800">
                {kathmanduTime(entry.at, true)}
              </time>
              <span className="font-medium">{entry.who}</span>
            </div>
            {entry.note ? <p className="mt-0.5 text-gray-800">{entry.note}</p> : null}
          </li>
        ))}
      </ol>
    </Section>
  );
}
