import { telHref } from '@/lib/domain/delivery-road';
import { formatKathmanduDate } from '@/lib/domain/kathmandu-time';
import { formatNpr } from '@/lib/domain/money';
import type { DispatchDay, RoadOrder, RoadSlot } from '@/lib/server/services/deliveries/types';
import { RiderPicker } from './rider-picker';

// The dispatch board (issue 24): each slot of the day in time order with its orders, what is ready to go first and
// what is still in the kitchen greyed as coming; the riders with their load; the cash per rider. Dense tables.

const money = (paisa: number) => formatNpr(paisa, { compact: false });
const time = (iso: string) => formatKathmanduDate(iso, 'h:mm a');

const th = 'px-2 py-1.5 text-left text-xs font-semibold uppercase tracking-wide text-gray-700';
const td = 'px-2 py-1.5 align-top';

function statusText(order: RoadOrder): string {
  if (order.status === 'out_for_delivery') return order.arrivedAt ? `At the door ${time(order.arrivedAt)}` : `Out ${order.pickedUpAt ? time(order.pickedUpAt) : ''}`.trim();
  return order.statusLabel;
}

function SlotTable({ slot, date, riders }: { slot: RoadSlot; date: string; riders: DispatchDay['riders'] }) {
  const headingId = `slot-${slot.slotId}-${slot.startsAt}`;
  const earlier = slot.orders[0] && slot.orders[0].deliveryDate !== date;
  const ready = slot.orders.filter((o) => !o.coming).length;
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-gray-200 bg-white">
      <h2 id={headingId} className="flex flex-wrap items-baseline gap-x-3 border-b border-gray-200 px-3 py-2 text-sm font-bold">
        <span>
          {slot.label}
          {earlier ? ` · from ${formatKathmanduDate(slot.startsAt, 'EEE, d MMM')}` : ''}
        </span>
        <span className="text-xs font-normal text-gray-700">
          {ready} to go · {slot.orders.length - ready} coming
        </span>
      </h2>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[720px] border-collapse text-sm">
          <thead className="bg-gray-50">
            <tr>
              <th scope="col" className={th}>Order</th>
              <th scope="col" className={th}>Status</th>
              <th scope="col" className={th}>Area · landmark</th>
              <th scope="col" className={th}>Items</th>
              <th scope="col" className={`${th} text-right`}>Collect</th>
              <th scope="col" className={th}>Rider</th>
            </tr>
          </thead>
          <tbody>
            {slot.orders.map((order) => (
              <tr key={order.id} className={`border-t border-gray-100 ${order.coming ? 'bg-gray-50 text-gray-600' : ''}`} data-testid="dispatch-order" data-coming={order.coming ? 'true' : 'false'}>
                <th scope="row" className={`${td} text-left font-semibold`}>
                  {order.number}
                  <span className="block text-xs font-normal">{order.receiverName}</span>
                </th>
                <td className={td}>
                  <span className={`rounded px-1.5 py-0.5 text-xs font-semibold ${order.coming ? 'bg-gray-200 text-gray-800' : order.status === 'ready' ? 'bg-amber-100 text-amber-900' : 'bg-sky-100 text-sky-900'}`}>
                    {order.coming ? `Coming · ${order.statusLabel}` : statusText(order)}
                  </span>
                </td>
                <td className={td}>
                  {order.area}
                  {order.landmark ? <span className="block text-xs">{order.landmark}</span> : null}
                </td>
                <td className={`${td} max-w-64`}>{order.itemsBrief}</td>
                <td className={`${td} whitespace-nowrap text-right tabular-nums`}>{order.toCollect > 0 ? money(order.toCollect) : <span className="text-xs">Paid</span>}</td>
                <td className={td}>
                  {order.status === 'out_for_delivery' ? (
                    <span className="font-medium">{order.rider?.name ?? '—'}</span>
                  ) : (
                    <RiderPicker orderId={order.id} orderNumber={order.number} riderId={order.rider?.id ?? null} riders={riders} />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function RidersTable({ riders }: { riders: DispatchDay['riders'] }) {
  return (
    <section aria-labelledby="riders-heading" className="rounded-lg border border-gray-200 bg-white">
      <h2 id="riders-heading" className="border-b border-gray-200 px-3 py-2 text-sm font-bold">
        Riders
      </h2>
      {riders.length === 0 ? (
        <p className="px-3 py-2 text-sm text-gray-700">No riders yet. The owner adds them under Staff, with the rider role.</p>
      ) : (
        <table className="w-full border-collapse text-sm">
          <thead className="bg-gray-50">
            <tr>
              <th scope="col" className={th}>Rider</th>
              <th scope="col" className={`${th} text-right`}>To pick up</th>
              <th scope="col" className={`${th} text-right`}>On the road</th>
              <th scope="col" className={`${th} text-right`}>Delivered</th>
            </tr>
          </thead>
          <tbody>
            {riders.map((rider) => (
              <tr key={rider.id} className="border-t border-gray-100">
                <th scope="row" className={`${td} text-left font-medium`}>
                  {rider.name}
                  {rider.phone ? (
                    <a href={telHref(rider.phone)} className="block text-xs font-normal text-brand-700 underline">
                      {rider.phone}
                    </a>
                  ) : null}
                </th>
                <td className={`${td} text-right tabular-nums`}>{rider.assigned}</td>
                <td className={`${td} text-right tabular-nums`}>{rider.onTheRoad}</td>
                <td className={`${td} text-right tabular-nums`}>{rider.delivered}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function CashTable({ cash }: { cash: DispatchDay['cash'] }) {
  const collected = cash.reduce((sum, row) => sum + row.collected, 0);
  const toCollect = cash.reduce((sum, row) => sum + row.toCollect, 0);
  return (
    <section aria-labelledby="cash-heading" className="rounded-lg border border-gray-200 bg-white">
      <h2 id="cash-heading" className="border-b border-gray-200 px-3 py-2 text-sm font-bold">
        Cash per rider
      </h2>
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">Cash on delivery collected this day and still to collect, per rider</caption>
        <thead className="bg-gray-50">
          <tr>
            <th scope="col" className={th}>Rider</th>
            <th scope="col" className={`${th} text-right`}>Collected</th>
            <th scope="col" className={`${th} text-right`}>Still to collect</th>
          </tr>
        </thead>
        <tbody>
          {cash.map((row) => (
            <tr key={row.riderId} className="border-t border-gray-100" data-testid="rider-cash">
              <th scope="row" className={`${td} text-left font-medium`}>
                {row.name}
              </th>
              <td className={`${td} text-right tabular-nums`}>
                {money(row.collected)}
                <span className="block text-xs text-gray-700">{row.deliveredCod} {row.deliveredCod === 1 ? 'order' : 'orders'}</span>
              </td>
              <td className={`${td} text-right tabular-nums`}>
                {money(row.toCollect)}
                <span className="block text-xs text-gray-700">{row.openCod} {row.openCod === 1 ? 'order' : 'orders'}</span>
              </td>
            </tr>
          ))}
        </tbody>
        {cash.length > 0 ? (
          <tfoot>
            <tr className="border-t-2 border-gray-300 font-semibold">
              <th scope="row" className={`${td} text-left`}>
                All riders
              </th>
              <td className={`${td} text-right tabular-nums`}>{money(collected)}</td>
              <td className={`${td} text-right tabular-nums`}>{money(toCollect)}</td>
            </tr>
          </tfoot>
        ) : null}
      </table>
    </section>
  );
}

export function DispatchBoard({ day }: { day: DispatchDay }) {
  return (
    <div className="grid gap-4 dw:grid-cols-[minmax(0,1fr)_360px]">
      <div className="min-w-0 space-y-4">
        {day.slots.length === 0 ? (
          <p className="rounded-lg border border-gray-200 bg-white px-3 py-4 text-sm text-gray-700">No orders to send this day yet.</p>
        ) : (
          day.slots.map((slot) => <SlotTable key={`${slot.slotId}-${slot.startsAt}`} slot={slot} date={day.date} riders={day.riders} />)
        )}
      </div>
      <aside className="space-y-4" aria-label="Riders and cash">
        <RidersTable riders={day.riders} />
        <CashTable cash={day.cash} />
      </aside>
    </div>
  );
}
