import Link from 'next/link';
import type { AdminOrderView } from '@/lib/server/services/admin-orders/types';
import { deliveryDay } from './format';
import { Fact, Section } from './section';

// Who ordered, and where and when it goes: the customer's contacts (with their other orders), the address as it was
// when the order was placed (the receiver, their numbers, the landmark, the pin on a map), and the slot in Kathmandu time.

export function CustomerPanel({ order }: { order: AdminOrderView }) {
  const { customer } = order;
  return (
    <Section title="Customer" id="customer">
      <dl className="text-sm">
        <Fact term="Name">{customer.name}</Fact>
        <Fact term="Email">{customer.email ? <a href={`mailto:${customer.email}`} className="text-brand-700 underline">{customer.email}</a> : '—'}</Fact>
        <Fact term="Phone">{customer.phone ? <a href={`tel:${customer.phone}`} className="text-brand-700 underline">{customer.phone}</a> : '—'}</Fact>
      </dl>
      <Link href={customer.ordersHref} className="mt-1 inline-block text-sm text-brand-700 underline">
        Their other orders
      </Link>
    </Section>
  );
}

export function DeliveryPanel({ order }: { order: AdminOrderView }) {
  const { address, delivery } = order;
  return (
    <Section title="Delivery" id="delivery">
      <dl className="text-sm">
        <Fact term="Day">{deliveryDay(delivery.date, true)}</Fact>
        <Fact term="Slot">
          {delivery.slotLabel} <span className="text-gray-700">(Kathmandu time)</span>
        </Fact>
        <Fact term="Method">{delivery.methodName}</Fact>
        <Fact term="Receiver">{address.receiverName}</Fact>
        <Fact term="Phone">
          <a href={`tel:${address.phoneNumber}`} className="text-brand-700 underline">{address.phoneNumber}</a>
          {address.secondaryPhoneNumber ? (
            <>
              {', '}
              <a href={`tel:${address.secondaryPhoneNumber}`} className="text-brand-700 underline">{address.secondaryPhoneNumber}</a>
            </>
          ) : null}
        </Fact>
        <Fact term="Place">{address.locationLabel ?? '—'}</Fact>
        <Fact term="Landmark">{address.landmark || '—'}</Fact>
        <Fact term="Map">
          {address.mapUrl ? (
            <a href={address.mapUrl} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline">
              Open the pin on a map<span className="sr-only"> (opens in a new tab)</span>
            </a>
          ) : (
            'No pin on this address'
          )}
        </Fact>
        {order.note ? <Fact term="Customer’s note">{order.note}</Fact> : null}
      </dl>
    </Section>
  );
}
