import Link from 'next/link';
import { accountMetadata } from '@/components/account/account-metadata';
import { ApplicationList } from '@/components/careers/application-list';
import { ButtonLink } from '@/components/ui/button-link';
import { listApplications } from '@/lib/server/services/careers';
import { requireMember } from '../../_lib/member';

export const dynamic = 'force-dynamic';
export const metadata = accountMetadata('My applications', 'The positions you applied for at Upahar Ghar and where each application stands.', '/profile/applications');

type Props = { searchParams: Promise<{ page?: string | string[] }> };

/** SPEC /profile/applications: the customer's job applications, newest first, with their status and CV. */
export default async function ApplicationsPage({ searchParams }: Props) {
  const member = await requireMember('/profile/applications');
  const raw = (await searchParams).page;
  const page = Math.max(1, Math.min(10_000, Math.trunc(Number(Array.isArray(raw) ? raw[0] : raw)) || 1));
  const { applications, pagination } = await listApplications(member.id, page);
  return (
    <div className="flex flex-col gap-4">
      <h1 className="font-display text-2xl font-bold text-cocoa-900 sm:text-3xl">My applications</h1>
      {applications.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-cocoa-200 bg-cocoa-50 p-8 text-center">
          <p className="font-semibold text-cocoa-900">{page > 1 ? 'No more applications' : 'No applications yet'}</p>
          <p className="mt-1 text-sm text-gray-700">When you apply for a position, you can follow it here.</p>
          <ButtonLink href="/careers" className="mt-4">
            See open positions
          </ButtonLink>
        </div>
      ) : (
        <ApplicationList applications={applications} />
      )}
      {pagination.totalPages > 1 ? (
        <nav aria-label="Application pages" className="flex gap-4 text-sm">
          {page > 1 ? <Link href={`/profile/applications?page=${page - 1}`} className="text-brand-700 underline">Newer applications</Link> : null}
          {page < pagination.totalPages ? <Link href={`/profile/applications?page=${page + 1}`} className="text-brand-700 underline">Older applications</Link> : null}
        </nav>
      ) : null}
    </div>
  );
}
