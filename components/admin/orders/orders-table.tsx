'use client';

import { createColumnHelper, flexRender, getCoreRowModel, useReactTable, type SortingState } from '@tanstack/react-table';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useMemo, type MouseEvent } from 'react';
import { formatNpr } from '@/lib/domain/money';
import type { AdminOrderRow } from '@/lib/server/services/admin-orders/types';
import type { AdminOrderSort } from '@/lib/domain/admin-order-list';
import type { AdminOrderListQuery } from '@/lib/validation/admin-orders';
import { deliveryDay, deliveryMethodName, kathmanduTime } from './format';
import { firstPageHref } from './list-href';
import { PaymentBadge, RefundDueBadge, StatusBadge } from './order-badges';

// The order list as a dense table, drawn by @tanstack/react-table in manual mode: the rows are one page the server
// already filtered, sorted and cut (lib/server/services/admin-orders/list.ts), and the table only holds the sort state
// and draws. A sortable header is a link to the same list sorted that way (from its first page), so sorting works from
// the keyboard, opens in a new tab, and is a URL like every other view. Each row's order number is its link (Tab to
// it, Enter opens the order); a click anywhere else on the row opens it too.

const column = createColumnHelper<AdminOrderRow>();

/** The columns the server can sort by, and the direction a first click asks for (newest, dearest; soonest delivery). */
const SORTABLE: Record<string, { sort: AdminOrderSort; first: 'asc' | 'desc' }> = {
  placed: { sort: 'placed', first: 'desc' },
  delivery: { sort: 'delivery', first: 'asc' },
  total: { sort: 'total', first: 'desc' },
};

const orderHref = (id: number) => `/admin/orders/${id}`;

const columns = [
  column.accessor('number', {
    header: 'Order',
    enableSorting: false,
    cell: (info) => (
      <Link href={orderHref(info.row.original.id)} className="whitespace-nowrap font-semibold text-brand-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600">
        {info.getValue()}
      </Link>
    ),
  }),
  column.accessor('createdAt', { id: 'placed', header: 'Placed', cell: (info) => <span className="whitespace-nowrap">{kathmanduTime(info.getValue())}</span> }),
  column.accessor('customer', {
    header: 'Customer',
    enableSorting: false,
    cell: (info) => (
      <>
        <span className="block max-w-44 truncate">{info.getValue().name}</span>
        {info.getValue().phone ? <span className="block text-xs text-gray-700">{info.getValue().phone}</span> : null}
      </>
    ),
  }),
  column.accessor('deliveryDate', {
    id: 'delivery',
    header: 'Delivery',
    cell: (info) => (
      <span className="whitespace-nowrap">
        {deliveryDay(info.getValue())}
        <span className="block text-xs text-gray-700">{info.row.original.slotLabel}</span>
      </span>
    ),
  }),
  column.accessor('area', { header: 'Area', enableSorting: false, cell: (info) => <span className="block max-w-40 truncate">{info.getValue()}</span> }),
  column.accessor('deliveryMethod', { header: 'Method', enableSorting: false, cell: (info) => deliveryMethodName(info.getValue()) }),
  column.accessor('itemsBrief', { header: 'Items', enableSorting: false, cell: (info) => <span className="block max-w-56 truncate" title={info.getValue()}>{info.getValue()}</span> }),
  column.accessor('total', {
    id: 'total',
    header: 'Total',
    meta: { numeric: true },
    cell: (info) => <span className="whitespace-nowrap tabular-nums">{formatNpr(info.getValue(), { compact: false })}</span>,
  }),
  column.display({
    id: 'payment',
    header: 'Payment',
    cell: ({ row }) => (
      <span className="flex flex-wrap items-center gap-1">
        <span className="whitespace-nowrap">{row.original.paymentLabel}</span>
        <PaymentBadge status={row.original.paymentStatus} />
        {row.original.refundStatus === 'due' ? <RefundDueBadge /> : null}
      </span>
    ),
  }),
  column.accessor('status', { header: 'Status', enableSorting: false, cell: (info) => <StatusBadge status={info.getValue()} label={info.row.original.statusLabel} /> }),
  column.accessor('rider', { header: 'Rider', enableSorting: false, cell: (info) => info.getValue()?.name ?? <span className="text-gray-600">—</span> }),
];

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

export function OrdersTable({ rows, query }: { rows: AdminOrderRow[]; query: AdminOrderListQuery }) {
  const router = useRouter();
  const sorting: SortingState = useMemo(() => [{ id: query.sort, desc: query.dir === 'desc' }], [query.sort, query.dir]);
  // eslint-disable-next-line react-hooks/incompatible-library -- no React Compiler here (next.config.mjs); the table is one page of rows, drawn again with each new page
  const table = useReactTable({
    data: rows,
    columns,
    state: { sorting },
    manualSorting: true,
    manualFiltering: true,
    manualPagination: true,
    enableSortingRemoval: false,
    getCoreRowModel: getCoreRowModel(),
  });

  /** A click on the row (not on its link) opens the order, as the link would. */
  const openRow = (event: MouseEvent<HTMLTableRowElement>, id: number) => {
    if ((event.target as HTMLElement).closest('a, button, input, select, textarea')) return;
    if (window.getSelection()?.toString()) return; // selecting a phone number to copy is not a click
    if (event.metaKey || event.ctrlKey) window.open(orderHref(id), '_blank', 'noopener');
    else router.push(orderHref(id));
  };

  return (
    <div className="relative overflow-x-auto rounded-lg border border-gray-200 bg-white">
      <table className="w-full min-w-[1100px] border-collapse text-left text-sm">
        <caption className="sr-only">Orders, {query.sort === 'placed' ? 'by time placed' : query.sort === 'delivery' ? 'by delivery slot' : 'by total'}</caption>
        <thead className="bg-gray-100 text-xs uppercase tracking-wide text-gray-700">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const sortable = SORTABLE[header.column.id];
                const current = header.column.getIsSorted();
                const numeric = (header.column.columnDef.meta as { numeric?: boolean } | undefined)?.numeric;
                const next = current ? (current === 'asc' ? 'desc' : 'asc') : sortable?.first;
                return (
                  <th key={header.id} scope="col" aria-sort={current ? ARIA_SORT[current] : undefined} className={`px-2 py-2 font-semibold ${numeric ? 'text-right' : ''}`}>
                    {sortable ? (
                      <Link
                        href={firstPageHref(query, { sort: sortable.sort, dir: next })}
                        className="inline-flex items-center gap-1 rounded hover:text-gray-950 focus-visible:outline-2 focus-visible:outline-brand-600"
                      >
                        {flexRender(header.column.columnDef.header, header.getContext())}
                        <span aria-hidden="true">{current === 'asc' ? '▲' : current === 'desc' ? '▼' : '↕'}</span>
                        <span className="sr-only">{current ? `, sorted ${ARIA_SORT[current]}; sort ${ARIA_SORT[next!]}` : `, sort ${ARIA_SORT[next!]}`}</span>
                      </Link>
                    ) : (
                      flexRender(header.column.columnDef.header, header.getContext())
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr
              key={row.id}
              onClick={(event) => openRow(event, row.original.id)}
              className={`cursor-pointer border-t border-gray-200 align-top hover:bg-brand-50 focus-within:bg-brand-50 ${row.original.refundStatus === 'due' ? 'bg-red-50' : ''}`}
            >
              {row.getVisibleCells().map((cell) => {
                const numeric = (cell.column.columnDef.meta as { numeric?: boolean } | undefined)?.numeric;
                return (
                  <td key={cell.id} className={`px-2 py-1.5 ${numeric ? 'text-right' : ''}`}>
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
