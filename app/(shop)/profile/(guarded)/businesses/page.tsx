import Link from 'next/link';
import { accountMetadata } from '@/components/account/account-metadata';
import { BusinessLogo } from '@/components/businesses/business-logo';
import { ButtonLink } from '@/components/ui/button-link';
import { formatCount } from '@/lib/domain/counts';
import { listOwnBusinesses } from '@/lib/server/services/businesses';
import { requireMember } from '../../_lib/member';

export const dynamic = 'force-dynamic';
export const metadata = accountMetadata('My businesses', 'The businesses you registered, their verification and their public pages.', '/profile/businesses');

const TONE: Record<string, string> = { verified: 'bg-leaf-500/15 text-leaf-700', pending: 'bg-saffron-400/20 text-cocoa-900', rejected: 'bg-gray-200 text-gray-800' };

/** SPEC /profile/businesses: the member's businesses, each with its status and, once verified, its page and vacancies. */
export default async function BusinessesPage() {
  const member = await requireMember('/profile/businesses');
  const businesses = await listOwnBusinesses(member.id);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-display text-2xl font-bold text-cocoa-900 sm:text-3xl">My businesses</h1>
        <ButtonLink href="/profile/add-business">Add a business</ButtonLink>
      </div>
      {businesses.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-cocoa-200 bg-cocoa-50 p-8 text-center">
          <p className="font-semibold text-cocoa-900">No businesses yet</p>
          <p className="mt-1 text-sm text-gray-700">Register your bakery, flower shop, hotel or courier to post vacancies and gather followers.</p>
        </div>
      ) : (
        <ul className="flex flex-col gap-3">
          {businesses.map((b) => (
            <li key={b.id} className="flex flex-col gap-3 rounded-2xl border border-cocoa-100 bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:p-5">
              <BusinessLogo name={b.name} url={b.logoUrl} />
              <div className="min-w-0 flex-1">
                <h2 className="font-semibold text-cocoa-900">{b.name}</h2>
                <p className="text-sm text-gray-700">
                  {b.typeLabel} · {b.city} · PAN {b.pan} · {formatCount(b.followerCount)} followers
                </p>
                {b.status === 'pending' ? <p className="mt-1 text-sm text-gray-800">Our team is checking the PAN; you can post vacancies once it is verified.</p> : null}
                {b.status === 'rejected' && b.reviewNote ? <p className="mt-1 text-sm text-gray-800">Not verified: {b.reviewNote}</p> : null}
              </div>
              <div className="flex flex-wrap items-center gap-3">
                <span className={`rounded-full px-3 py-1 text-sm font-semibold ${TONE[b.status] ?? TONE.pending}`}>{b.statusLabel}</span>
                <Link href={`/profile/businesses/${b.id}`} prefetch={false} className="text-sm font-semibold text-brand-700 underline">
                  Edit<span className="sr-only"> {b.name}</span>
                </Link>
                {b.canPost ? (
                  <>
                    <Link href={b.url} prefetch={false} className="text-sm font-semibold text-brand-700 underline">
                      Public page
                    </Link>
                    <Link href="/profile/vacancy" prefetch={false} className="text-sm font-semibold text-brand-700 underline">
                      Vacancies
                    </Link>
                  </>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
