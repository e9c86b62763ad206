'use client';

import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

export const inputClass =
  'h-11 w-full min-w-0 rounded-xl border bg-white px-3.5 text-base text-cocoa-900 placeholder:text-gray-500 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600 disabled:bg-cocoa-50 sm:text-sm';

/** Typed as-is: no capital first letter or spelling fixes on emails, usernames and other identifiers. */
export const verbatimInput = { autoCapitalize: 'none', spellCheck: false } as const;

export type FieldNote = { tone: 'ok' | 'pending' | 'info'; text: string };

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> & {
  label: string;
  /** The validation message shown beside the field (zod or server); marks the input invalid. */
  error?: string | null;
  /** Help or live status under the field (e.g. 'Checking…', 'That username is free.'). */
  note?: FieldNote | null;
  /** Something inside the box on the right (the password show/hide button). */
  trailing?: ReactNode;
  /** Written after the label, e.g. '(optional)'. */
  labelExtra?: string;
};

const noteTone = { ok: 'text-leaf-700', pending: 'text-gray-700', info: 'text-gray-700' } as const;

/**
 * A labelled input with its message beside it: the message is linked by aria-describedby and the input gets
 * aria-invalid, so a screen reader hears what to fix when it lands on the field.
 */
export function TextField({ label, error, note, trailing, labelExtra, ...input }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const noteId = `${id}-note`;
  const describedBy = [error ? errorId : null, note && !error ? noteId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-cocoa-900">
        {label}
        {labelExtra ? <span className="font-normal text-gray-700"> {labelExtra}</span> : null}
      </label>
      <div className="relative">
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`${inputClass} ${error ? 'border-brand-600' : 'border-cocoa-200'} ${trailing ? 'pr-20' : ''}`}
          {...input}
        />
        {trailing ? <div className="absolute inset-y-0 right-1 flex items-center">{trailing}</div> : null}
      </div>
      {error ? (
        <p id={errorId} className="text-sm text-brand-700">
          {error}
        </p>
      ) : note ? (
        <p id={noteId} aria-live="polite" className={`text-sm ${noteTone[note.tone]}`}>
          {note.text}
        </p>
      ) : null}
    </div>
  );
}
