import { DEFAULT_ORDERS_PER_PAGE } from '@/lib/domain/admin-order-list';
import type { AdminOrderListQuery } from '@/lib/validation/admin-orders';

// The order list's address from its query: every filter, sort and page is in the URL, so a view can be bookmarked,
// shared with a colleague, and opened again after an order's page. Defaults are left out to keep links short.

export type ListLinkQuery = Partial<AdminOrderListQuery>;

const FILTER_KEYS = ['status', 'payment', 'method', 'refund', 'date', 'q', 'customer'] as const;

export function orderListHref(query: ListLinkQuery, changes: ListLinkQuery = {}): string {
  const next: ListLinkQuery = { ...query, ...changes };
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = next[key];
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  if (next.sort && next.sort !== 'placed') params.set('sort', next.sort);
  if (next.dir && next.dir !== 'desc') params.set('dir', next.dir);
  if (next.perPage && next.perPage !== DEFAULT_ORDERS_PER_PAGE) params.set('perPage', String(next.perPage));
  if (next.after) params.set('after', next.after);
  else if (next.before) params.set('before', next.before);
  const search = params.toString();
  return search ? `/admin/orders?${search}` : '/admin/orders';
}

/** The same view from its first page (a new filter or sort starts again at the top). */
export const firstPageHref = (query: ListLinkQuery, changes: ListLinkQuery = {}) =>
  orderListHref({ ...query, after: undefined, before: undefined }, changes);
