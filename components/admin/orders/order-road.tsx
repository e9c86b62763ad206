import { formatNpr } from '@/lib/domain/money';
import type { AdminOrderView } from '@/lib/server/services/admin-orders/types';
import { kathmanduTime } from './format';
import { Fact, Section } from './section';

// The road to the door, once dispatch has given the order to a rider: who, their number, and each of their steps.

export function RoadPanel({ order }: { order: AdminOrderView }) {
  const { road } = order;
  const at = (iso: string | null) => (iso ? kathmanduTime(iso, true) : '—');
  if (!road.rider && !road.deliveredAt) {
    return (
      <Section title="Rider" id="road">
        <p className="text-sm text-gray-700">No rider yet.</p>
      </Section>
    );
  }
  return (
    <Section title="Rider" id="road">
      <dl className="text-sm">
        <Fact term="Rider">
          {road.rider ? (
            <>
              {road.rider.name}
              {road.rider.phone ? (
                <>
                  {', '}
                  <a href={`tel:${road.rider.phone}`} className="text-brand-700 underline">{road.rider.phone}</a>
                </>
              ) : null}
            </>
          ) : (
            '—'
          )}
        </Fact>
        <Fact term="Assigned">{at(road.assignedAt)}</Fact>
        <Fact term="Picked up">{at(road.pickedUpAt)}</Fact>
        <Fact term="Arrived">{at(road.arrivedAt)}</Fact>
        <Fact term="Delivered">{at(road.deliveredAt)}</Fact>
        {road.cashCollected !== null ? <Fact term="Cash collected">{formatNpr(road.cashCollected, { compact: false })}</Fact> : null}
        {road.photoUrl ? (
          <Fact term="Photo">
            <a href={road.photoUrl} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline">
              The cake at the door<span className="sr-only"> (opens in a new tab)</span>
            </a>
          </Fact>
        ) : null}
      </dl>
    </Section>
  );
}
