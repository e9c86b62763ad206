import type { Metadata } from 'next';
import { SlotCapacityForm } from '@/components/admin/kitchen/slot-capacity-form';
import { kathmanduDayStart } from '@/lib/domain/delivery/schedule';
import { formatKathmanduDate } from '@/lib/domain/kathmandu-time';
import { slotFullness } from '@/lib/domain/kitchen';
import { requireStaffPage } from '@/lib/server/auth/back-office';
import { loadSlotCapacity } from '@/lib/server/services/kitchen';

// Delivery slots (issue 24): each method's slots with their window and how many cakes each takes a day; the manager
// changes a capacity (0 closes the slot) and sees, for the next 7 Kathmandu days, what is booked of it. A capacity
// below what is booked is allowed and shown: those orders stand, the slot takes no more.
export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Delivery slots' };

const hhmm = (minute: number) => `${String(Math.floor(minute / 60) % 24).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

const CELL = {
  open: '',
  busy: 'bg-amber-50 text-amber-950',
  full: 'bg-red-50 font-semibold text-red-900',
  over: 'bg-red-100 font-bold text-red-950',
  closed: 'text-gray-500',
} as const;

export default async function SlotsPage() {
  await requireStaffPage('slots.manage', '/admin/slots');
  const view = await loadSlotCapacity();

  return (
    <div className="mx-auto max-w-[1500px] space-y-4">
      <div>
        <h1 className="text-xl font-bold">Delivery slots</h1>
        <p className="text-sm text-gray-700">
          Each slot takes a number of <strong>cakes</strong> a day (an order without a cake counts as one). 0 closes the slot. Checkout shows a slot
          without room as Full, and place-order refuses it.
        </p>
      </div>
      {view.methods.map((method) => (
        <section key={method.code} aria-labelledby={`method-${method.code}`} className="rounded-lg border border-gray-200 bg-white">
          <h2 id={`method-${method.code}`} className="border-b border-gray-200 px-3 py-2 text-base font-bold">
            {method.name}
          </h2>
          <div className="overflow-x-auto">
            <table className="w-full min-w-[900px] text-left text-sm">
              <caption className="sr-only">{method.name}: slots, their capacity in cakes, and cakes booked on the next 7 days</caption>
              <thead className="bg-gray-50 text-xs text-gray-600">
                <tr>
                  <th scope="col" className="px-3 py-1.5 uppercase">Slot</th>
                  <th scope="col" className="px-3 py-1.5 uppercase">Window</th>
                  <th scope="col" className="px-3 py-1.5 uppercase">Cakes a day</th>
                  {view.days.map((day, i) => (
                    <th key={day} scope="col" className="px-2 py-1.5 text-right font-semibold">
                      {i === 0 ? 'Today' : formatKathmanduDate(kathmanduDayStart(day), 'EEE d MMM')}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {method.slots.map((slot) => (
                  <tr key={slot.id} className="border-t border-gray-100 align-top">
                    <th scope="row" className="px-3 py-2 font-medium">
                      {slot.label}
                      {!slot.isActive ? <span className="ml-1 text-xs font-normal text-gray-600">(not offered)</span> : null}
                    </th>
                    <td className="px-3 py-2 whitespace-nowrap">
                      {hhmm(slot.startMinute)}–{hhmm(slot.endMinute)}
                    </td>
                    <td className="px-3 py-2">
                      <SlotCapacityForm slotId={slot.id} label={`${method.name} ${slot.label}`} capacity={slot.capacity} maxBooked={Math.max(0, ...slot.booked)} />
                    </td>
                    {slot.booked.map((booked, i) => {
                      const state = slotFullness(booked, slot.capacity);
                      return (
                        <td key={view.days[i]} className={`px-2 py-2 text-right tabular-nums ${CELL[state]}`}>
                          {booked}/{slot.capacity}
                          {state === 'over' ? <span className="block text-xs">over</span> : state === 'full' ? <span className="block text-xs">full</span> : null}
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ))}
    </div>
  );
}
