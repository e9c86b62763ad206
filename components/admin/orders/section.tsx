import type { ReactNode } from 'react';

/** One panel of the order page: a titled box (the heading is what screen readers jump between). */
export function Section({ title, id, children, className = '' }: { title: string; id: string; children: ReactNode; className?: string }) {
  return (
    <section aria-labelledby={id} className={`rounded-lg border border-gray-200 bg-white p-3 ${className}`}>
      <h2 id={id} className="mb-2 text-sm font-bold uppercase tracking-wide text-gray-700">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A term and its value in a panel's list of facts. */
export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex gap-2 py-0.5">
      <dt className="w-32 shrink-0 text-gray-700">{term}</dt>
      <dd className="min-w-0 flex-1 break-words">{children}</dd>
    </div>
  );
}
