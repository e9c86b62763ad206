import { ORDER_STATUS_LABELS, type OrderPaymentStatus, type OrderStatus } from '@/lib/domain/order-types';

const TONES: Record<OrderStatus, string> = {
  placed: 'bg-cocoa-100 text-cocoa-900',
  confirmed: 'bg-saffron-400/20 text-cocoa-900',
  baking: 'bg-saffron-400/30 text-cocoa-900',
  ready: 'bg-saffron-400/40 text-cocoa-900',
  out_for_delivery: 'bg-brand-50 text-brand-800',
  delivered: 'bg-leaf-500/15 text-leaf-700',
  cancelled: 'bg-gray-100 text-gray-700',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONES[status]}`}>{ORDER_STATUS_LABELS[status]}</span>;
}

/** Paid, refunded or not yet, with the method's name as its gateway gives it (the order summary's paymentLabel). */
export function PaymentBadge({ paymentStatus, paymentMethod, paymentLabel }: { paymentStatus: OrderPaymentStatus; paymentMethod: string; paymentLabel: string }) {
  const text =
    paymentStatus === 'paid' ? `Paid · ${paymentLabel}` : paymentStatus === 'refunded' ? 'Refunded' : paymentMethod === 'cod' ? paymentLabel : `Not paid yet · ${paymentLabel}`;
  return <span className="text-xs font-medium text-gray-700">{text}</span>;
}
