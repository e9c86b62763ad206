import Link from 'next/link';
import type { CareerCard as Career } from '@/lib/domain/pages-types';
import { closingText, salaryText } from './career-facts';

/** One position in the /careers list: the whole card is its link; closed ones say so. */
export function CareerCard({ career }: { career: Career }) {
  const salary = salaryText(career);
  return (
    <li className="relative flex flex-col gap-2 rounded-2xl border border-cocoa-100 bg-white p-5 shadow-sm transition-shadow hover:shadow-md">
      <div className="flex flex-wrap items-center gap-2 text-xs font-semibold uppercase tracking-wide">
        <span className="rounded-full bg-cocoa-50 px-2.5 py-1 text-cocoa-800">{career.department}</span>
        <span className="rounded-full bg-brand-50 px-2.5 py-1 text-brand-800">{career.employmentTypeLabel}</span>
        {career.isOpen ? null : <span className="rounded-full bg-gray-200 px-2.5 py-1 text-gray-800">Closed</span>}
      </div>
      <h3 className="font-display text-xl font-bold text-cocoa-900">
        <Link href={`/career/${career.id}`} prefetch={false} className="after:absolute after:inset-0 hover:text-brand-700">
          {career.title}
        </Link>
      </h3>
      <p className="text-sm text-gray-700">{career.location}</p>
      <p className="text-sm leading-6 text-gray-800">{career.summary}</p>
      <p className="mt-auto flex flex-wrap gap-x-4 gap-y-1 pt-1 text-sm">
        {salary ? <span className="font-semibold text-cocoa-900">{salary}</span> : null}
        <span className={career.isOpen ? 'text-leaf-700' : 'text-gray-700'}>{closingText(career)}</span>
      </p>
    </li>
  );
}
