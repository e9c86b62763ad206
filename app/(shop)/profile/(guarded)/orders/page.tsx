import Link from 'next/link';
import { accountMetadata } from '@/components/account/account-metadata';
import { OrderList } from '@/components/orders/order-list';
import { ButtonLink } from '@/components/ui/button-link';
import { listOrders } from '@/lib/server/services/orders';
import { requireMember } from '../../_lib/member';

export const dynamic = 'force-dynamic';
export const metadata = accountMetadata('My orders', 'Your Upahar Ghar orders and their delivery status.', '/profile/orders');

type Props = { searchParams: Promise<{ page?: string | string[] }> };

/** SPEC /profile/orders: the customer's orders, newest first, each with its current status. */
export default async function OrdersPage({ searchParams }: Props) {
  const member = await requireMember('/profile/orders');
  const raw = (await searchParams).page;
  const page = Math.max(1, Math.min(10_000, Math.trunc(Number(Array.isArray(raw) ? raw[0] : raw)) || 1));
  const { orders, pagination } = await listOrders(member.id, page);
  return (
    <div className="flex flex-col gap-4">
      <h1 className="font-display text-2xl font-bold text-cocoa-900 sm:text-3xl">My orders</h1>
      {orders.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-cocoa-200 bg-cocoa-50 p-8 text-center">
          <p className="font-semibold text-cocoa-900">{page > 1 ? 'No more orders' : 'No orders yet'}</p>
          <p className="mt-1 text-sm text-gray-700">When you order a cake or a gift, you can follow its delivery here.</p>
          <ButtonLink href="/" className="mt-4">
            Start shopping
          </ButtonLink>
        </div>
      ) : (
        <OrderList orders={orders} />
      )}
      {pagination.totalPages > 1 ? (
        <nav aria-label="Order pages" className="flex gap-4 text-sm">
          {page > 1 ? <Link href={`/profile/orders?page=${page - 1}`} className="text-brand-700 underline">Newer orders</Link> : null}
          {page < pagination.totalPages ? <Link href={`/profile/orders?page=${page + 1}`} className="text-brand-700 underline">Older orders</Link> : null}
        </nav>
      ) : null}
    </div>
  );
}
