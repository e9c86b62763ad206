'use client';

import { RefCombobox } from '@/components/admin/lookup/ref-combobox';
import type { FieldSpec, FormValue } from './field-spec';

const INPUT = 'mt-1 block w-full rounded-md border border-gray-400 px-2 py-1 text-sm focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600 disabled:bg-gray-100';
const PRODUCT_TYPES = ['cake', 'product', 'automobile'] as const;

type Props = { id: string; spec: FieldSpec; value: FormValue | undefined; error?: string | undefined; disabled?: boolean; onChange: (value: FormValue) => void };

/** One labelled field of a setup form, with its hint and its error tied to it for screen readers. */
export function SetupField({ id, spec, value, error, disabled, onChange }: Props) {
  const describedBy = [spec.hint ? `${id}-hint` : '', error ? `${id}-error` : '', spec.max ? `${id}-count` : ''].filter(Boolean).join(' ') || undefined;
  const common = { id, name: spec.name, disabled, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy } as const;
  const text = typeof value === 'string' ? value : '';

  if (spec.kind === 'checkbox') {
    return (
      <div className="flex items-center gap-2 pt-5">
        <input {...common} type="checkbox" className="h-4 w-4" checked={value === true} onChange={(e) => onChange(e.target.checked)} />
        <label htmlFor={id} className="text-sm font-medium">
          {spec.label}
        </label>
        <Notes id={id} spec={spec} error={error} />
      </div>
    );
  }

  if (spec.kind === 'types') {
    const chosen = Array.isArray(value) ? value : [];
    return (
      <fieldset aria-describedby={describedBy}>
        <legend className="text-sm font-medium">{spec.label}</legend>
        <div className="mt-1 flex gap-3">
          {PRODUCT_TYPES.map((type) => (
            <label key={type} className="flex items-center gap-1 text-sm">
              <input type="checkbox" disabled={disabled} checked={chosen.includes(type)} onChange={(e) => onChange(e.target.checked ? [...chosen, type] : chosen.filter((t) => t !== type))} />
              {type}
            </label>
          ))}
        </div>
        <Notes id={id} spec={spec} error={error} />
      </fieldset>
    );
  }

  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium">
        {spec.label}
      </label>
      {spec.required ? (
        <span aria-hidden="true" className="text-sm font-medium text-red-800">
          {' '}
          *
        </span>
      ) : null}
      {spec.kind === 'textarea' ? (
        <textarea {...common} rows={2} className={INPUT} value={text} maxLength={spec.max ? spec.max + 20 : undefined} onChange={(e) => onChange(e.target.value)} />
      ) : spec.kind === 'select' ? (
        <select {...common} className={INPUT} value={text} onChange={(e) => onChange(e.target.value)}>
          {(spec.options ?? []).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : spec.kind === 'ref' && spec.ref ? (
        <div className="mt-1">
          <RefCombobox
            id={id}
            kind={spec.ref}
            value={/^\d+$/.test(text) ? Number(text) : null}
            label={spec.label}
            nullable={!spec.required}
            disabled={disabled}
            required={spec.required}
            invalid={Boolean(error)}
            describedBy={describedBy}
            inputClassName={INPUT.replace('mt-1 ', '')}
            onChange={(next) => onChange(next === null ? '' : String(next))}
          />
        </div>
      ) : spec.kind === 'list' ? (
        <input {...common} type="text" className={INPUT} value={Array.isArray(value) ? value.join(', ') : ''} onChange={(e) => onChange(e.target.value.split(',').map((v) => v.trimStart()))} />
      ) : (
        <input
          {...common}
          type={spec.kind === 'datetime' ? 'datetime-local' : spec.kind === 'time' ? 'text' : 'text'}
          inputMode={spec.kind === 'number' || spec.kind === 'rupees' ? 'decimal' : undefined}
          placeholder={spec.kind === 'time' ? 'HH:mm' : undefined}
          required={spec.required}
          className={INPUT}
          value={text}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
      <Notes id={id} spec={spec} error={error} count={spec.max ? text.length : undefined} />
    </div>
  );
}

function Notes({ id, spec, error, count }: { id: string; spec: FieldSpec; error?: string | undefined; count?: number | undefined }) {
  return (
    <>
      {spec.hint ? (
        <p id={`${id}-hint`} className="mt-0.5 text-xs text-gray-600">
          {spec.hint}
        </p>
      ) : null}
      {spec.max && count !== undefined ? (
        <p id={`${id}-count`} className={`mt-0.5 text-xs ${count > spec.max ? 'font-semibold text-red-800' : 'text-gray-600'}`}>
          {count}/{spec.max} characters
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
