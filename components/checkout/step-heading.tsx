import type { ReactNode } from 'react';

/** One numbered checkout step: open (current), done (with a Change button) or waiting. */
export function StepSection({
  number,
  title,
  state,
  summary,
  onChange,
  children,
}: {
  number: number;
  title: string;
  state: 'current' | 'done' | 'waiting';
  summary?: ReactNode;
  onChange?: () => void;
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby={`checkout-step-${number}`} className="rounded-2xl border border-cocoa-100 bg-white p-5 shadow-sm">
      <div className="flex items-center justify-between gap-3">
        <h2 id={`checkout-step-${number}`} className="flex items-center gap-3 font-display text-lg font-bold text-cocoa-900">
          <span
            aria-hidden="true"
            className={`flex size-8 items-center justify-center rounded-full text-sm ${state === 'waiting' ? 'bg-cocoa-50 text-cocoa-800' : 'bg-brand-600 text-white'}`}
          >
            {state === 'done' ? '✓' : number}
          </span>
          {title}
          {state === 'current' ? <span className="sr-only">(current step)</span> : null}
        </h2>
        {state === 'done' && onChange ? (
          <button type="button" onClick={onChange} className="text-sm font-medium text-brand-700 underline">
            Change<span className="sr-only"> {title.toLowerCase()}</span>
          </button>
        ) : null}
      </div>
      {state === 'done' && summary ? <div className="mt-3 text-sm text-gray-800">{summary}</div> : null}
      {state === 'current' ? <div className="mt-4">{children}</div> : null}
    </section>
  );
}
