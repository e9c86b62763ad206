import Link from 'next/link';
import { ORDER_STATUS_LABELS, ORDER_STATUSES } from '@/lib/domain/order-types';
import type { KitchenFilters } from '@/lib/validation/kitchen';

// The board's filters: a plain GET form, so a filtered board is a URL (bookmarked on the kitchen tablet, shared with
// dispatch) and works before any JavaScript. The server reads and checks every value (lib/validation/kitchen.ts).

const field = 'min-h-10 rounded-md border border-gray-300 bg-white px-2 text-sm focus-visible:outline-2 focus-visible:outline-brand-600';

function Select({ name, label, value, options }: { name: string; label: string; value: string | number | undefined; options: [string, string][] }) {
  return (
    <label className="flex flex-col gap-0.5 text-xs font-semibold text-gray-700">
      {label}
      <select name={name} defaultValue={value === undefined ? '' : String(value)} className={field}>
        <option value="">All</option>
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}

export function BoardFilters({ date, filters, areas }: { date: string; filters: KitchenFilters; areas: { id: number; name: string }[] }) {
  return (
    <form method="get" action="/admin/kitchen" className="flex flex-wrap items-end gap-2 print:hidden" aria-label="Filter the board">
      <input type="hidden" name="date" value={date} />
      <Select name="status" label="Status" value={filters.status} options={ORDER_STATUSES.map((s) => [s, ORDER_STATUS_LABELS[s]])} />
      <Select name="area" label="Area" value={filters.area} options={areas.map((a) => [String(a.id), a.name])} />
      <Select name="method" label="Delivery" value={filters.method} options={[['standard', 'Standard'], ['express', 'Express'], ['midnight', 'Midnight']]} />
      <Select name="payment" label="Payment" value={filters.payment} options={[['unpaid', 'Unpaid'], ['paid', 'Paid'], ['refunded', 'Refunded']]} />
      <Select name="pay" label="Paid by" value={filters.pay} options={[['cod', 'Cash on delivery'], ['esewa', 'eSewa'], ['khalti', 'Khalti']]} />
      <label className="flex min-h-10 items-center gap-1.5 text-sm">
        <input type="checkbox" name="cancelled" value="1" defaultChecked={filters.cancelled} />
        Show cancelled
      </label>
      <button type="submit" className="min-h-10 rounded-md bg-gray-900 px-3 text-sm font-semibold text-white hover:bg-gray-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600">
        Apply
      </button>
      <Link href={`/admin/kitchen?date=${date}`} className="min-h-10 px-2 py-2 text-sm text-brand-700 hover:underline">
        Clear filters
      </Link>
    </form>
  );
}
