'use client';

import { useRef, type ReactNode } from 'react';
import { useRevealOn } from '@/components/ui/reveal';

/**
 * One numbered checkout step: open (current), done (with a Change button) or waiting. A step that opens (the next one
 * after Continue, or one reopened by Change) is brought into view with its heading focused: on a phone the step just
 * finished was long, and what comes next would start off the screen.
 */
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
  const heading = useRef<HTMLHeadingElement>(null);
  const section = useRevealOn<HTMLElement>(state === 'current' ? 'current' : null, { focus: heading });
  return (
    <section ref={section} aria-labelledby={`checkout-step-${number}`} className="rounded-2xl border border-cocoa-100 bg-white p-5 shadow-sm">
      <div className="flex items-center justify-between gap-3">
        <h2 ref={heading} id={`checkout-step-${number}`} className="flex items-center gap-3 font-display text-lg font-bold text-cocoa-900 focus:outline-none">
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
          <button type="button" onClick={onChange} className="-my-2 min-h-11 px-2 text-sm font-medium text-brand-700 underline">
            Change<span className="sr-only"> {title.toLowerCase()}</span>
          </button>
        ) : null}
      </div>
      {state === 'done' && summary ? <div className="mt-3 text-sm text-gray-800">{summary}</div> : null}
      {state === 'current' ? <div className="mt-4">{children}</div> : null}
    </section>
  );
}
