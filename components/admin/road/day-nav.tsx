import Link from 'next/link';
import { addDaysToKey, kathmanduDayStart } from '@/lib/domain/delivery/schedule';
import { formatKathmanduDate } from '@/lib/domain/kathmandu-time';

/** A Kathmandu day as the back office writes it: 'Sat, 28 Nov 2026'. */
export const dayTitle = (date: string) => formatKathmanduDate(kathmanduDayStart(date), 'EEE, d MMM yyyy');

const link = 'rounded-md border border-gray-300 bg-white px-2.5 py-1 text-sm font-medium hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand-600';

/** The day shown, the day before and after, today, and any date (a plain GET form: works before any script loads). */
export function DayNav({ path, date, today }: { path: string; date: string; today: string }) {
  const href = (day: string) => (day === today ? path : `${path}?date=${day}`);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Link href={href(addDaysToKey(date, -1))} className={link} aria-label={`Day before, ${dayTitle(addDaysToKey(date, -1))}`}>
        <span aria-hidden="true">←</span> Day before
      </Link>
      <Link href={href(today)} className={link} aria-current={date === today ? 'date' : undefined}>
        Today
      </Link>
      <Link href={href(addDaysToKey(date, 1))} className={link} aria-label={`Day after, ${dayTitle(addDaysToKey(date, 1))}`}>
        Day after <span aria-hidden="true">→</span>
      </Link>
      <form action={path} method="get" className="flex items-center gap-1.5">
        <label htmlFor="road-date" className="text-sm font-medium">
          Date
        </label>
        <input id="road-date" type="date" name="date" defaultValue={date} className="rounded-md border border-gray-300 px-2 py-1 text-sm" />
        <button type="submit" className={link}>
          Show
        </button>
      </form>
    </div>
  );
}
