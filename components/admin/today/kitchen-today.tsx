import Link from 'next/link';
import type { KitchenSlotToday } from '@/lib/domain/reports-today';
import { TABLE, TD, TD_NUM, TH, TH_NUM } from '@/components/admin/reports/table-styles';

/** Today's slots as the kitchen bakes them: cakes still to bake per slot, what is in the oven, what is done. */
export function KitchenToday({ slots, boardHref }: { slots: KitchenSlotToday[]; boardHref: string | null }) {
  return (
    <section aria-labelledby="today-kitchen" className="rounded-lg border border-gray-200 bg-white p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="today-kitchen" className="text-base font-semibold text-gray-900">
          To bake today, per slot
        </h2>
        {boardHref ? (
          <Link href={boardHref} className="text-sm font-medium text-brand-700 hover:underline">
            Open the kitchen board
          </Link>
        ) : null}
      </div>
      {slots.length === 0 ? (
        <p className="mt-2 text-sm text-gray-600">No orders for today’s slots.</p>
      ) : (
        <table className={`${TABLE} mt-2`}>
          <caption className="sr-only">Today’s delivery slots: orders and cakes still to bake, baking and done</caption>
          <thead>
            <tr>
              <th scope="col" className={TH}>Slot</th>
              <th scope="col" className={TH_NUM}>Cakes to bake</th>
              <th scope="col" className={TH_NUM}>Orders not started</th>
              <th scope="col" className={TH_NUM}>Baking</th>
              <th scope="col" className={TH_NUM}>Done</th>
            </tr>
          </thead>
          <tbody>
            {slots.map((slot) => (
              <tr key={slot.slotId}>
                <th scope="row" className={`${TD} font-normal`}>
                  {slot.label} <span className="text-xs text-gray-600">· {slot.method}</span>
                </th>
                <td className={`${TD_NUM} font-semibold`}>{slot.cakesToBake}</td>
                <td className={TD_NUM}>{slot.toBake}</td>
                <td className={TD_NUM}>{slot.baking}</td>
                <td className={TD_NUM}>{slot.done}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
