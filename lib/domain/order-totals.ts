import { formatNpr } from './money';
import type { OrderTotalsView } from './order-types';

// An order's totals as rows of words, from the server's amounts (paisa): the checkout review and sidebar, the order
// page and the order mail all write them from here, so a free delivery reads the same everywhere.

export type TotalsRowView = { label: string; value: string; note?: string; strong?: boolean };

const money = (paisa: number) => formatNpr(paisa, { compact: false });

/**
 * Items, add-ons, discount, gift voucher, delivery and total. `deliveryNote` is the server's sentence about the
 * charge (checkout has it); without one, a delivery a code took off says how much it took.
 */
export function orderTotalsRows(
  totals: OrderTotalsView,
  options: { couponCode?: string | null; itemCount?: number | undefined; deliveryNote?: string | undefined } = {},
): TotalsRowView[] {
  const code = options.couponCode ?? null;
  const rows: TotalsRowView[] = [{ label: options.itemCount === undefined ? 'Items' : `Items (${options.itemCount})`, value: money(totals.subtotal) }];
  if (totals.accessories > 0) rows.push({ label: 'Add-ons', value: money(totals.accessories) });
  if (totals.discount > 0) rows.push({ label: `Discount${code ? ` (${code})` : ''}`, value: `− ${money(totals.discount)}` });
  if (totals.voucher > 0) rows.push({ label: 'Gift voucher', value: `− ${money(totals.voucher)}` });
  const waived = totals.deliveryDiscount;
  const byCode = `Your free delivery code${code ? ` ${code}` : ''}`;
  const note =
    options.deliveryNote ??
    (waived <= 0
      ? undefined
      : totals.deliveryCharge === 0
        ? `${byCode}: the whole ${money(waived)} off.`
        : `${byCode}: ${money(waived)} off the ${money(totals.deliveryCharge + waived)}.`);
  rows.push({ label: 'Delivery', value: totals.deliveryCharge === 0 ? 'Free' : money(totals.deliveryCharge), ...(note ? { note } : {}) });
  rows.push({ label: 'Total', value: money(totals.total), strong: true });
  return rows;
}

/** A row as a line of a plain-text message: 'Delivery: Free (Your free delivery code WIN-…: the whole रू 100 off.)'. */
export const totalsRowText = (row: TotalsRowView): string => `${row.label}: ${row.value}${row.note ? ` (${row.note})` : ''}`;
