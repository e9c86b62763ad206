import Link from 'next/link';

// The board's day: the previous and next day as links (keyboard and one tap on a tablet), today, and any date by a
// date field (a GET form: the URL is the board). The other filters ride along.

const button = 'inline-flex min-h-10 items-center gap-1 rounded-md border border-gray-300 bg-white px-3 text-sm font-medium hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand-600';

export function DayPicker({ date, today, previousDate, nextDate, query }: { date: string; today: string; previousDate: string; nextDate: string; query: string }) {
  const href = (day: string) => `/admin/kitchen?date=${day}${query ? `&${query}` : ''}`;
  return (
    <div className="flex flex-wrap items-end gap-2 print:hidden">
      <Link href={href(previousDate)} className={button} aria-label={`Previous day, ${previousDate}`}>
        <span aria-hidden="true">←</span> Previous day
      </Link>
      <form method="get" action="/admin/kitchen" className="flex items-end gap-1">
        <label className="flex flex-col gap-0.5 text-xs font-semibold text-gray-700">
          Delivery date
          <input type="date" name="date" defaultValue={date} required className="min-h-10 rounded-md border border-gray-300 px-2 text-sm focus-visible:outline-2 focus-visible:outline-brand-600" />
        </label>
        <button type="submit" className={button}>
          Show
        </button>
      </form>
      <Link href={href(nextDate)} className={button} aria-label={`Next day, ${nextDate}`}>
        Next day <span aria-hidden="true">→</span>
      </Link>
      {date !== today ? (
        <Link href={href(today)} className={`${button} font-semibold text-brand-800`}>
          Today
        </Link>
      ) : null}
    </div>
  );
}
