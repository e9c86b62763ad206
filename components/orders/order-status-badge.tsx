import { ORDER_STATUS_LABELS, type OrderPaymentStatus, type OrderStatus } from '@/lib/domain/order-types';

const TONES: Record<OrderStatus, string> = {
  placed: 'bg-cocoa-100 text-cocoa-900',
  confirmed: 'bg-saffron-400/20 text-cocoa-900',
  preparing: 'bg-saffron-400/30 text-cocoa-900',
  out_for_delivery: 'bg-brand-50 text-brand-800',
  delivered: 'bg-leaf-500/15 text-leaf-700',
  cancelled: 'bg-gray-100 text-gray-700',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONES[status]}`}>{ORDER_STATUS_LABELS[status]}</span>;
}

export function PaymentBadge({ paymentStatus, paymentMethod }: { paymentStatus: OrderPaymentStatus; paymentMethod: string }) {
  const method = paymentMethod === 'cod' ? 'Cash on delivery' : paymentMethod === 'esewa' ? 'eSewa' : paymentMethod === 'khalti' ? 'Khalti' : paymentMethod;
  const text = paymentStatus === 'paid' ? `Paid · ${method}` : paymentStatus === 'refunded' ? 'Refunded' : paymentMethod === 'cod' ? 'Cash on delivery' : `Not paid yet · ${method}`;
  return <span className="text-xs font-medium text-gray-700">{text}</span>;
}
