'use client';

import { useRouter } from 'next/navigation';
import { useId, useState, type FormEvent } from 'react';
import { callAdmin } from '@/components/admin/staff/api-call';
import type { FieldSpec, FormValue, FormValues, SetupRowView } from './field-spec';
import { SetupField } from './setup-field';

type Props = {
  kind: string;
  title: string;
  columns: string[];
  rows: SetupRowView[];
  fields: FieldSpec[];
  blank: FormValues;
  canCreate: boolean;
};

const BUTTON = 'rounded-md border border-gray-400 bg-white px-2 py-0.5 text-xs font-medium hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600 disabled:opacity-60';

/**
 * One setup list: the rows in a dense table with Edit, Hide/Show and Delete, and the form beside it that adds a new row
 * or edits the chosen one. Every refusal is shown where it belongs: by its field, or above the form.
 */
export function SetupEditor({ kind, title, columns, rows, fields, blank, canCreate }: Props) {
  const router = useRouter();
  const id = useId();
  const [editing, setEditing] = useState<SetupRowView | null>(null);
  const [values, setValues] = useState<FormValues>(blank);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ tone: 'error' | 'ok'; text: string } | null>(null);
  const [pending, setPending] = useState(false);

  const start = (row: SetupRowView | null) => {
    setEditing(row);
    setValues(row ? row.form : blank);
    setErrors({});
    setMessage(null);
    document.getElementById(`${id}-form`)?.focus();
  };

  const run = async (action: () => ReturnType<typeof callAdmin>, done: string) => {
    setPending(true);
    setMessage(null);
    setErrors({});
    const result = await action();
    setPending(false);
    if (!result.ok) {
      setErrors(result.fields);
      setMessage({ tone: 'error', text: result.message });
      return false;
    }
    setMessage({ tone: 'ok', text: done });
    router.refresh();
    return true;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return; // a second click while the first is on its way
    const body = Object.fromEntries(Object.entries(values).map(([key, value]) => [key, Array.isArray(value) ? value.map((v) => v.trim()).filter(Boolean) : value]));
    const saved = editing
      ? await run(() => callAdmin('patch', `admin/setup/${kind}/${editing.id}`, body), `Saved ${editing.label}.`)
      : await run(() => callAdmin('post', `admin/setup/${kind}`, body), 'Added.');
    if (saved && !editing) setValues(blank);
  };

  const showForm = canCreate || editing !== null;

  return (
    <div className="grid gap-4 xl:grid-cols-[minmax(0,1fr)_380px]">
      <div className="overflow-x-auto rounded-lg border border-gray-200 bg-white">
        <table className="w-full min-w-[640px] text-left text-sm">
          <caption className="sr-only">{title}</caption>
          <thead className="bg-gray-50 text-xs uppercase text-gray-600">
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col" className="px-2 py-1.5">
                  {column}
                </th>
              ))}
              <th scope="col" className="px-2 py-1.5">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length + 1} className="px-2 py-3 text-gray-600">
                  Nothing here yet.
                </td>
              </tr>
            ) : null}
            {rows.map((row) => (
              <tr key={row.id} className={`border-t border-gray-100 align-top ${row.visible === false ? 'bg-gray-50 text-gray-600' : ''}`}>
                {row.cells.map((cell, i) =>
                  i === 0 ? (
                    <th key={i} scope="row" className="px-2 py-1.5 font-medium">
                      {cell}
                      {row.visible === false ? <span className="ml-1 text-xs font-normal">(hidden)</span> : null}
                    </th>
                  ) : (
                    <td key={i} className="px-2 py-1.5">
                      {cell}
                    </td>
                  ),
                )}
                <td className="whitespace-nowrap px-2 py-1.5">
                  <div className="flex gap-1">
                    <button type="button" className={BUTTON} onClick={() => start(row)} aria-label={`Edit ${row.label}`}>
                      Edit
                    </button>
                    {row.visible !== null ? (
                      <button
                        type="button"
                        className={BUTTON}
                        disabled={pending}
                        aria-label={`${row.visible ? 'Hide' : 'Show'} ${row.label}`}
                        onClick={() => run(() => callAdmin('post', `admin/setup/${kind}/${row.id}/visibility`, { visible: !row.visible }), `${row.label} ${row.visible ? 'hidden' : 'shown'}.`)}
                      >
                        {row.visible ? 'Hide' : 'Show'}
                      </button>
                    ) : null}
                    <button
                      type="button"
                      className={BUTTON}
                      disabled={pending}
                      aria-label={`Delete ${row.label}`}
                      onClick={() => {
                        if (window.confirm(`Delete ${row.label}? Only what nothing uses can be deleted.`)) void run(() => callAdmin('delete', `admin/setup/${kind}/${row.id}`), `${row.label} deleted.`);
                      }}
                    >
                      Delete
                    </button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <div>
        <p role="status" aria-live="polite" className={`mb-2 min-h-5 text-sm ${message?.tone === 'error' ? 'font-medium text-red-800' : 'text-green-800'}`}>
          {message?.text ?? ''}
        </p>
        {showForm ? (
          <form id={`${id}-form`} tabIndex={-1} onSubmit={submit} noValidate aria-labelledby={`${id}-title`} className="rounded-lg border border-gray-200 bg-white p-3">
            <h2 id={`${id}-title`} className="text-base font-semibold">
              {editing ? `Edit ${editing.label}` : `Add to ${title.toLowerCase()}`}
            </h2>
            <div className="mt-2 grid grid-cols-2 gap-x-3 gap-y-2">
              {fields.map((spec) => (
                <div key={spec.name} className={spec.kind === 'textarea' || spec.kind === 'types' ? 'col-span-2' : ''}>
                  <SetupField
                    id={`${id}-${spec.name}`}
                    spec={spec}
                    value={values[spec.name]}
                    error={errors[spec.name]}
                    disabled={Boolean(spec.fixedOnEdit && editing)}
                    onChange={(value: FormValue) => setValues((current) => ({ ...current, [spec.name]: value }))}
                  />
                </div>
              ))}
            </div>
            <div className="mt-3 flex gap-2">
              <button type="submit" disabled={pending} className="rounded-md bg-brand-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60">
                {pending ? 'Saving…' : editing ? 'Save changes' : 'Add'}
              </button>
              {editing && canCreate ? (
                <button type="button" className="rounded-md border border-gray-400 px-3 py-1.5 text-sm" onClick={() => start(null)}>
                  Cancel
                </button>
              ) : null}
            </div>
          </form>
        ) : (
          <p className="text-sm text-gray-700">Choose Edit on a row to change it.</p>
        )}
      </div>
    </div>
  );
}
