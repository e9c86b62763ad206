import Link from 'next/link';
import type { ReportPeriod } from '@/lib/domain/reports';

type Props = {
  /** The dates asked for (echoed back into the inputs, even when they were refused). */
  asked: { from?: string; to?: string };
  period: ReportPeriod | null;
  errors: Record<string, string>;
};

const INPUT = 'rounded-md border border-gray-300 bg-white px-2 py-1 text-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600';
const CHOICE = 'rounded-md px-3 py-1.5 text-sm font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600';

function DateField({ name, label, value, error }: { name: 'from' | 'to'; label: string; value: string; error?: string }) {
  const id = `report-${name}`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-semibold text-gray-700">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="date"
        required
        defaultValue={value}
        className={INPUT}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error ? (
        <p id={`${id}-error`} className="text-xs font-medium text-brand-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The report's days: today or this month (Kathmandu calendar) as links, or a range of dates through a plain GET form.
 * The address holds the choice, so a report can be bookmarked or sent to a colleague, and no script is needed.
 */
export function PeriodForm({ asked, period, errors }: Props) {
  const choices = [
    { kind: 'today', label: 'Today', href: '/admin/reports?period=today' },
    { kind: 'month', label: 'This month', href: '/admin/reports?period=month' },
  ] as const;
  return (
    <div className="flex flex-wrap items-end gap-4 rounded-lg border border-gray-200 bg-white p-3 print:hidden">
      <nav aria-label="Report period" className="flex gap-1">
        {choices.map((choice) => {
          const current = period?.kind === choice.kind;
          return (
            <Link
              key={choice.kind}
              href={choice.href}
              aria-current={current ? 'page' : undefined}
              className={`${CHOICE} ${current ? 'bg-brand-700 text-white' : 'border border-gray-300 text-gray-800 hover:bg-gray-100'}`}
            >
              {choice.label}
            </Link>
          );
        })}
      </nav>
      <form method="get" action="/admin/reports" className="flex flex-wrap items-end gap-3" aria-label="Choose the days">
        <DateField name="from" label="First day" value={asked.from ?? period?.from ?? ''} error={errors.from} />
        <DateField name="to" label="Last day" value={asked.to ?? period?.to ?? ''} error={errors.to} />
        <button
          type="submit"
          className="rounded-md bg-brand-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2"
        >
          Show these days
        </button>
      </form>
      {errors.period ? <p className="basis-full text-xs font-medium text-brand-700">{errors.period}</p> : null}
      <p className="basis-full text-xs text-gray-600">Days are Kathmandu calendar days, both included; a range covers at most 366 days.</p>
    </div>
  );
}
