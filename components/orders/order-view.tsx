import Link from 'next/link';
import { deliveryWhen } from '@/components/checkout/delivery-day';
import { CakePhotoThumb } from '@/components/cart/cake-photo-thumb';
import { ArtImage } from '@/components/ui/art-image';
import { formatNpr } from '@/lib/domain/money';
import { isFreeLine } from '@/lib/domain/order-lines';
import type { CancellationReason, OrderDetail } from '@/lib/domain/order-types';
import type { GatewayOption } from '@/lib/api/hooks/use-orders';
import { CancelOrder } from './cancel-order';
import { OrderFeedbackForm } from './order-feedback-form';
import { LiveOrderHead, LiveOrderTimeline } from './live-order';
import { OrderTotals } from './order-totals';
import { PayNow } from './pay-now';

type Props = {
  order: OrderDetail;
  reasons: CancellationReason[];
  gateways: GatewayOption[];
};

/**
 * One order for its owner: status timeline, items, totals, delivery, and what they can do now. The status, the rider
 * and the timeline keep themselves current (live-order.tsx); the rest follows when the status changes.
 */
export function OrderView({ order, reasons, gateways }: Props) {
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_320px]">
      <div className="min-w-0 space-y-6">
        <LiveOrderHead order={order} />
        {order.canPay ? <PayNow orderId={order.id} gateways={gateways} defaultGateway={order.paymentMethod} /> : null}

        <section aria-labelledby="order-items">
          <h2 id="order-items" className="mb-2 font-display text-lg font-bold text-cocoa-900">
            Items
          </h2>
          {/* The order's one list of lines (lib/domain/order-lines.ts): free gifts and a prize's item are here with
              their रू 0, as in the cart, the checkout, the order mail and the SMS. */}
          <ul className="divide-y divide-cocoa-100 border-y border-cocoa-100">
            {order.items.map((item) => (
              <li key={item.id} className="flex gap-3 py-3" data-testid="order-line">
                <ArtImage src={item.image} alt="" width={64} height={64} className="size-16 shrink-0 rounded-xl object-cover" />
                <div className="min-w-0 flex-1 text-sm">
                  {item.kind !== 'accessory' ? (
                    <Link href={`/product/${item.slug}`} className="font-semibold text-cocoa-900 hover:underline">
                      {item.name}
                    </Link>
                  ) : (
                    <span className="font-semibold text-cocoa-900">{item.name}</span>
                  )}
                  {item.optionsSummary.length ? <p className="text-xs text-gray-700">{item.optionsSummary.join(' · ')}</p> : null}
                  {item.options.photoUploadId ? <CakePhotoThumb uploadId={item.options.photoUploadId} className="my-1" /> : null}
                  {isFreeLine(item) ? (
                    <p className="font-medium text-leaf-700">
                      Free × {item.quantity}
                      {item.note ? <span className="block text-xs font-normal text-gray-700">{item.note}</span> : null}
                    </p>
                  ) : (
                    <p className="text-gray-800">
                      {formatNpr(item.unitPrice, { compact: false })} × {item.quantity}
                    </p>
                  )}
                </div>
                <p className="text-sm font-semibold text-cocoa-900">{formatNpr(item.lineTotal, { compact: false })}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="order-delivery" className="text-sm text-gray-800">
          <h2 id="order-delivery" className="mb-2 font-display text-lg font-bold text-cocoa-900">
            Delivery
          </h2>
          <p>
            <span className="font-semibold text-cocoa-900">{order.address.receiverName}</span> · {order.address.phoneNumber}
          </p>
          <p>
            {order.address.landmark ? `${order.address.landmark}, ` : ''}
            {order.address.locationLabel}
          </p>
          <p>
            {deliveryWhen(order.delivery.date, { methodName: order.delivery.methodName, slotLabel: order.slotLabel })}
          </p>
          {order.note ? <p className="mt-1 italic">“{order.note}”</p> : null}
        </section>

        {order.canCancel ? <CancelOrder orderId={order.id} reasons={reasons} /> : null}
        {order.cancellation ? (
          <p className="text-sm text-gray-800">
            Cancelled: {order.cancellation.reason}
            {order.cancellation.note ? ` (${order.cancellation.note})` : ''}
          </p>
        ) : null}
        {order.canGiveFeedback ? <OrderFeedbackForm orderId={order.id} /> : null}
        {order.feedback ? (
          <p className="text-sm text-gray-800">
            You rated this order {order.feedback.rating} of 5
            {order.feedback.deliveryRating ? `, the delivery ${order.feedback.deliveryRating} of 5` : ''}
            {order.feedback.riderRating ? `, the rider ${order.feedback.riderRating} of 5` : ''}
            {order.feedback.comment ? `: “${order.feedback.comment}”` : '.'}
          </p>
        ) : null}
        <p className="text-sm text-gray-800">
          Something wrong with this order?{' '}
          <Link href={`/profile/tickets/new?orderId=${order.id}`} className="font-semibold text-brand-700 underline" data-testid="report-problem">
            Report a problem
          </Link>
        </p>
      </div>
      <aside className="h-fit space-y-5 rounded-2xl border border-cocoa-100 bg-white p-5 shadow-sm">
        <div>
          <h2 className="mb-2 font-display text-lg font-bold text-cocoa-900">Total</h2>
          <OrderTotals totals={order.totals} couponCode={order.couponCode} itemCount={order.itemCount} />
        </div>
        <div>
          <h2 className="mb-2 font-display text-lg font-bold text-cocoa-900">Status</h2>
          <LiveOrderTimeline order={order} />
        </div>
      </aside>
    </div>
  );
}
