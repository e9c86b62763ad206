'use client';

import { useId } from 'react';

type Props = {
  legend: string;
  value: number;
  onChange: (stars: number) => void;
  /** The field's message (a missing rating). */
  error?: string | null;
  name: string;
};

/** 1–5 stars as a radio group: keyboard and screen-reader friendly, one tap on a phone. */
export function StarInput({ legend, value, onChange, error, name }: Props) {
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1 text-sm font-semibold text-cocoa-900">{legend}</legend>
      <div className="flex gap-1">
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className="cursor-pointer rounded text-3xl leading-none has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600">
            <input type="radio" name={name} value={n} className="sr-only" checked={value === n} onChange={() => onChange(n)} />
            <span aria-hidden="true" className={n <= value ? 'text-saffron-500' : 'text-cocoa-200'}>
              ★
            </span>
            <span className="sr-only">
              {n} star{n > 1 ? 's' : ''}
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm font-medium text-brand-800">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
