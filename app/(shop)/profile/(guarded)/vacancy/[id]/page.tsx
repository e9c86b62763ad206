import Link from 'next/link';
import { notFound } from 'next/navigation';
import { accountMetadata } from '@/components/account/account-metadata';
import { StatusButtons } from '@/components/businesses/status-buttons';
import { VacancyForm } from '@/components/businesses/vacancy-form';
import { addDaysToKey } from '@/lib/domain/delivery/schedule';
import { formatKathmanduDate, kathmanduDateKey } from '@/lib/domain/kathmandu-time';
import { formatNpr } from '@/lib/domain/money';
import { getOwnVacancy, listVacancyApplications, VACANCY_MAX_DAYS } from '@/lib/server/services/businesses';
import { ApiError } from '@/lib/server/http/errors';
import { rowIdOrNull } from '@/lib/validation/ids';
import { requireMember } from '../../../_lib/member';

export const dynamic = 'force-dynamic';
export const metadata = accountMetadata('Applications', 'The applications to your vacancy: read each CV and move it through your hiring steps.', '/profile/vacancy');

const TONE: Record<string, string> = {
  received: 'bg-cocoa-50 text-cocoa-900',
  shortlisted: 'bg-saffron-400/20 text-cocoa-900',
  interview: 'bg-leaf-500/15 text-leaf-700',
  hired: 'bg-leaf-500/15 text-leaf-700',
  rejected: 'bg-gray-200 text-gray-800',
};

type Props = { params: Promise<{ id: string }>; searchParams: Promise<{ page?: string | string[] }> };

/** One of the owner's vacancies and its applications (another owner's: the 404 page), newest first. */
export default async function VacancyApplicationsPage({ params, searchParams }: Props) {
  const member = await requireMember('/profile/vacancy');
  const id = rowIdOrNull((await params).id);
  if (id === null) notFound();
  const raw = (await searchParams).page;
  const page = Math.max(1, Math.min(500, Math.trunc(Number(Array.isArray(raw) ? raw[0] : raw)) || 1));
  let loaded;
  try {
    loaded = await Promise.all([getOwnVacancy(member.id, id), listVacancyApplications(member.id, id, page)]);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) notFound();
    throw error;
  }
  const [vacancy, { applications, pagination }] = loaded;
  const today = kathmanduDateKey(new Date());
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm">
        <Link href="/profile/vacancy" prefetch={false} className="text-brand-700 underline">
          ← My vacancies
        </Link>
      </p>
      <h1 className="font-display text-2xl font-bold text-cocoa-900 sm:text-3xl">{vacancy.title}</h1>
      <p className="text-sm text-gray-700">
        {vacancy.business.name} · {vacancy.statusLabel} · {pagination.total === 1 ? '1 application' : `${pagination.total.toLocaleString('en-IN')} applications`}
      </p>
      {vacancy.status !== 'closed' ? (
        <details className="rounded-2xl border border-cocoa-100 bg-white p-4 shadow-sm sm:p-6">
          <summary className="cursor-pointer font-semibold text-brand-700">Edit the vacancy</summary>
          <div className="mt-4">
            <VacancyForm
              businesses={[{ id: vacancy.business.id, name: vacancy.business.name, city: vacancy.location }]}
              minDate={addDaysToKey(today, 1)}
              maxDate={addDaysToKey(today, VACANCY_MAX_DAYS)}
              vacancy={{
                id: vacancy.id,
                title: vacancy.title,
                description: vacancy.description,
                location: vacancy.location,
                type: vacancy.type,
                salaryMin: vacancy.salaryMin === null ? '' : String(vacancy.salaryMin / 100),
                salaryMax: vacancy.salaryMax === null ? '' : String(vacancy.salaryMax / 100),
                // The day it closes at the end of (closesAt is the next day's Kathmandu midnight).
                closesOn: addDaysToKey(kathmanduDateKey(vacancy.closesAt), -1),
              }}
            />
          </div>
        </details>
      ) : null}
      {applications.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-cocoa-200 bg-cocoa-50 p-8 text-center">
          <p className="font-semibold text-cocoa-900">No applications yet</p>
          <p className="mt-1 text-sm text-gray-700">Applications appear here as people apply from the careers page.</p>
        </div>
      ) : (
        <ul className="flex flex-col gap-3">
          {applications.map((a) => (
            <li key={a.id} className="flex flex-col gap-3 rounded-2xl border border-cocoa-100 bg-white p-4 shadow-sm sm:p-5" data-testid="vacancy-application">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="min-w-0">
                  <h2 className="font-semibold text-cocoa-900">{a.applicant.name}</h2>
                  <p className="text-sm text-gray-700">Applied {formatKathmanduDate(a.createdAt, 'd MMMM yyyy')} · {a.phone}</p>
                </div>
                <span className={`rounded-full px-3 py-1 text-sm font-semibold ${TONE[a.status] ?? TONE.received}`}>{a.statusLabel}</span>
              </div>
              {a.expectedSalary !== null ? <p className="text-sm text-gray-800">Expects {formatNpr(a.expectedSalary, { compact: false })} a month</p> : null}
              {a.coverNote ? <p className="whitespace-pre-line rounded-xl bg-cocoa-50 p-3 text-sm text-gray-800">{a.coverNote}</p> : null}
              <div className="flex flex-wrap items-center justify-between gap-3">
                <a href={a.cv.url} download={a.cv.fileName} className="inline-flex min-h-10 items-center text-sm font-semibold text-brand-700 underline">
                  Read the CV ({a.cv.fileName})
                </a>
                <StatusButtons path={`applications/${a.id}/status`} label={`Move ${a.applicant.name}’s application`} moves={a.nextStatuses} />
              </div>
            </li>
          ))}
        </ul>
      )}
      {pagination.totalPages > 1 ? (
        <nav aria-label="Application pages" className="flex gap-4 text-sm">
          {page > 1 ? <Link href={`/profile/vacancy/${id}?page=${page - 1}`} className="text-brand-700 underline">Newer applications</Link> : null}
          {page < pagination.totalPages ? <Link href={`/profile/vacancy/${id}?page=${page + 1}`} className="text-brand-700 underline">Older applications</Link> : null}
        </nav>
      ) : null}
    </div>
  );
}
