import Link from 'next/link';
import { formatKathmanduDate } from '@/lib/domain/kathmandu-time';
import { formatNpr } from '@/lib/domain/money';
import type { ApplicationItem } from '@/lib/domain/pages-types';

const STATUS_TONE: Record<string, string> = {
  received: 'bg-cocoa-50 text-cocoa-900',
  reviewing: 'bg-saffron-400/20 text-cocoa-900',
  shortlisted: 'bg-saffron-400/20 text-cocoa-900',
  hired: 'bg-leaf-500/15 text-leaf-700',
  interview: 'bg-leaf-500/15 text-leaf-700',
  offered: 'bg-leaf-500/15 text-leaf-700',
  rejected: 'bg-gray-200 text-gray-800',
  withdrawn: 'bg-gray-200 text-gray-800',
};

/** The customer's job applications: the position, when they applied, its status, and their own CV to download. */
export function ApplicationList({ applications }: { applications: ApplicationItem[] }) {
  return (
    <ul className="flex flex-col gap-3">
      {applications.map((a) => (
        <li key={a.id} className="rounded-2xl border border-cocoa-100 bg-white p-4 shadow-sm sm:p-5">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="min-w-0">
              <h2 className="font-semibold text-cocoa-900">
                <Link href={`/career/${a.career.id}`} prefetch={false} className="hover:text-brand-700 hover:underline">
                  {a.career.title}
                </Link>
              </h2>
              <p className="text-sm text-gray-700">
                {a.business ? (
                  <Link href={a.business.url} prefetch={false} className="underline hover:text-brand-700">
                    {a.business.name}
                  </Link>
                ) : (
                  a.career.department
                )}{' '}
                · {a.career.location}
              </p>
            </div>
            <span className={`shrink-0 rounded-full px-3 py-1 text-sm font-semibold ${STATUS_TONE[a.status] ?? STATUS_TONE.received}`}>{a.statusLabel}</span>
          </div>
          <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
            <dt className="text-gray-700">Applied</dt>
            <dd className="text-cocoa-900">{formatKathmanduDate(a.createdAt, 'd MMMM yyyy')}</dd>
            {a.updatedAt !== a.createdAt && a.status !== 'received' ? (
              <>
                <dt className="text-gray-700">Status since</dt>
                <dd className="text-cocoa-900">{formatKathmanduDate(a.updatedAt, 'd MMMM yyyy')}</dd>
              </>
            ) : null}
            <dt className="text-gray-700">Phone</dt>
            <dd className="text-cocoa-900">{a.phone}</dd>
            {a.expectedSalary !== null ? (
              <>
                <dt className="text-gray-700">Expected salary</dt>
                <dd className="text-cocoa-900">{formatNpr(a.expectedSalary, { compact: false })} a month</dd>
              </>
            ) : null}
            <dt className="text-gray-700">Position</dt>
            <dd className="text-cocoa-900">{a.career.isOpen ? `Open until ${formatKathmanduDate(a.career.closesAt, 'd MMMM yyyy')}` : 'Closed to new applications'}</dd>
          </dl>
          {a.coverNote ? <p className="mt-3 whitespace-pre-line rounded-xl bg-cocoa-50 p-3 text-sm text-gray-800">{a.coverNote}</p> : null}
          <a href={a.cv.url} download={a.cv.fileName} className="mt-3 inline-flex min-h-10 items-center font-semibold text-brand-700 underline">
            Download my CV ({a.cv.fileName})
          </a>
        </li>
      ))}
    </ul>
  );
}
