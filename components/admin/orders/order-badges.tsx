import type { OrderPaymentStatus, OrderStatus } from '@/lib/domain/order-types';

// The order's state as small coloured words (never colour alone: the word says it), shared by the list and the page.

const STATUS_STYLES: Record<OrderStatus, string> = {
  placed: 'bg-amber-100 text-amber-900',
  confirmed: 'bg-sky-100 text-sky-900',
  baking: 'bg-orange-100 text-orange-900',
  ready: 'bg-emerald-100 text-emerald-900',
  out_for_delivery: 'bg-indigo-100 text-indigo-900',
  delivered: 'bg-gray-200 text-gray-900',
  cancelled: 'bg-red-100 text-red-900',
};

const badge = 'inline-block whitespace-nowrap rounded px-1.5 py-0.5 text-xs font-semibold';

export function StatusBadge({ status, label }: { status: OrderStatus; label: string }) {
  return <span className={`${badge} ${STATUS_STYLES[status]}`}>{label}</span>;
}

const PAYMENT_STYLES: Record<OrderPaymentStatus, string> = {
  unpaid: 'bg-gray-100 text-gray-800',
  paid: 'bg-emerald-100 text-emerald-900',
  refunded: 'bg-violet-100 text-violet-900',
};

const PAYMENT_WORDS: Record<OrderPaymentStatus, string> = { unpaid: 'Unpaid', paid: 'Paid', refunded: 'Refunded' };

export function PaymentBadge({ status }: { status: OrderPaymentStatus }) {
  return <span className={`${badge} ${PAYMENT_STYLES[status]}`}>{PAYMENT_WORDS[status]}</span>;
}

export function RefundDueBadge() {
  return <span className={`${badge} bg-red-600 text-white`}>Refund due</span>;
}
