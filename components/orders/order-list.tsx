import Link from 'next/link';
import { deliveryDay } from '@/components/checkout/delivery-day';
import { ArtImage } from '@/components/ui/art-image';
import { buttonClasses } from '@/components/ui/button-classes';
import { formatKathmanduDate } from '@/lib/domain/kathmandu-time';
import { formatNpr } from '@/lib/domain/money';
import type { OrderSummary } from '@/lib/domain/order-types';
import { OrderStatusBadge, PaymentBadge } from './order-status-badge';

/** 'Vanilla Cake × 2 and 1 more': the first product with its quantity, then how many other LINES (add-ons too). */
export function itemsLine(order: Pick<OrderSummary, 'firstItem' | 'lineCount'>): string {
  if (!order.firstItem) return '';
  const first = order.firstItem.quantity > 1 ? `${order.firstItem.name} × ${order.firstItem.quantity}` : order.firstItem.name;
  const others = order.lineCount - 1;
  return others > 0 ? `${first} and ${others} more` : first;
}

/** The customer's orders with their current status (and Pay now for unpaid online ones). */
export function OrderList({ orders }: { orders: OrderSummary[] }) {
  return (
    <ul className="space-y-3">
      {orders.map((order) => (
        <li key={order.id} className="flex flex-wrap gap-x-4 gap-y-3 rounded-2xl border border-cocoa-100 bg-white p-4 shadow-sm">
          {order.firstItem ? <ArtImage src={order.firstItem.image} alt="" width={64} height={64} className="size-16 shrink-0 rounded-xl object-cover" /> : null}
          <div className="min-w-0 flex-1 space-y-1 text-sm">
            <div className="flex flex-wrap items-center gap-2">
              <Link href={`/profile/orders/view-order/${order.id}`} className="inline-flex min-h-6 items-center font-semibold text-cocoa-900 hover:underline">
                {order.number}
              </Link>
              <OrderStatusBadge status={order.status} />
            </div>
            <p className="text-gray-800">{itemsLine(order)}</p>
            <p className="text-xs text-gray-700">
              Ordered {formatKathmanduDate(order.createdAt, 'd MMM yyyy')} · delivery {deliveryDay(order.deliveryDate)}, {order.slotLabel}
            </p>
            <PaymentBadge paymentStatus={order.paymentStatus} paymentMethod={order.paymentMethod} paymentLabel={order.paymentLabel} />
          </div>
          <div className="flex w-full items-center justify-between gap-2 border-t border-cocoa-100 pt-3 sm:w-auto sm:flex-col sm:items-end sm:border-0 sm:pt-0">
            <span className="font-semibold text-cocoa-900">{formatNpr(order.total, { compact: false })}</span>
            {/* The row's action: 44 px tall, like the shop's other main buttons (it was a 33 × 20 px word). */}
            <Link href={`/profile/orders/view-order/${order.id}`} className={buttonClasses('secondary', 'md', 'min-w-24')}>
              {order.canPay ? 'Pay now' : 'View'}
              <span className="sr-only"> order {order.number}</span>
            </Link>
          </div>
        </li>
      ))}
    </ul>
  );
}
