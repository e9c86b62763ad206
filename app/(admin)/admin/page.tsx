import type { Metadata } from 'next';
import Link from 'next/link';
import { KitchenToday } from '@/components/admin/today/kitchen-today';
import { RiderToday } from '@/components/admin/today/rider-today';
import { TodayTiles } from '@/components/admin/today/today-tiles';
import { formatKathmanduDate } from '@/lib/domain/kathmandu-time';
import { formatNpr } from '@/lib/domain/money';
import { mayOpen, roleNote, todayTiles } from '@/lib/domain/reports-today';
import { STAFF_ROLE_LABELS } from '@/lib/domain/staff-roles';
import { requireStaffPage } from '@/lib/server/auth/back-office';
import { todayOverview } from '@/lib/server/services/reports';

// The back office's home ("Today", issue 24): what this role needs now, on the Kathmandu calendar. Order roles see the
// counts they act on, each linking to the screen that acts on it; the kitchen sees cakes to bake per slot; a rider
// their own deliveries; editor and support are told what exists for them. Only what the role may see is queried, and
// a link appears only when the role may open its screen (the menu's permissions).
export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Today' };

export default async function TodayPage() {
  const staff = await requireStaffPage(null, '/admin');
  const now = new Date();
  const today = await todayOverview({ role: staff.role, userId: staff.user.id }, now);
  const tiles = today.orders ? todayTiles(staff.role, today.orders) : [];
  const note = roleNote(staff.role);
  const link = (href: string) => (mayOpen(staff.role, href) ? href : null);
  const showDeliveries = today.deliveries !== null && (staff.role === 'rider' || today.deliveries.length > 0);

  return (
    <div className="mx-auto max-w-[1800px] space-y-4">
      <div>
        <h1 className="text-xl font-bold text-gray-900">Today</h1>
        <p className="text-sm text-gray-700">
          {formatKathmanduDate(now, 'EEEE d MMMM yyyy')} · {formatKathmanduDate(now, 'h:mm a')} in Kathmandu · {staff.user.name} ({STAFF_ROLE_LABELS[staff.role]})
        </p>
      </div>
      {note ? <p className="rounded-md border border-gray-200 bg-white px-3 py-2 text-sm text-gray-800">{note}</p> : null}
      {tiles.length > 0 ? <TodayTiles tiles={tiles} /> : null}
      <div className="grid gap-4 xl:grid-cols-2">
        {today.kitchen ? <KitchenToday slots={today.kitchen} boardHref={link('/admin/kitchen')} /> : null}
        {showDeliveries && today.deliveries ? <RiderToday slots={today.deliveries} deliveriesHref={link('/admin/deliveries')} /> : null}
        {today.sales ? (
          <section aria-labelledby="today-sales" className="rounded-lg border border-gray-200 bg-white p-4">
            <h2 id="today-sales" className="text-base font-semibold text-gray-900">
              Placed today
            </h2>
            <p className="mt-1 text-sm text-gray-800">
              <strong className="tabular-nums">{today.sales.orders}</strong> {today.sales.orders === 1 ? 'order' : 'orders'},{' '}
              <strong className="tabular-nums">{formatNpr(today.sales.sales, { compact: false })}</strong> in sales (delivery included, cancelled orders left out).
            </p>
            {link('/admin/reports') ? (
              <Link href="/admin/reports?period=today" className="mt-2 inline-block text-sm font-medium text-brand-700 hover:underline">
                Today’s reports
              </Link>
            ) : null}
          </section>
        ) : null}
      </div>
    </div>
  );
}
