'use client';

import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import { callAdmin } from '../staff/api-call';

// The ticket's assignment (support, managers and the owner) and its resolve / reopen button. One request per action
// (disabled while it runs); the answer as a toast; then the page is drawn again from the server.

type Person = { id: number; name: string; role: string };

const field = 'min-h-10 w-full rounded-md border border-gray-300 bg-white px-2 text-sm focus-visible:outline-2 focus-visible:outline-brand-600';
const button =
  'min-h-10 rounded-md border border-gray-300 bg-white px-3 text-sm font-semibold hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60';

export function TicketControls(props: { ticketId: number; assigneeId: number | null; assignable: Person[]; canResolve: boolean; canReopen: boolean; myId: number }) {
  const { ticketId } = props;
  const router = useRouter();
  const ids = useId();
  const [assignee, setAssignee] = useState(props.assigneeId === null ? '' : String(props.assigneeId));
  const [pending, setPending] = useState<string | null>(null);

  async function run(name: string, path: string, body: unknown, done: string) {
    setPending(name);
    const result = await callAdmin('post', `admin/support/tickets/${ticketId}/${path}`, body);
    setPending(null);
    if (result.ok) toast.success(done);
    else toast.error(Object.values(result.fields)[0] ?? result.message);
    router.refresh();
  }

  const save = (value: string) => {
    const person = props.assignable.find((p) => String(p.id) === value);
    void run('assign', 'assign', { assigneeId: value ? Number(value) : null }, person ? `Assigned to ${person.name}` : 'Unassigned');
  };

  return (
    <div className="space-y-2">
      <label htmlFor={`${ids}-assignee`} className="text-sm font-semibold text-gray-800">
        Assigned to
      </label>
      <div className="flex gap-2">
        <select id={`${ids}-assignee`} value={assignee} onChange={(e) => setAssignee(e.target.value)} className={field}>
          <option value="">Nobody</option>
          {props.assignable.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name} ({p.role})
            </option>
          ))}
        </select>
        <button type="button" className={button} disabled={pending !== null || assignee === (props.assigneeId === null ? '' : String(props.assigneeId))} onClick={() => save(assignee)}>
          Save
        </button>
      </div>
      {props.assigneeId !== props.myId ? (
        <button
          type="button"
          className={button}
          disabled={pending !== null}
          onClick={() => {
            setAssignee(String(props.myId));
            save(String(props.myId));
          }}
        >
          Assign to me
        </button>
      ) : null}
      <div className="flex flex-wrap gap-2 pt-2">
        {props.canResolve ? (
          <button type="button" className={button} disabled={pending !== null} onClick={() => void run('resolve', 'resolve', {}, 'Ticket resolved')}>
            {pending === 'resolve' ? 'Resolving…' : 'Mark as resolved'}
          </button>
        ) : null}
        {props.canReopen ? (
          <button type="button" className={button} disabled={pending !== null} onClick={() => void run('reopen', 'reopen', {}, 'Ticket reopened: waiting for us')}>
            {pending === 'reopen' ? 'Reopening…' : 'Reopen ticket'}
          </button>
        ) : null}
      </div>
    </div>
  );
}
