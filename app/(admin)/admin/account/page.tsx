import type { Metadata } from 'next';
import { BackOfficeLogout } from '@/components/admin/back-office-logout';
import { PERMISSION_DESCRIPTIONS } from '@/components/admin/staff/permission-descriptions';
import { RenewRecoveryCodes } from '@/components/admin/staff/renew-recovery-codes';
import { formatKathmanduDate } from '@/lib/domain/kathmandu-time';
import { ROLE_PERMISSIONS, STAFF_ROLE_LABELS } from '@/lib/domain/staff-roles';
import { requireStaffPage } from '@/lib/server/auth/back-office';
import { STAFF_SHIFT_MS } from '@/lib/server/auth/session-policy';
import { secondFactorStatus } from '@/lib/server/services/staff';

// "My sign-in": a staff member's own page. Their role and what it allows (the same table the server checks), their
// recovery codes, how long this shift's back office stays open, and logging out.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'My sign-in' };

export default async function AccountPage() {
  const staff = await requireStaffPage(null, '/admin/account');
  const { recoveryCodesLeft } = await secondFactorStatus(staff.user.id);
  const passedAt = staff.session.secondFactorAt;
  const closesAt = passedAt ? new Date(passedAt.getTime() + STAFF_SHIFT_MS) : null;
  return (
    <div className="max-w-3xl space-y-6">
      <h1 className="text-xl font-bold">My sign-in</h1>
      <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-1 text-sm">
        <dt className="font-semibold">Name</dt>
        <dd>{staff.user.name}</dd>
        <dt className="font-semibold">Email</dt>
        <dd>{staff.user.email ?? '—'}</dd>
        <dt className="font-semibold">Role</dt>
        <dd>{STAFF_ROLE_LABELS[staff.role]}</dd>
        <dt className="font-semibold">Back office open until</dt>
        <dd>{closesAt ? `${formatKathmanduDate(closesAt, 'd MMM yyyy, h:mm a')} (or after 2 hours unused), then your code again` : '—'}</dd>
      </dl>

      <section aria-labelledby="may-do">
        <h2 id="may-do" className="text-base font-semibold">
          What your role may do
        </h2>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
          {ROLE_PERMISSIONS[staff.role].map((permission) => (
            <li key={permission}>{PERMISSION_DESCRIPTIONS[permission]}</li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="recovery" className="space-y-2">
        <h2 id="recovery" className="text-base font-semibold">
          Recovery codes
        </h2>
        <p className="text-sm">
          {recoveryCodesLeft} of 10 unused. Each lets you in once if your phone is lost; make new ones when few are left.
        </p>
        <RenewRecoveryCodes />
      </section>

      <section aria-labelledby="leave" className="space-y-2">
        <h2 id="leave" className="text-base font-semibold">
          Done for today?
        </h2>
        <p className="text-sm">Logging out ends this device’s session, in the shop too.</p>
        <BackOfficeLogout />
      </section>
    </div>
  );
}
