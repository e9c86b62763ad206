import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { BackOfficeLogout } from '@/components/admin/back-office-logout';
import { SecondFactorCodeForm } from '@/components/admin/staff/second-factor-code';
import { SecondFactorSetUp } from '@/components/admin/staff/second-factor-setup';
import { isBackOfficeOpen, staffOf } from '@/lib/server/auth/back-office';
import { getPageSession } from '@/lib/server/auth/page-session';
import { secondFactorStatus, startSecondFactorSetUp } from '@/lib/server/services/staff';
import { adminReturnPath } from '@/lib/validation/staff';

// The back office's door (issue 24): staff signed in as usual come here from any /admin page until this session has
// passed the second factor within the shift. First time: set up an authenticator app; after that: its code, or a
// recovery code. Anyone who is not staff gets the shop's not-found page, as for any path that does not exist.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Your code' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function TwoFactorPage({ searchParams }: Props) {
  const staff = staffOf(await getPageSession());
  if (!staff) notFound();
  const next = adminReturnPath((await searchParams).next);
  if (isBackOfficeOpen(staff)) redirect(next);

  const { state } = await secondFactorStatus(staff.user.id);
  const setUp = state === 'confirmed' ? null : await startSecondFactorSetUp(staff.user.id, staff.user.email ?? staff.user.username);
  return (
    <main id="work" className="mx-auto max-w-md px-4 py-10">
      <p className="text-sm font-bold text-brand-800">Upahar Ghar · Back office</p>
      <h1 className="mt-2 text-2xl font-bold">{setUp ? 'Set up your authenticator app' : 'Enter your code'}</h1>
      <p className="mt-2 text-sm text-gray-800">
        {setUp
          ? `Hello ${staff.user.name}. The back office asks for a code from your phone as well as your password, once each shift. Set it up once, now.`
          : `Hello ${staff.user.name}. Open your authenticator app and enter the code it shows for Upahar Ghar.`}
      </p>
      {setUp ? (
        <SecondFactorSetUp qrDataUri={`data:image/svg+xml;base64,${Buffer.from(setUp.qrSvg).toString('base64')}`} groups={setUp.groups} next={next} />
      ) : (
        <SecondFactorCodeForm next={next} />
      )}
      <div className="mt-10 flex items-center justify-between border-t border-gray-200 pt-4 text-sm">
        <span>Not you, or done for today?</span>
        <BackOfficeLogout />
      </div>
    </main>
  );
}
