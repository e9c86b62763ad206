'use client';

type Props = {
  value: number;
  max: number;
  label: string;
  disabled?: boolean;
  onChange: (quantity: number) => void;
};

/** − 2 + : a quantity between 1 and max; each button is a real button with a spoken label. */
export function QuantityStepper({ value, max, label, disabled, onChange }: Props) {
  const button =
    'inline-flex h-11 w-11 items-center justify-center rounded-full border border-cocoa-200 text-lg font-semibold text-cocoa-900 hover:bg-cocoa-50 disabled:cursor-not-allowed disabled:opacity-40';
  return (
    <div className="inline-flex items-center gap-2" role="group" aria-label={`Quantity of ${label}`}>
      <button type="button" className={button} aria-label={`One fewer ${label}`} disabled={disabled || value <= 1} onClick={() => onChange(value - 1)}>
        −
      </button>
      <output className="min-w-6 text-center text-sm font-semibold text-cocoa-900" aria-live="polite">
        {value}
      </output>
      <button type="button" className={button} aria-label={`One more ${label}`} disabled={disabled || value >= max} onClick={() => onChange(value + 1)}>
        +
      </button>
    </div>
  );
}
