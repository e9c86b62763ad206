import Link from 'next/link';
import { formatNpr } from '@/lib/domain/money';
import type { RiderSlotToday } from '@/lib/domain/reports-today';
import { TABLE, TD, TD_NUM, TH, TH_NUM } from '@/components/admin/reports/table-styles';

/** The signed-in rider's deliveries for today, per slot, with the cash to collect and collected. */
export function RiderToday({ slots, deliveriesHref }: { slots: RiderSlotToday[]; deliveriesHref: string | null }) {
  const toDeliver = slots.reduce((sum, slot) => sum + slot.toDeliver, 0);
  const toCollect = slots.reduce((sum, slot) => sum + slot.toCollect, 0);
  return (
    <section aria-labelledby="today-deliveries" className="rounded-lg border border-gray-200 bg-white p-4">
      <h2 id="today-deliveries" className="text-base font-semibold text-gray-900">
        Your deliveries today
      </h2>
      {slots.length === 0 ? (
        <p className="mt-2 text-sm text-gray-600">No deliveries given to you for today yet.</p>
      ) : (
        <>
          <p className="mt-1 text-sm text-gray-800">
            <strong className="tabular-nums">{toDeliver}</strong> still to deliver
            {toCollect > 0 ? (
              <>
                , <strong className="tabular-nums">{formatNpr(toCollect, { compact: false })}</strong> cash to collect
              </>
            ) : null}
            .
          </p>
          <table className={`${TABLE} mt-2`}>
            <caption className="sr-only">Your deliveries today per slot</caption>
            <thead>
              <tr>
                <th scope="col" className={TH}>Slot</th>
                <th scope="col" className={TH_NUM}>To deliver</th>
                <th scope="col" className={TH_NUM}>Delivered</th>
                <th scope="col" className={TH_NUM}>Cash to collect</th>
                <th scope="col" className={TH_NUM}>Cash collected</th>
              </tr>
            </thead>
            <tbody>
              {slots.map((slot) => (
                <tr key={slot.slotId}>
                  <th scope="row" className={`${TD} font-normal`}>{slot.label}</th>
                  <td className={`${TD_NUM} font-semibold`}>{slot.toDeliver}</td>
                  <td className={TD_NUM}>{slot.delivered}</td>
                  <td className={TD_NUM}>{formatNpr(slot.toCollect, { compact: false })}</td>
                  <td className={TD_NUM}>{formatNpr(slot.collected, { compact: false })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      {deliveriesHref ? (
        <Link
          href={deliveriesHref}
          className="mt-3 inline-block rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2"
        >
          Open my deliveries
        </Link>
      ) : null}
    </section>
  );
}
