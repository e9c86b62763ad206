'use client';

import { useId } from 'react';
import { inputClass } from '@/components/account/text-field';

type Option = { value: string; label: string };

/** A labelled <select> with its message beside it, like TextField. */
export function SelectField(props: { label: string; name: string; value: string; onChange: (event: { target: { value: string } }) => void; options: Option[]; error?: string | undefined; placeholder?: string }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-cocoa-900">
        {props.label}
      </label>
      <select
        id={id}
        name={props.name}
        value={props.value}
        onChange={props.onChange}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${id}-error` : undefined}
        className={`${inputClass} ${props.error ? 'border-brand-600' : 'border-cocoa-200'}`}
      >
        {props.placeholder ? <option value="">{props.placeholder}</option> : null}
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {props.error ? (
        <p id={`${id}-error`} className="text-sm text-brand-700">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled textarea with its message, for descriptions and pitches. */
export function TextAreaField(props: { label: string; name: string; value: string; onChange: (event: { target: { value: string } }) => void; error?: string | undefined; rows?: number; maxLength: number; hint?: string }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-cocoa-900">
        {props.label}
        {props.hint ? <span className="font-normal text-gray-700"> {props.hint}</span> : null}
      </label>
      <textarea
        id={id}
        name={props.name}
        rows={props.rows ?? 5}
        maxLength={props.maxLength}
        value={props.value}
        onChange={props.onChange}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${id}-error` : undefined}
        className={`${inputClass} h-auto py-2.5 ${props.error ? 'border-brand-600' : 'border-cocoa-200'}`}
      />
      {props.error ? (
        <p id={`${id}-error`} className="text-sm text-brand-700">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}
