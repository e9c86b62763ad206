import type { ReactNode } from 'react';

export type Download = { href: string; label: string };

type Props = { id: string; title: string; note?: ReactNode; downloads: Download[]; children: ReactNode };

/** One report: its heading, what it counts (and what it leaves out), its CSV downloads, then chart and table. */
export function ReportSection({ id, title, note, downloads, children }: Props) {
  return (
    <section aria-labelledby={id} className="rounded-lg border border-gray-200 bg-white p-4 print:break-inside-avoid print:border-0 print:p-0">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={id} className="text-base font-semibold text-gray-900">
          {title}
        </h2>
        <div className="flex flex-wrap gap-2 print:hidden">
          {downloads.map((download) => (
            <a
              key={download.href}
              href={download.href}
              download
              className="rounded-md border border-gray-300 px-2.5 py-1 text-sm font-medium text-brand-700 hover:bg-brand-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
            >
              {download.label}
            </a>
          ))}
        </div>
      </div>
      {note ? <p className="mt-1 text-xs text-gray-600">{note}</p> : null}
      <div className="mt-3 space-y-4">{children}</div>
    </section>
  );
}

/** The API path of a report's CSV for exactly the days shown. */
export function csvHref(name: string, period: { from: string; to: string }, extra: Record<string, string> = {}): string {
  const query = new URLSearchParams({ from: period.from, to: period.to, ...extra });
  return `/api/dashboard/v1/admin/reports/${name}.csv?${query.toString()}`;
}
