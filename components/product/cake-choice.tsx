import type { ReactNode } from 'react';

// One option of the cake configurator: a select with its label and, when the server refuses the combination, the
// reason under it (described-by, so a screen reader reads it with the field).

const selectClass =
  'mt-1 block w-full rounded-xl border border-cocoa-300 bg-white px-3 py-2 text-sm text-cocoa-900 aria-[invalid=true]:border-brand-700';

export type Choice = { value: string; label: string; disabled?: boolean };

type Props = {
  id: string;
  label: string;
  value: string;
  choices: Choice[];
  error: string | null;
  onChange: (value: string) => void;
};

export function CakeChoice({ id, label, value, choices, error, onChange }: Props) {
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold text-cocoa-900">
        {label}
      </label>
      <select
        id={id}
        className={selectClass}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(e) => onChange(e.target.value)}
      >
        {choices.map((c) => (
          <option key={c.value} value={c.value} disabled={c.disabled}>
            {c.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={errorId} role="alert" className="mt-1 text-sm font-medium text-brand-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Options a cake comes in only one way: said as plain facts rather than a select with nothing to choose. */
export function CakeFacts({ facts }: { facts: { label: string; value: ReactNode }[] }) {
  if (facts.length === 0) return null;
  return (
    <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm" data-testid="cake-facts">
      {facts.map((f) => (
        <div key={f.label} className="flex gap-1.5">
          <dt className="font-semibold text-cocoa-900">{f.label}:</dt>
          <dd className="text-gray-800">{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}
