import type { Metadata } from 'next';
import { DayNav, dayTitle } from '@/components/admin/road/day-nav';
import { DispatchBoard } from '@/components/admin/road/dispatch-board';
import { isValidDateKey } from '@/lib/domain/delivery/schedule';
import { kathmanduDateKey } from '@/lib/domain/kathmandu-time';
import { requireStaffPage } from '@/lib/server/auth/back-office';
import { dispatchDay } from '@/lib/server/services/deliveries';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Dispatch' };

/** Dispatch (issue 24): a Kathmandu day's orders by slot, who takes each, and the cash each rider holds. */
export default async function DispatchPage({ searchParams }: { searchParams: Promise<{ date?: string | string[] }> }) {
  await requireStaffPage('dispatch.work', '/admin/dispatch');
  const today = kathmanduDateKey(new Date());
  const asked = (await searchParams).date;
  const date = typeof asked === 'string' && isValidDateKey(asked) ? asked : today;
  const day = await dispatchDay(date);
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-xl font-bold">
          Dispatch · {dayTitle(date)}
          {date === today ? <span className="ml-2 text-sm font-normal text-gray-700">today</span> : null}
        </h1>
        <DayNav path="/admin/dispatch" date={date} today={today} />
      </div>
      <DispatchBoard day={day} />
    </div>
  );
}
