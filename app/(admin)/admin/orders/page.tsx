import type { Metadata } from 'next';
import { OrderListFilters } from '@/components/admin/orders/order-list-filters';
import { OrdersPager } from '@/components/admin/orders/orders-pager';
import { OrdersTable } from '@/components/admin/orders/orders-table';
import { requireStaffPage } from '@/lib/server/auth/back-office';
import { ApiError } from '@/lib/server/http/errors';
import { fieldErrors } from '@/lib/server/http/respond';
import { listAdminOrders } from '@/lib/server/services/admin-orders';
import { adminOrderListSchema } from '@/lib/validation/admin-orders';

// The back office's order list (issue 24): every order, filtered, sorted and paged on the server by the same service
// as GET admin/orders (lib/server/services/admin-orders/list.ts), drawn as a dense table. The whole view is its URL.
export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Orders' };

type SearchParams = Record<string, string | string[] | undefined>;

function pathWithQuery(params: SearchParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) search.append(key, v);
  const text = search.toString();
  return text ? `/admin/orders?${text}` : '/admin/orders';
}

async function load(params: SearchParams) {
  const parsed = adminOrderListSchema.safeParse(params);
  if (!parsed.success) {
    // A hand-edited address with a value the list does not know: every order, and which value was not understood.
    return { list: await listAdminOrders(adminOrderListSchema.parse({})), problems: Object.entries(fieldErrors(parsed.error)) };
  }
  try {
    return { list: await listAdminOrders(parsed.data), problems: [] };
  } catch (error) {
    // A page link from before a change of sort, or edited by hand: the same view from its first page.
    if (!(error instanceof ApiError) || error.status !== 400) throw error;
    const firstPage = { ...parsed.data, after: undefined, before: undefined };
    return { list: await listAdminOrders(firstPage), problems: [['page', error.message] as [string, string]] };
  }
}

export default async function OrdersPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  await requireStaffPage('orders.read', pathWithQuery(params));
  const { list, problems } = await load(params);
  const { query } = list;
  const customerName = query.customer ? (list.orders[0]?.customer.name ?? null) : null;

  return (
    <div className="mx-auto max-w-[1900px] space-y-3">
      <h1 className="text-xl font-bold">Orders</h1>
      <OrderListFilters query={query} customerName={customerName} />
      {problems.length ? (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-900">
          Some of the address was not understood, so it was left out: {problems.map(([field, message]) => `${field}: ${message}`).join('; ')}
        </p>
      ) : null}
      <OrdersPager query={query} cursors={list.cursors} shown={list.orders.length} total={list.total} totalIsLowerBound={list.totalIsLowerBound} />
      {list.orders.length ? (
        <OrdersTable rows={list.orders} query={query} />
      ) : (
        <p className="rounded-lg border border-dashed border-gray-300 bg-white px-3 py-6 text-center text-gray-700">No orders match these filters.</p>
      )}
      {list.orders.length > 20 ? (
        <OrdersPager bottom query={query} cursors={list.cursors} shown={list.orders.length} total={list.total} totalIsLowerBound={list.totalIsLowerBound} />
      ) : null}
    </div>
  );
}
