import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { FormAlert } from '@/components/account/form-alert';
import { OrderView } from '@/components/orders/order-view';
import { buttonClasses } from '@/components/ui/button-classes';
import { Container } from '@/components/ui/container';
import { loginHref } from '@/lib/domain/referrer';
import type { OrderDetail } from '@/lib/domain/order-types';
import { getPageSession } from '@/lib/server/auth/page-session';
import { ApiError } from '@/lib/server/http/errors';
import { listCancellationReasons, orderDetail, paymentMethods } from '@/lib/server/services/orders';
import { rowIdOrNull } from '@/lib/validation/ids';
import { pageMetadata } from '@/lib/seo/metadata';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = pageMetadata({
  title: 'Order confirmation',
  description: 'Your Upahar Ghar order and its payment.',
  path: '/order-confirmation',
  noindex: true,
});

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

function headline(order: OrderDetail | null, payment: string | undefined, online: readonly string[]): { title: string; message: string | null; tone: 'error' | 'success' | 'info' } {
  if (payment === 'refused') return { title: 'We could not confirm that payment', message: 'The payment answer could not be verified, so nothing was marked as paid. If money left your wallet, call us with your order number.', tone: 'error' };
  if (payment === 'not-an-order') {
    return { title: 'That payment was not for an order', message: 'The gateway sent us back the answer for a donation, not for an order, so no order was marked as paid here. If you were giving to a cause, see Donations.', tone: 'error' };
  }
  if (payment === 'error') return { title: 'Something went wrong', message: 'We could not finish checking your payment. Your order is safe; open it from My orders to check again.', tone: 'error' };
  if (!order) return { title: 'Order not found', message: null, tone: 'error' };
  if (order.paymentStatus === 'paid') return { title: 'Thank you! Your order is confirmed', message: `Order ${order.number} is paid.`, tone: 'success' };
  if (payment === 'failed') {
    const again = online.length > 0 ? ` You can try again with ${new Intl.ListFormat('en', { type: 'disjunction' }).format(online)} below.` : '';
    return { title: 'The payment did not go through', message: `Nothing was charged.${again}`, tone: 'error' };
  }
  if (payment === 'pending') return { title: 'Your payment is being processed', message: 'The gateway has not confirmed it yet. Check again in a minute.', tone: 'info' };
  if (order.paymentMethod === 'cod') return { title: 'Thank you! Your order is placed', message: `Order ${order.number}: please keep the cash ready at delivery.`, tone: 'success' };
  return { title: 'Your order is placed', message: 'It is waiting for payment.', tone: 'info' };
}

/** SPEC /order-confirmation: where checkout and the payment gateways land, with the order and what to do next. */
export default async function OrderConfirmationPage({ searchParams }: Props) {
  const query = await searchParams;
  const orderId = rowIdOrNull(first(query.orderId));
  const payment = first(query.payment);
  const session = await getPageSession();
  if (!session) redirect(loginHref(`/order-confirmation?${new URLSearchParams(Object.entries(query).flatMap(([k, v]) => (typeof v === 'string' ? [[k, v]] : [])))}`));

  let order: OrderDetail | null = null;
  if (orderId !== null) {
    try {
      order = await orderDetail(session.user.id, orderId);
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 404)) throw error;
    }
  }
  const [reasons, { paymentMethods: gateways }] = await Promise.all([listCancellationReasons(), Promise.resolve(paymentMethods())]);
  // The gateways checkout offers now (PAYMENT_GATEWAYS), not a list typed here.
  const head = headline(order, payment, gateways.filter((g) => g.id !== 'cod').map((g) => g.label));

  return (
    <Container className="py-6 space-y-6">
      <div className="space-y-3">
        <h1 className="font-display text-2xl font-bold text-cocoa-900 sm:text-3xl">{head.title}</h1>
        <FormAlert message={head.message} tone={head.tone} />
        {order ? <p className="text-sm text-gray-800">Order number <span className="font-semibold text-cocoa-900">{order.number}</span></p> : null}
      </div>
      {order ? <OrderView order={order} reasons={reasons} gateways={gateways} /> : null}
      <div className="flex flex-wrap gap-3">
        <Link href="/profile/orders" className={buttonClasses('secondary')}>
          My orders
        </Link>
        {payment === 'not-an-order' ? (
          <Link href="/donations" className={buttonClasses('secondary')}>
            Donations
          </Link>
        ) : null}
        <Link href="/" className={buttonClasses('ghost')}>
          Continue shopping
        </Link>
      </div>
    </Container>
  );
}
