import Link from 'next/link';
import { ORDER_STATUS_LABELS, ORDER_STATUSES } from '@/lib/domain/order-types';
import { DEFAULT_ORDERS_PER_PAGE, type AdminOrderListQuery } from '@/lib/validation/admin-orders';
import { firstPageHref } from './list-href';

// The list's filters: a plain GET form (it works before any JavaScript, Enter in any field applies it, and the result
// is a URL). The server reads and checks every value (lib/validation/admin-orders.ts); the sort and page size ride
// along as hidden fields, and a new filter starts again from the first page (no cursor is sent).

const field = 'min-h-10 rounded-md border border-gray-300 bg-white px-2 text-sm focus-visible:outline-2 focus-visible:outline-brand-600';
const label = 'flex flex-col gap-0.5 text-xs font-semibold text-gray-700';

function Select({ name, text, value, options, all = 'All' }: { name: string; text: string; value: string | number | undefined; options: [string, string][]; all?: string }) {
  return (
    <label className={label}>
      {text}
      <select name={name} defaultValue={value === undefined ? '' : String(value)} className={field}>
        <option value="">{all}</option>
        {options.map(([v, words]) => (
          <option key={v} value={v}>
            {words}
          </option>
        ))}
      </select>
    </label>
  );
}

export function OrderListFilters({ query, customerName }: { query: AdminOrderListQuery; customerName: string | null }) {
  return (
    <form method="get" action="/admin/orders" className="flex flex-wrap items-end gap-2" aria-label="Filter the orders">
      <label className={`${label} min-w-56 flex-1 sm:max-w-xs`}>
        Search
        <input
          type="search"
          name="q"
          defaultValue={query.q ?? ''}
          maxLength={80}
          placeholder="Order number, customer name or phone"
          className={field}
        />
      </label>
      <Select name="status" text="Status" value={query.status} options={ORDER_STATUSES.map((s) => [s, ORDER_STATUS_LABELS[s]])} />
      <Select name="payment" text="Payment" value={query.payment} options={[['unpaid', 'Unpaid'], ['paid', 'Paid'], ['refunded', 'Refunded']]} />
      <Select name="method" text="Paid by" value={query.method} options={[['cod', 'Cash on delivery'], ['esewa', 'eSewa'], ['khalti', 'Khalti']]} />
      <Select name="refund" text="Refund" value={query.refund} all="Any" options={[['due', 'Refund due'], ['done', 'Refund done']]} />
      <label className={label}>
        Delivery date
        <input type="date" name="date" defaultValue={query.date ?? ''} className={field} />
      </label>
      <Select
        name="perPage"
        text="Per page"
        value={query.perPage === DEFAULT_ORDERS_PER_PAGE ? undefined : query.perPage}
        all={String(DEFAULT_ORDERS_PER_PAGE)}
        options={[['25', '25'], ['100', '100']]}
      />
      {query.customer ? <input type="hidden" name="customer" value={query.customer} /> : null}
      {query.sort !== 'placed' ? <input type="hidden" name="sort" value={query.sort} /> : null}
      {query.dir !== 'desc' ? <input type="hidden" name="dir" value={query.dir} /> : null}
      <button
        type="submit"
        className="min-h-10 rounded-md bg-gray-900 px-3 text-sm font-semibold text-white hover:bg-gray-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        Apply
      </button>
      <Link href="/admin/orders" className="min-h-10 px-2 py-2 text-sm text-brand-700 hover:underline">
        Clear filters
      </Link>
      {query.customer ? (
        <p className="w-full text-sm text-gray-800">
          Only the orders of <strong>{customerName ?? `customer #${query.customer}`}</strong>.{' '}
          <Link href={firstPageHref(query, { customer: undefined })} className="text-brand-700 underline">
            Show every customer
          </Link>
        </p>
      ) : null}
    </form>
  );
}
