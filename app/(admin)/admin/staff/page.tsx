import type { Metadata } from 'next';
import { AddStaffForm } from '@/components/admin/staff/add-staff-form';
import { StaffRowActions } from '@/components/admin/staff/staff-row-actions';
import { formatKathmanduDate } from '@/lib/domain/kathmandu-time';
import { STAFF_ROLE_LABELS } from '@/lib/domain/staff-roles';
import { requireStaffPage } from '@/lib/server/auth/back-office';
import { listStaff, type StaffMember } from '@/lib/server/services/staff';

// The owner's staff page: who works in the back office, in which role, whether their authenticator is set up, when
// they were last active; add an account, change a role, remove, reset an authenticator. Owners only ('staff.manage').
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Staff' };

const FACTOR_LABELS: Record<StaffMember['secondFactor'], string> = { confirmed: 'Set up', pending: 'Started, not finished', none: 'Not set up' };

export default async function StaffPage() {
  const staff = await requireStaffPage('staff.manage', '/admin/staff');
  const members = await listStaff();
  return (
    <div className="space-y-4">
      <h1 className="text-xl font-bold">Staff</h1>
      <div className="overflow-x-auto rounded-md border border-gray-200 bg-white">
        <table className="min-w-full text-sm">
          <caption className="sr-only">Staff members, by role</caption>
          <thead className="bg-gray-100 text-left text-xs uppercase tracking-wide text-gray-700">
            <tr>
              <th scope="col" className="px-3 py-2">Name</th>
              <th scope="col" className="px-3 py-2">Email</th>
              <th scope="col" className="px-3 py-2">Phone</th>
              <th scope="col" className="px-3 py-2">Role</th>
              <th scope="col" className="px-3 py-2">Authenticator</th>
              <th scope="col" className="px-3 py-2">Last active</th>
              <th scope="col" className="px-3 py-2">Actions</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-200">
            {members.map((member) => (
              <tr key={member.id} className="align-middle">
                <th scope="row" className="px-3 py-1.5 text-left font-medium">
                  {member.name}
                  {member.id === staff.user.id ? <span className="ml-1 text-xs font-normal text-gray-700">(you)</span> : null}
                </th>
                <td className="px-3 py-1.5">{member.email ?? '—'}</td>
                <td className="px-3 py-1.5 tabular-nums">{member.phone ?? '—'}</td>
                <td className="px-3 py-1.5">{STAFF_ROLE_LABELS[member.role]}</td>
                <td className={`px-3 py-1.5 ${member.secondFactor === 'confirmed' ? '' : 'font-medium text-amber-900'}`}>{FACTOR_LABELS[member.secondFactor]}</td>
                <td className="px-3 py-1.5 tabular-nums">{member.lastActiveAt ? formatKathmanduDate(member.lastActiveAt, 'd MMM yyyy, h:mm a') : 'Never'}</td>
                <td className="px-3 py-1.5">
                  <StaffRowActions id={member.id} name={member.name} role={member.role} isSelf={member.id === staff.user.id} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <AddStaffForm />
    </div>
  );
}
