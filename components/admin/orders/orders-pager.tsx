import Link from 'next/link';
import type { AdminOrderListQuery } from '@/lib/validation/admin-orders';
import { firstPageHref, orderListHref } from './list-href';

// Paging by keyset (lib/server/services/admin-orders/list.ts): "previous" and "next" carry the sort keys of the rows at
// either end of this page, so any page costs what the first does. There are no page numbers on purpose: a number
// would need the rows before it counted, which is exactly the cost keyset paging avoids.

const link = 'inline-flex min-h-10 items-center rounded-md border border-gray-300 bg-white px-3 text-sm font-medium hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand-600';
const off = 'inline-flex min-h-10 items-center rounded-md border border-gray-200 px-3 text-sm text-gray-500';

export function OrdersPager({ query, cursors, shown, total, totalIsLowerBound, bottom = false }: {
  /** The second pager under a long table: its own name, and it does not announce the count again. */
  bottom?: boolean;
  query: AdminOrderListQuery;
  cursors: { next: string | null; previous: string | null };
  shown: number;
  total: number;
  totalIsLowerBound: boolean;
}) {
  const onFirstPage = !query.after && !query.before;
  return (
    <nav aria-label={bottom ? 'Pages of orders, below the table' : 'Pages of orders'} className="flex flex-wrap items-center gap-2 text-sm">
      <p className="mr-auto text-gray-800" aria-live={bottom ? undefined : 'polite'}>
        {shown} shown of {total.toLocaleString('en-IN')}
        {totalIsLowerBound ? '+' : ''} {total === 1 && !totalIsLowerBound ? 'order' : 'orders'}
      </p>
      {onFirstPage ? null : (
        <Link href={firstPageHref(query)} className={link}>
          First page
        </Link>
      )}
      {cursors.previous ? (
        <Link href={orderListHref(query, { before: cursors.previous, after: undefined })} className={link} rel="prev">
          ← Previous
        </Link>
      ) : (
        <span className={off} aria-disabled="true">← Previous</span>
      )}
      {cursors.next ? (
        <Link href={orderListHref(query, { after: cursors.next, before: undefined })} className={link} rel="next">
          Next →
        </Link>
      ) : (
        <span className={off} aria-disabled="true">Next →</span>
      )}
    </nav>
  );
}
