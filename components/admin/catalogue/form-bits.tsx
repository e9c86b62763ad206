import type { ReactNode } from 'react';

// Small pieces the catalogue's forms share: a labelled field with its error and hint, and the input style.

export const INPUT =
  'mt-1 block w-full rounded-md border border-gray-400 px-2 py-1.5 text-sm focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600';
export const BUTTON =
  'rounded-md bg-brand-700 px-4 py-1.5 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60';
export const SMALL_BUTTON = 'rounded border border-gray-400 px-2 py-0.5 text-xs font-semibold hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-50';

/** paisa → the rupees a staff member types (1250.5, not 125050). */
export const rupeesText = (paisa: number | null | undefined) => (paisa === null || paisa === undefined ? '' : String(paisa / 100));

export function Field({ id, label, error, hint, children, className = '' }: { id: string; label: string; error?: string; hint?: ReactNode; children: ReactNode; className?: string }) {
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="mt-0.5 text-xs text-gray-700">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-0.5 text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** aria-describedby for a field with a hint and/or an error. */
export const describedBy = (id: string, hint: boolean, error: string | undefined) => [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
