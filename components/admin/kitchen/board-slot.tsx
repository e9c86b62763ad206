import Link from 'next/link';
import { slotFullness, type KitchenSlot } from '@/lib/domain/kitchen';
import { KitchenCakeLine } from './kitchen-cake';
import { KitchenStepButton } from './kitchen-step-button';
import { paymentLabel, StatusBadge } from './order-badges';

// One slot of the board: its window and method, cakes booked of its capacity, what to bake per product and weight,
// then its orders in a real table (the kitchen scans rows; a screen reader reads the headers with each cell).

const FULLNESS_CLASSES = {
  open: 'bg-gray-100 text-gray-800',
  busy: 'bg-amber-100 text-amber-900',
  full: 'bg-red-100 text-red-900',
  over: 'bg-red-200 text-red-950',
  closed: 'bg-gray-200 text-gray-700',
} as const;

function Booked({ slot }: { slot: KitchenSlot }) {
  const state = slotFullness(slot.booked, slot.capacity);
  const words = state === 'closed' ? 'Closed' : state === 'over' ? 'Over capacity' : state === 'full' ? 'Full' : null;
  return (
    <span className={`rounded px-2 py-0.5 text-sm font-semibold ${FULLNESS_CLASSES[state]}`}>
      {slot.booked} of {slot.capacity} cakes booked{words ? ` · ${words}` : ''}
    </span>
  );
}

export function BoardSlot({ slot, date, canWork }: { slot: KitchenSlot; date: string; canWork: boolean }) {
  const headingId = `slot-${slot.id}`;
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-gray-200 bg-white">
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-gray-200 px-3 py-2">
        <h2 id={headingId} className="text-base font-bold">
          {slot.label} <span className="font-medium text-gray-600">· {slot.methodName}</span>
        </h2>
        <Booked slot={slot} />
        {slot.orders.length > 0 ? (
          <Link href={`/admin/kitchen/tickets?date=${date}&slot=${slot.id}`} className="ml-auto text-sm font-medium text-brand-700 hover:underline">
            Print this slot’s tickets
          </Link>
        ) : null}
      </header>
      {slot.orders.length === 0 ? (
        <p className="px-3 py-2 text-sm text-gray-600">No orders{slot.booked > 0 ? ' shown (filtered)' : ''}.</p>
      ) : (
        <>
          {slot.products.length > 0 ? (
            <div className="border-b border-gray-100 px-3 py-2">
              <h3 className="sr-only">To bake for {slot.label}</h3>
              <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-label={`To bake for ${slot.label}`}>
                {slot.products.map((p) => (
                  <li key={p.key}>
                    {p.label} <span className="font-bold">× {p.count}</span>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          <div className="overflow-x-auto">
            <table className="w-full min-w-[640px] text-left text-sm">
              <caption className="sr-only">Orders for {slot.label}, {slot.methodName}</caption>
              <thead className="bg-gray-50 text-xs uppercase tracking-wide text-gray-600">
                <tr>
                  <th scope="col" className="px-3 py-1.5">Order</th>
                  <th scope="col" className="px-3 py-1.5">Cakes</th>
                  <th scope="col" className="px-3 py-1.5">With</th>
                  <th scope="col" className="px-3 py-1.5">Area · delivery</th>
                  <th scope="col" className="px-3 py-1.5">Payment</th>
                </tr>
              </thead>
              <tbody>
                {slot.orders.map((order) => (
                  <tr key={order.id} className={`border-t border-gray-100 align-top ${order.status === 'placed' ? 'bg-amber-50/60' : ''} ${order.status === 'cancelled' ? 'text-gray-500 line-through' : ''}`}>
                    {/* The kitchen's button sits with the order's number, so it is in reach on a tablet whatever the table's width. */}
                    <th scope="row" className="px-3 py-2 font-normal">
                      <div className="flex flex-col items-start gap-1">
                        <span className="font-mono font-semibold">{order.number}</span>
                        <StatusBadge status={order.status} />
                        {canWork && order.step ? <KitchenStepButton orderId={order.id} orderNumber={order.number} step={order.step} /> : null}
                        {order.status === 'placed' ? <span className="text-xs font-medium text-amber-900">Waiting for confirmation</span> : null}
                        {order.cakes.length > 0 && order.status !== 'cancelled' ? (
                          <Link href={`/admin/kitchen/tickets?order=${order.id}`} className="text-xs font-medium text-brand-700 hover:underline" aria-label={`Tickets for ${order.number}`}>
                            Tickets
                          </Link>
                        ) : null}
                      </div>
                    </th>
                    <td className="space-y-2 px-3 py-2">
                      {order.cakes.length ? order.cakes.map((cake) => <KitchenCakeLine key={cake.itemId} cake={cake} />) : <span className="text-gray-600">No cake</span>}
                      {order.note ? <p className="text-xs text-gray-700">Note: {order.note}</p> : null}
                    </td>
                    <td className="px-3 py-2 text-gray-800">
                      {order.extras.length ? (
                        <ul>
                          {order.extras.map((extra, i) => (
                            <li key={i}>
                              {extra.quantity} × {extra.name}
                            </li>
                          ))}
                        </ul>
                      ) : (
                        <span className="text-gray-500">—</span>
                      )}
                    </td>
                    <td className="px-3 py-2">
                      {order.area.name}
                      <span className="block text-xs capitalize text-gray-600">{order.deliveryMethod}</span>
                    </td>
                    <td className="px-3 py-2">{paymentLabel(order.paymentStatus, order.paymentMethod)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
