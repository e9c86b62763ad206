import { ORDER_STATUS_LABELS, paymentMethodName, type OrderPaymentStatus, type OrderStatus } from '@/lib/domain/order-types';

// Small labels the kitchen reads at a glance: the order's status (colour AND words, never colour alone) and how it
// is paid.

const STATUS_CLASSES: Record<OrderStatus, string> = {
  placed: 'bg-amber-100 text-amber-900 ring-amber-300',
  confirmed: 'bg-sky-100 text-sky-900 ring-sky-300',
  baking: 'bg-orange-100 text-orange-900 ring-orange-300',
  ready: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  out_for_delivery: 'bg-indigo-100 text-indigo-900 ring-indigo-300',
  delivered: 'bg-gray-100 text-gray-800 ring-gray-300',
  cancelled: 'bg-red-100 text-red-900 ring-red-300',
};

export function StatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span className={`inline-block rounded px-1.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${STATUS_CLASSES[status]}`}>
      {status === 'placed' ? 'Placed · not confirmed' : ORDER_STATUS_LABELS[status]}
    </span>
  );
}

const PAYMENT_LABELS: Record<OrderPaymentStatus, string> = { unpaid: 'Unpaid', paid: 'Paid', refunded: 'Refunded' };

/** 'Paid · eSewa', 'Unpaid · Cash on delivery' (a brand keeps its own spelling: eSewa, not ESewa). */
export function paymentLabel(status: OrderPaymentStatus, method: string): string {
  const name = paymentMethodName(method);
  return `${PAYMENT_LABELS[status]} · ${/^[a-z][A-Z]/.test(name) ? name : `${name.charAt(0).toUpperCase()}${name.slice(1)}`}`;
}
