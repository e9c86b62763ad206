'use client';

import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { STAFF_ROLE_LABELS, STAFF_ROLES, type StaffRole } from '@/lib/domain/staff-roles';
import { callAdmin } from './api-call';

const SMALL_BUTTON =
  'rounded-md border border-gray-400 bg-white px-2 py-1 text-xs font-medium hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60';

type Props = { id: number; name: string; role: StaffRole; isSelf: boolean };

/** One staff member's actions: a new role, reset their authenticator, remove from staff. Each asks first. */
export function StaffRowActions({ id, name, role, isSelf }: Props) {
  const router = useRouter();
  const fieldId = useId();
  const [chosen, setChosen] = useState<StaffRole>(role);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const act = async (question: string, method: 'patch' | 'delete', path: string, body: unknown, done: string) => {
    if (!window.confirm(question)) return;
    setPending(true);
    setError(null);
    const result = await callAdmin(method, path, body);
    setPending(false);
    if (!result.ok) {
      setError(result.fields.role ?? result.message);
      return;
    }
    const { default: toast } = await import('react-hot-toast');
    toast.success(done);
    router.refresh();
  };

  const you = isSelf ? ' You will need your code again.' : '';
  return (
    <div className="flex flex-wrap items-center gap-2">
      <label htmlFor={`${fieldId}-role`} className="sr-only">
        New role for {name}
      </label>
      <select
        id={`${fieldId}-role`}
        className="rounded-md border border-gray-400 px-1.5 py-1 text-xs focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600"
        value={chosen}
        onChange={(event) => setChosen(event.target.value as StaffRole)}
      >
        {STAFF_ROLES.map((value) => (
          <option key={value} value={value}>
            {STAFF_ROLE_LABELS[value]}
          </option>
        ))}
      </select>
      <button
        type="button"
        className={SMALL_BUTTON}
        disabled={pending || chosen === role}
        aria-label={`Change role for ${name}`}
        onClick={() =>
          act(`Make ${name} ${STAFF_ROLE_LABELS[chosen]}? Their back office closes until they enter their code again.${you}`, 'patch', `admin/staff/${id}`, { role: chosen }, `${name} is ${STAFF_ROLE_LABELS[chosen]} now.`)
        }
      >
        Change role
      </button>
      <button
        type="button"
        className={SMALL_BUTTON}
        disabled={pending}
        aria-label={`Reset authenticator for ${name}`}
        onClick={() =>
          act(`Reset ${name}’s authenticator? They set it up again at their next visit.${you}`, 'delete', `admin/staff/${id}/second-factor`, undefined, `${name} sets up their authenticator again at their next visit.`)
        }
      >
        Reset authenticator
      </button>
      <button
        type="button"
        className={`${SMALL_BUTTON} text-red-800`}
        disabled={pending}
        aria-label={`Remove ${name} from staff`}
        onClick={() => act(`Remove ${name} from staff? Their account stays, as a customer's.${you}`, 'delete', `admin/staff/${id}`, undefined, `${name} is no longer staff.`)}
      >
        Remove
      </button>
      {error ? (
        <p role="alert" className="w-full text-xs text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}
