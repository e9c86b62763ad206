'use client';

import { useRouter } from 'next/navigation';
import { useId, useState, type FormEvent } from 'react';
import { STAFF_ROLE_LABELS, STAFF_ROLES, type StaffRole } from '@/lib/domain/staff-roles';
import { callAdmin } from './api-call';

const FIELD = 'mt-1 block w-full rounded-md border border-gray-400 px-2.5 py-1.5 text-sm focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600';

/** Makes an existing account staff: the email they signed up with, and a role. */
export function AddStaffForm() {
  const router = useRouter();
  const id = useId();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('kitchen');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setError(null);
    setFields({});
    const result = await callAdmin<{ member: { name: string } }>('post', 'admin/staff', { email, role });
    setPending(false);
    if (!result.ok) {
      setFields(result.fields);
      if (!result.fields.email && !result.fields.role) setError(result.message);
      return;
    }
    const { default: toast } = await import('react-hot-toast');
    toast.success(`${result.data.member.name} is ${STAFF_ROLE_LABELS[role]} now.`);
    setEmail('');
    router.refresh();
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-title`} className="rounded-md border border-gray-200 bg-white p-4">
      <h2 id={`${id}-title`} className="text-base font-semibold">
        Add a staff member
      </h2>
      <p className="mt-1 text-sm text-gray-700">They sign up at the shop first; then add the email they used.</p>
      <div className="mt-3 flex flex-wrap items-start gap-3">
        <div className="min-w-64 flex-1">
          <label htmlFor={`${id}-email`} className="block text-sm font-medium">
            Email
          </label>
          <input
            id={`${id}-email`}
            type="email"
            className={FIELD}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            autoComplete="off"
            required
            aria-invalid={fields.email ? true : undefined}
            aria-describedby={fields.email ? `${id}-email-error` : undefined}
          />
          {fields.email ? (
            <p id={`${id}-email-error`} className="mt-1 text-sm text-red-800">
              {fields.email}
            </p>
          ) : null}
        </div>
        <div>
          <label htmlFor={`${id}-role`} className="block text-sm font-medium">
            Role
          </label>
          <select id={`${id}-role`} className={FIELD} value={role} onChange={(event) => setRole(event.target.value as StaffRole)}>
            {STAFF_ROLES.map((value) => (
              <option key={value} value={value}>
                {STAFF_ROLE_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        <button
          type="submit"
          disabled={pending}
          className="mt-6 rounded-md bg-brand-700 px-4 py-1.5 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60"
        >
          {pending ? 'Adding…' : 'Add to staff'}
        </button>
      </div>
      {error ? (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {error}
        </p>
      ) : null}
      <p role="status" className="sr-only">
        {pending ? 'Adding…' : ''}
      </p>
    </form>
  );
}
