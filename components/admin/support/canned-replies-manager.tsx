'use client';

import { useRouter } from 'next/navigation';
import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { CANNED_BODY_MAX, CANNED_TITLE_MAX } from '@/lib/domain/support-inbox';
import { callAdmin } from '../staff/api-call';

// Canned replies (/admin/support/canned): the list, each with Edit (in place) and Delete (asks once), and a form to
// add one. The server checks every value and the unique title; its field messages show under the fields.

type Canned = { id: number; title: string; body: string };

const field = 'w-full rounded-md border border-gray-300 bg-white px-2 py-1.5 text-sm focus-visible:outline-2 focus-visible:outline-brand-600';
const button =
  'min-h-10 rounded-md border border-gray-300 bg-white px-3 text-sm font-semibold hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60';
const primary =
  'min-h-10 rounded-md bg-gray-900 px-3 text-sm font-semibold text-white hover:bg-gray-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60';

function CannedForm({ initial, submitLabel, onSave, onCancel }: { initial: { title: string; body: string }; submitLabel: string; onSave: (value: { title: string; body: string }) => Promise<Record<string, string> | null>; onCancel?: () => void }) {
  const ids = useId();
  const [title, setTitle] = useState(initial.title);
  const [body, setBody] = useState(initial.body);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    const problems = await onSave({ title, body });
    setPending(false);
    setErrors(problems ?? {});
    if (!problems && !onCancel) {
      setTitle('');
      setBody('');
    }
  };

  return (
    <form onSubmit={submit} className="space-y-2" noValidate>
      <div>
        <label htmlFor={`${ids}-title`} className="text-sm font-semibold text-gray-800">
          Title
        </label>
        <input id={`${ids}-title`} value={title} onChange={(e) => setTitle(e.target.value)} maxLength={CANNED_TITLE_MAX} className={field} aria-invalid={errors.title ? true : undefined} aria-describedby={errors.title ? `${ids}-title-error` : undefined} />
        {errors.title ? (
          <p id={`${ids}-title-error`} className="text-sm text-red-800">
            {errors.title}
          </p>
        ) : null}
      </div>
      <div>
        <label htmlFor={`${ids}-body`} className="text-sm font-semibold text-gray-800">
          Reply text
        </label>
        <textarea id={`${ids}-body`} value={body} onChange={(e) => setBody(e.target.value)} rows={4} maxLength={CANNED_BODY_MAX} className={field} aria-invalid={errors.body ? true : undefined} aria-describedby={errors.body ? `${ids}-body-error` : undefined} />
        {errors.body ? (
          <p id={`${ids}-body-error`} className="text-sm text-red-800">
            {errors.body}
          </p>
        ) : null}
      </div>
      {errors.form ? (
        <p role="alert" className="text-sm text-red-800">
          {errors.form}
        </p>
      ) : null}
      <div className="flex gap-2">
        <button type="submit" className={primary} disabled={pending}>
          {submitLabel}
        </button>
        {onCancel ? (
          <button type="button" className={button} onClick={onCancel}>
            Cancel
          </button>
        ) : null}
      </div>
    </form>
  );
}

const problemsOf = (result: { ok: false; message: string; fields: Record<string, string> }) => (Object.keys(result.fields).length ? result.fields : { form: result.message });

export function CannedRepliesManager({ replies }: { replies: Canned[] }) {
  const router = useRouter();
  const [editing, setEditing] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);

  const create = async (value: { title: string; body: string }) => {
    const result = await callAdmin('post', 'admin/support/canned-replies', value);
    if (!result.ok) return problemsOf(result);
    toast.success(`Added “${value.title.trim()}”`);
    router.refresh();
    return null;
  };
  const update = (id: number) => async (value: { title: string; body: string }) => {
    const result = await callAdmin('patch', `admin/support/canned-replies/${id}`, value);
    if (!result.ok) return problemsOf(result);
    toast.success('Saved');
    setEditing(null);
    router.refresh();
    return null;
  };
  const remove = async (reply: Canned) => {
    if (deleting !== reply.id) {
      setDeleting(reply.id);
      return;
    }
    const result = await callAdmin('delete', `admin/support/canned-replies/${reply.id}`);
    setDeleting(null);
    if (result.ok) toast.success(`Deleted “${reply.title}”`);
    else toast.error(result.message);
    router.refresh();
  };

  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <section aria-labelledby="canned-list-title" className="space-y-2 lg:col-span-2">
        <h2 id="canned-list-title" className="text-sm font-bold uppercase tracking-wide text-gray-700">
          {replies.length} canned {replies.length === 1 ? 'reply' : 'replies'}
        </h2>
        <ul className="space-y-2" data-testid="canned-replies">
          {replies.map((reply) => (
            <li key={reply.id} className="rounded-lg border border-gray-200 bg-white p-3">
              {editing === reply.id ? (
                <CannedForm initial={reply} submitLabel="Save" onSave={update(reply.id)} onCancel={() => setEditing(null)} />
              ) : (
                <>
                  <h3 className="font-semibold">{reply.title}</h3>
                  <p className="mt-1 whitespace-pre-line text-sm text-gray-800">{reply.body}</p>
                  <div className="mt-2 flex gap-2">
                    <button type="button" className={button} onClick={() => setEditing(reply.id)} aria-label={`Edit “${reply.title}”`}>
                      Edit
                    </button>
                    <button type="button" className={button} onClick={() => void remove(reply)} aria-label={deleting === reply.id ? `Confirm: delete “${reply.title}”` : `Delete “${reply.title}”`}>
                      {deleting === reply.id ? 'Confirm delete' : 'Delete'}
                    </button>
                  </div>
                </>
              )}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="canned-new-title" className="space-y-2 rounded-lg border border-gray-200 bg-white p-3">
        <h2 id="canned-new-title" className="text-sm font-bold uppercase tracking-wide text-gray-700">
          Add a canned reply
        </h2>
        <CannedForm initial={{ title: '', body: '' }} submitLabel="Add canned reply" onSave={create} />
      </section>
    </div>
  );
}
