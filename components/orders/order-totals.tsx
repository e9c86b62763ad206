import type { OrderTotalsView } from '@/lib/domain/order-types';
import { orderTotalsRows } from '@/lib/domain/order-totals';

/** One label/amount pair of a totals <dl> (the cart summary uses it too, so both lists look alike). */
export function TotalsRow({
  label,
  value,
  note,
  strong = false,
  className = '',
}: {
  label: string;
  value: string;
  /** A sentence under the row (a second <dd>, so the list stays valid and the amount stays the first). */
  note?: string | undefined;
  strong?: boolean;
  className?: string;
}) {
  return (
    <div className={`flex flex-wrap justify-between gap-x-4 gap-y-0.5 ${strong ? 'text-base font-bold text-cocoa-900' : 'text-sm text-gray-800'} ${className}`}>
      <dt>{label}</dt>
      <dd>{value}</dd>
      {note ? (
        <dd className="w-full text-xs text-gray-700">
          {note}
        </dd>
      ) : null}
    </div>
  );
}

/**
 * Totals exactly as the server computed them (checkout review and sidebar, confirmation, order page), in the rows the
 * order mail writes too (lib/domain/order-totals.ts). `deliveryNote` is the server's sentence about the charge (why
 * it is free, what a method adds, what a free-delivery code took off), under its row.
 */
export function OrderTotals({
  totals,
  couponCode = null,
  itemCount,
  deliveryNote,
  testId = 'order-totals',
}: {
  totals: OrderTotalsView;
  couponCode?: string | null;
  itemCount?: number;
  deliveryNote?: string | undefined;
  testId?: string;
}) {
  return (
    <dl className="space-y-2" data-testid={testId}>
      {orderTotalsRows(totals, { couponCode, itemCount, deliveryNote }).map((row) => (
        <TotalsRow
          key={row.label}
          label={row.label}
          value={row.value}
          note={row.note}
          strong={row.strong === true}
          className={row.strong ? 'border-t border-cocoa-100 pt-2' : ''}
        />
      ))}
    </dl>
  );
}
