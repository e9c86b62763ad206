'use client';

import type { ReactNode } from 'react';

// Labelled form fields for the content editors: a real <label>, the server's message under the field (tied with
// aria-describedby), an optional hint and a character count where a length matters (titles, search texts).

const input = 'w-full rounded-md border border-gray-300 px-2 py-1.5 text-sm focus-visible:outline-2 focus-visible:outline-brand-600 aria-[invalid=true]:border-red-700';

type Base = { id: string; label: string; error?: string | undefined; hint?: ReactNode; className?: string };

function Described({ id, error, hint }: Pick<Base, 'id' | 'error' | 'hint'>) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="mt-0.5 text-xs text-gray-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-0.5 text-xs text-red-800">
          {error}
        </p>
      ) : null}
    </>
  );
}

const describedBy = (id: string, error?: string, hint?: ReactNode, counted = false) =>
  [hint ? `${id}-hint` : '', error ? `${id}-error` : '', counted ? `${id}-count` : ''].filter(Boolean).join(' ') || undefined;

/** "42/60 characters", red past the limit (the server refuses it; this says so while typing). */
function Count({ id, length, max }: { id: string; length: number; max: number }) {
  return (
    <span id={`${id}-count`} className={`text-xs ${length > max ? 'font-semibold text-red-800' : 'text-gray-600'}`}>
      {length}/{max}
      <span className="sr-only"> characters</span>
    </span>
  );
}

export function TextField({
  id,
  label,
  error,
  hint,
  className,
  value,
  onChange,
  max,
  type = 'text',
  required,
}: Base & { value: string; onChange: (value: string) => void; max?: number; type?: 'text' | 'number' | 'datetime-local'; required?: boolean }) {
  const counted = max !== undefined ? `${value.length}/${max}` : null;
  return (
    <div className={className}>
      <div className="flex justify-between">
        <label htmlFor={id} className="text-sm font-medium text-gray-900">
          {label}
        </label>
        {counted ? <Count id={id} length={value.length} max={max!} /> : null}
      </div>
      <input
        id={id}
        type={type}
        value={value}
        required={required}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint, max !== undefined)}
        className={`mt-0.5 ${input}`}
      />
      <Described id={id} error={error} hint={hint} />
    </div>
  );
}

export function TextArea({ id, label, error, hint, className, value, onChange, rows = 6, max }: Base & { value: string; onChange: (value: string) => void; rows?: number; max?: number }) {
  return (
    <div className={className}>
      <div className="flex justify-between">
        <label htmlFor={id} className="text-sm font-medium text-gray-900">
          {label}
        </label>
        {max !== undefined ? <Count id={id} length={value.length} max={max} /> : null}
      </div>
      <textarea
        id={id}
        rows={rows}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint, max !== undefined)}
        className={`mt-0.5 font-mono ${input}`}
      />
      <Described id={id} error={error} hint={hint} />
    </div>
  );
}

export function SelectField({ id, label, error, hint, className, value, onChange, options }: Base & { value: string; onChange: (value: string) => void; options: Array<{ value: string; label: string }> }) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-gray-900">
        {label}
      </label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, error, hint)} className={`mt-0.5 ${input}`}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <Described id={id} error={error} hint={hint} />
    </div>
  );
}

export function CheckboxField({ id, label, error, hint, className, checked, onChange }: Base & { checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <div className={className}>
      <div className="flex items-center gap-2">
        <input id={id} type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} aria-describedby={describedBy(id, error, hint)} className="h-4 w-4" />
        <label htmlFor={id} className="text-sm font-medium text-gray-900">
          {label}
        </label>
      </div>
      <Described id={id} error={error} hint={hint} />
    </div>
  );
}

export const RICH_TEXT_HINT = 'Headings: ## or ###. **bold**, *italic*, [words](/path) for a link on this shop, - for a list, > for a quote, ![description](/media/…) for a picture. {{tokens}} name a rule’s value.';
