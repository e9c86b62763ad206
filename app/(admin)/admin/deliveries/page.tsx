import type { Metadata } from 'next';
import Link from 'next/link';
import { dayTitle } from '@/components/admin/road/day-nav';
import { DeliveryCard } from '@/components/admin/road/delivery-card';
import { formatNpr } from '@/lib/domain/money';
import { requireStaffPage } from '@/lib/server/auth/back-office';
import { riderDay } from '@/lib/server/services/deliveries';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'My deliveries' };

const tab = 'flex min-h-11 flex-1 items-center justify-center rounded-lg text-base font-semibold focus-visible:outline-2 focus-visible:outline-brand-600';

/** The rider's own deliveries (issue 24), for a 360 px phone first: today's in slot order, or tomorrow's. */
export default async function DeliveriesPage({ searchParams }: { searchParams: Promise<{ day?: string | string[] }> }) {
  const staff = await requireStaffPage('deliveries.own', '/admin/deliveries');
  const day = (await searchParams).day === 'tomorrow' ? 'tomorrow' : 'today';
  const { date, orders } = await riderDay(staff.user.id, day);
  const open = orders.filter((o) => o.status !== 'delivered');
  const toCollect = open.reduce((sum, o) => sum + o.toCollect, 0);
  const collected = orders.reduce((sum, o) => sum + (o.status === 'delivered' ? (o.cashCollected ?? 0) : 0), 0);
  return (
    <div className="mx-auto max-w-xl space-y-3">
      <h1 className="text-xl font-bold">
        My deliveries <span className="block text-sm font-normal text-gray-700">{dayTitle(date)}</span>
      </h1>
      <nav aria-label="Which day" className="flex gap-1 rounded-xl bg-gray-200 p-1">
        <Link href="/admin/deliveries" aria-current={day === 'today' ? 'page' : undefined} className={`${tab} ${day === 'today' ? 'bg-white shadow' : 'text-gray-800'}`}>
          Today
        </Link>
        <Link href="/admin/deliveries?day=tomorrow" aria-current={day === 'tomorrow' ? 'page' : undefined} className={`${tab} ${day === 'tomorrow' ? 'bg-white shadow' : 'text-gray-800'}`}>
          Tomorrow
        </Link>
      </nav>
      <p className="text-sm" data-testid="deliveries-summary">
        {open.length} to deliver · {formatNpr(toCollect, { compact: false })} to collect
        {collected > 0 ? ` · ${formatNpr(collected, { compact: false })} collected` : ''}
      </p>
      {orders.length === 0 ? (
        <p className="rounded-xl border border-gray-200 bg-white p-4 text-base">No deliveries for you {day === 'today' ? 'today' : 'tomorrow'} yet. Dispatch gives them out.</p>
      ) : (
        <ol className="space-y-3">
          {orders.map((order) => (
            <li key={order.id}>
              <DeliveryCard order={order} date={date} />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
