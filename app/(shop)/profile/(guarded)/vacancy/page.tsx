import Link from 'next/link';
import { accountMetadata } from '@/components/account/account-metadata';
import { StatusButtons } from '@/components/businesses/status-buttons';
import { VacancyForm } from '@/components/businesses/vacancy-form';
import { salaryText } from '@/components/careers/career-facts';
import { ButtonLink } from '@/components/ui/button-link';
import { addDaysToKey } from '@/lib/domain/delivery/schedule';
import { formatKathmanduDate, kathmanduDateKey } from '@/lib/domain/kathmandu-time';
import { VACANCY_LABELS, type VacancyStatus } from '@/lib/domain/vacancy-applications';
import { listOwnBusinesses, listOwnVacancies, VACANCY_MAX_DAYS } from '@/lib/server/services/businesses';
import { requireMember } from '../../_lib/member';

export const dynamic = 'force-dynamic';
export const metadata = accountMetadata('My vacancies', 'The vacancies of your businesses and the applications to them.', '/profile/vacancy');

const ACTION: Record<VacancyStatus, string> = { open: 'Reopen', paused: 'Pause', closed: 'Close' };
const TONE: Record<string, string> = { open: 'bg-leaf-500/15 text-leaf-700', paused: 'bg-saffron-400/20 text-cocoa-900', closed: 'bg-gray-200 text-gray-800' };

type Props = { searchParams: Promise<{ page?: string | string[] }> };

/** SPEC /profile/vacancy: the owner's vacancies (open, paused, closed), a form for a new one, and the way to applications. */
export default async function VacancyPage({ searchParams }: Props) {
  const member = await requireMember('/profile/vacancy');
  const raw = (await searchParams).page;
  const page = Math.max(1, Math.min(500, Math.trunc(Number(Array.isArray(raw) ? raw[0] : raw)) || 1));
  const [businesses, { vacancies, pagination }] = await Promise.all([listOwnBusinesses(member.id), listOwnVacancies(member.id, page)]);
  const verified = businesses.filter((b) => b.canPost);
  const today = kathmanduDateKey(new Date());
  return (
    <div className="flex flex-col gap-6">
      <h1 className="font-display text-2xl font-bold text-cocoa-900 sm:text-3xl">My vacancies</h1>
      {vacancies.length ? (
        <section aria-labelledby="vacancies-title" className="flex flex-col gap-3">
          <h2 id="vacancies-title" className="font-display text-xl font-bold text-cocoa-900">
            Your vacancies
          </h2>
          <ul className="flex flex-col gap-3">
            {vacancies.map((v) => {
              const salary = salaryText(v);
              return (
                <li key={v.id} className="flex flex-col gap-3 rounded-2xl border border-cocoa-100 bg-white p-4 shadow-sm sm:p-5">
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <div className="min-w-0">
                      <h3 className="font-semibold text-cocoa-900">
                        <Link href={`/profile/vacancy/${v.id}`} prefetch={false} className="hover:text-brand-700 hover:underline">
                          {v.title}
                        </Link>
                      </h3>
                      <p className="text-sm text-gray-700">
                        {v.business.name} · {v.location} · {v.typeLabel}
                        {salary ? ` · ${salary}` : ''}
                      </p>
                      <p className="text-sm text-gray-700">
                        {v.isOpen ? `Open until ${formatKathmanduDate(v.closesAt, 'd MMMM yyyy')}` : v.status === 'open' ? 'Past its closing date' : VACANCY_LABELS[v.status as VacancyStatus]}
                      </p>
                    </div>
                    <span className={`rounded-full px-3 py-1 text-sm font-semibold ${TONE[v.status] ?? TONE.open}`}>{v.statusLabel}</span>
                  </div>
                  <div className="flex flex-wrap items-center justify-between gap-3">
                    <Link href={`/profile/vacancy/${v.id}`} prefetch={false} className="text-sm font-semibold text-brand-700 underline">
                      {v.applicationCount === 1 ? '1 application' : `${v.applicationCount.toLocaleString('en-IN')} applications`}
                    </Link>
                    <StatusButtons path={`vacancies/${v.id}`} method="patch" label={`Change ${v.title}`} moves={v.nextStatuses.map((s) => ({ status: s, label: ACTION[s as VacancyStatus] }))} />
                  </div>
                </li>
              );
            })}
          </ul>
          {pagination.totalPages > 1 ? (
            <nav aria-label="Vacancy pages" className="flex gap-4 text-sm">
              {page > 1 ? <Link href={`/profile/vacancy?page=${page - 1}`} className="text-brand-700 underline">Newer vacancies</Link> : null}
              {page < pagination.totalPages ? <Link href={`/profile/vacancy?page=${page + 1}`} className="text-brand-700 underline">Older vacancies</Link> : null}
            </nav>
          ) : null}
        </section>
      ) : null}
      {verified.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-cocoa-200 bg-cocoa-50 p-8 text-center">
          <p className="font-semibold text-cocoa-900">{businesses.length ? 'Your business is waiting for verification' : 'Register a business first'}</p>
          <p className="mt-1 text-sm text-gray-700">A verified business can post vacancies; they appear on our careers page.</p>
          <ButtonLink href={businesses.length ? '/profile/businesses' : '/profile/add-business'} className="mt-4">
            {businesses.length ? 'My businesses' : 'Add a business'}
          </ButtonLink>
        </div>
      ) : (
        <section className="rounded-2xl border border-cocoa-100 bg-white p-4 shadow-sm sm:p-6">
          <VacancyForm businesses={verified.map((b) => ({ id: b.id, name: b.name, city: b.city }))} minDate={addDaysToKey(today, 1)} maxDate={addDaysToKey(today, VACANCY_MAX_DAYS)} />
        </section>
      )}
    </div>
  );
}
