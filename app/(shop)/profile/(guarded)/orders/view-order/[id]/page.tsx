import { notFound } from 'next/navigation';
import Link from 'next/link';
import { accountMetadata } from '@/components/account/account-metadata';
import { OrderView } from '@/components/orders/order-view';
import { ApiError } from '@/lib/server/http/errors';
import { listCancellationReasons, orderDetail, paymentMethods } from '@/lib/server/services/orders';
import { rowIdOrNull } from '@/lib/validation/ids';
import { requireMember } from '../../../../_lib/member';

export const dynamic = 'force-dynamic';
export const metadata = accountMetadata('Order details', 'The status, items and delivery of your Upahar Ghar order.', '/profile/orders');

/** SPEC /profile/orders/view-order/{id}: only the owner's order (anyone else's id is the shop's 404). */
export default async function ViewOrderPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const member = await requireMember(`/profile/orders/view-order/${id}`);
  const orderId = rowIdOrNull(id);
  if (orderId === null) notFound();
  const order = await orderDetail(member.id, orderId).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 404) notFound();
    throw error;
  });
  const reasons = await listCancellationReasons();
  return (
    <div className="flex flex-col gap-4">
      <Link href="/profile/orders" className="text-sm font-medium text-brand-700 underline">
        ← My orders
      </Link>
      <h1 className="font-display text-2xl font-bold text-cocoa-900 sm:text-3xl">Order {order.number}</h1>
      <OrderView order={order} reasons={reasons} gateways={paymentMethods().paymentMethods} />
    </div>
  );
}
