import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { kathmanduTime } from '@/components/admin/orders/format';
import { StatusBadge } from '@/components/admin/orders/order-badges';
import { OrderActions } from '@/components/admin/orders/order-actions';
import { LinesPanel } from '@/components/admin/orders/order-lines';
import { PaymentPanel } from '@/components/admin/orders/order-money';
import { CustomerPanel, DeliveryPanel } from '@/components/admin/orders/order-people';
import { RoadPanel } from '@/components/admin/orders/order-road';
import { TimelinePanel } from '@/components/admin/orders/order-timeline';
import { formatNpr } from '@/lib/domain/money';
import { requireStaffPage } from '@/lib/server/auth/back-office';
import { ApiError } from '@/lib/server/http/errors';
import { adminOrderView } from '@/lib/server/services/admin-orders';
import { rowIdOrNull } from '@/lib/validation/ids';

// One order for staff (issue 24): everything about it from the same service as GET admin/orders/{id}, and the actions
// this staff member may take on it now. A wrong or unknown id is the shop's not-found page.
export const dynamic = 'force-dynamic';

type Params = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const id = rowIdOrNull((await params).id);
  return { title: id ? `Order #${id}` : 'Order' };
}

export default async function AdminOrderPage({ params }: Params) {
  const raw = (await params).id;
  const staff = await requireStaffPage('orders.read', `/admin/orders/${encodeURIComponent(raw)}`);
  const id = rowIdOrNull(raw);
  if (id === null) notFound();
  const order = await adminOrderView(id, staff.role).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 404) notFound();
    throw error;
  });
  const money = (paisa: number) => formatNpr(paisa, { compact: false });

  return (
    <div className="mx-auto max-w-[1500px] space-y-3">
      <p className="text-sm print:hidden">
        <Link href="/admin/orders" className="text-brand-700 underline">
          ← All orders
        </Link>
      </p>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h1 className="text-xl font-bold">Order {order.number}</h1>
        <StatusBadge status={order.status} label={order.statusLabel} />
        <p className="text-sm text-gray-800">
          Placed {kathmanduTime(order.createdAt, true)} (Kathmandu) · {money(order.totals.total)} · {order.payment.label}
        </p>
      </div>
      {order.cancellation ? (
        <p className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-900">
          Cancelled{order.cancellation.at ? ` ${kathmanduTime(order.cancellation.at, true)}` : ''}
          {order.cancellation.reason ? `: ${order.cancellation.reason}` : ''}
        </p>
      ) : null}
      <OrderActions
        orderId={order.id}
        number={order.number}
        actions={order.actions}
        paidAmount={order.payment.status === 'paid' ? money(order.totals.total) : null}
        refundAmount={order.refund ? money(order.refund.amount) : null}
        paymentLabel={order.payment.label}
      />
      <div className="grid gap-3 lg:grid-cols-3">
        <div className="space-y-3 lg:col-span-2">
          <LinesPanel order={order} />
          <TimelinePanel order={order} />
        </div>
        <div className="space-y-3">
          <CustomerPanel order={order} />
          <DeliveryPanel order={order} />
          <PaymentPanel order={order} />
          <RoadPanel order={order} />
        </div>
      </div>
    </div>
  );
}
