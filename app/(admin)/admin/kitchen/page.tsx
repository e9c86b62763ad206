import type { Metadata } from 'next';
import { BoardFilters } from '@/components/admin/kitchen/board-filters';
import { BoardRefresher } from '@/components/admin/kitchen/board-refresher';
import { BoardSlot } from '@/components/admin/kitchen/board-slot';
import { DayPicker } from '@/components/admin/kitchen/day-picker';
import { kathmanduDayStart } from '@/lib/domain/delivery/schedule';
import { formatKathmanduDate } from '@/lib/domain/kathmandu-time';
import { can } from '@/lib/domain/staff-roles';
import { requireStaffPage } from '@/lib/server/auth/back-office';
import { fieldErrors } from '@/lib/server/http/respond';
import { loadKitchenBoard } from '@/lib/server/services/kitchen';
import { kitchenBoardQuerySchema, kitchenFiltersSchema } from '@/lib/validation/kitchen';

// The kitchen's board (issue 24): one delivery day in Kathmandu time, its slots in time order, what each holds of
// its capacity, what to bake per product and weight, and every order's cakes with the kitchen's buttons. Rendered on
// the server from the same service as its API; BoardRefresher asks the server for it again every 20 s.
export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Kitchen board' };

type SearchParams = Record<string, string | string[] | undefined>;

/** The filters as a query string, to carry them across days. */
function filterQuery(params: SearchParams): string {
  const keep = new URLSearchParams();
  for (const key of Object.keys(kitchenFiltersSchema.shape)) {
    const value = params[key];
    const first = Array.isArray(value) ? value[0] : value;
    if (first) keep.set(key, first);
  }
  return keep.toString();
}

export default async function KitchenBoardPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const staff = await requireStaffPage('kitchen.read', '/admin/kitchen');
  const params = await searchParams;
  const parsed = kitchenBoardQuerySchema.safeParse(params);
  // A hand-edited URL with a bad value shows today's whole board and says which value was not understood.
  const query = parsed.success ? parsed.data : kitchenBoardQuerySchema.parse({});
  const problems = parsed.success ? [] : Object.entries(fieldErrors(parsed.error));
  const { date, ...filters } = query;
  const board = await loadKitchenBoard({ date, filters });
  const canWork = can(staff.role, 'kitchen.work');
  const withOrders = board.slots.filter((s) => s.orders.length > 0);
  const empty = board.slots.filter((s) => s.orders.length === 0);

  return (
    <div className="mx-auto max-w-[1800px] space-y-3">
      <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
        <h1 className="text-xl font-bold">Kitchen board</h1>
        <p className="text-lg font-semibold text-gray-800">
          {formatKathmanduDate(kathmanduDayStart(board.date), 'EEEE d MMMM yyyy')}
          {board.date === board.today ? <span className="ml-2 rounded bg-brand-100 px-1.5 py-0.5 text-sm text-brand-900">Today</span> : null}
        </p>
        <BoardRefresher renderedAt={formatKathmanduDate(new Date(), 'HH:mm:ss')} />
      </div>
      <DayPicker date={board.date} today={board.today} previousDate={board.previousDate} nextDate={board.nextDate} query={parsed.success ? filterQuery(params) : ''} />
      <BoardFilters date={board.date} filters={board.filters} areas={board.areas} />
      {problems.length ? (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-900">
          Some of the address was not understood, so the whole board is shown: {problems.map(([field, message]) => `${field}: ${message}`).join('; ')}
        </p>
      ) : null}
      <p className="text-sm text-gray-800" aria-live="polite">
        <strong>{board.totals.cakes}</strong> {board.totals.cakes === 1 ? 'cake' : 'cakes'} in <strong>{board.totals.orders}</strong>{' '}
        {board.totals.orders === 1 ? 'order' : 'orders'}
        {board.filtered ? ' (filtered)' : ''}
        {board.totals.awaitingConfirmation ? (
          <span className="ml-2 font-semibold text-amber-900">
            {board.totals.awaitingConfirmation} not confirmed yet: shown, but not to bake until confirmed
          </span>
        ) : null}
      </p>
      {withOrders.length === 0 ? <p className="rounded-lg border border-dashed border-gray-300 bg-white px-3 py-6 text-center text-gray-700">No orders for this day{board.filtered ? ' with these filters' : ''}.</p> : null}
      <div className="space-y-3">
        {withOrders.map((slot) => (
          <BoardSlot key={slot.id} slot={slot} date={board.date} canWork={canWork} />
        ))}
      </div>
      {empty.length ? (
        <details className="rounded-lg border border-gray-200 bg-white px-3 py-2 text-sm print:hidden">
          <summary className="cursor-pointer font-medium">Slots without orders ({empty.length})</summary>
          <table className="mt-2 text-left">
            <caption className="sr-only">Slots without orders that day</caption>
            <thead className="text-xs uppercase text-gray-600">
              <tr>
                <th scope="col" className="pr-4">Slot</th>
                <th scope="col" className="pr-4">Delivery</th>
                <th scope="col">Booked of capacity</th>
              </tr>
            </thead>
            <tbody>
              {empty.map((slot) => (
                <tr key={slot.id}>
                  <th scope="row" className="pr-4 font-normal">{slot.label}</th>
                  <td className="pr-4">{slot.methodName}</td>
                  <td>
                    {slot.booked} of {slot.capacity}
                    {slot.capacity === 0 ? ' (closed)' : ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      ) : null}
    </div>
  );
}
