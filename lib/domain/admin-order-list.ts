// The back office's order list (issue 24): its sorts and page sizes, shared by the query's schema
// (lib/validation/admin-orders.ts) and the page's links (components/admin/orders), which must not bring zod to the browser.

export const ADMIN_ORDER_SORTS = ['placed', 'delivery', 'total'] as const;
export type AdminOrderSort = (typeof ADMIN_ORDER_SORTS)[number];

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

export const DEFAULT_ORDERS_PER_PAGE = 50;
export const MAX_ORDERS_PER_PAGE = 100;
