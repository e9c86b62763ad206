import type { OrderTotalsView } from '@/lib/domain/order-types';
import { formatNpr } from '@/lib/domain/money';

const money = (paisa: number) => formatNpr(paisa, { compact: false });

/** One label/amount pair of a totals <dl> (the cart summary uses it too, so both lists look alike). */
export function TotalsRow({ label, value, strong = false, className = '' }: { label: string; value: string; strong?: boolean; className?: string }) {
  return (
    <div className={`flex justify-between gap-4 ${strong ? 'text-base font-bold text-cocoa-900' : 'text-sm text-gray-800'} ${className}`}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** Totals exactly as the server computed them (checkout review, confirmation, order page). Paisa in, rupees out. */
export function OrderTotals({ totals, couponCode = null, itemCount }: { totals: OrderTotalsView; couponCode?: string | null; itemCount?: number }) {
  return (
    <dl className="space-y-2" data-testid="order-totals">
      <TotalsRow label={itemCount === undefined ? 'Items' : `Items (${itemCount})`} value={money(totals.subtotal)} />
      {totals.accessories > 0 ? <TotalsRow label="Add-ons" value={money(totals.accessories)} /> : null}
      {totals.discount > 0 ? <TotalsRow label={`Discount${couponCode ? ` (${couponCode})` : ''}`} value={`− ${money(totals.discount)}`} /> : null}
      {totals.voucher > 0 ? <TotalsRow label="Gift voucher" value={`− ${money(totals.voucher)}`} /> : null}
      <TotalsRow label="Delivery" value={totals.deliveryCharge === 0 ? 'Free' : money(totals.deliveryCharge)} />
      <TotalsRow label="Total" value={money(totals.total)} strong className="border-t border-cocoa-100 pt-2" />
    </dl>
  );
}
