import type { ReactNode } from 'react';

/**
 * The storefront's own components showing a draft, framed so nobody mistakes it for the back office's controls.
 * `inert`: its links and buttons are a picture of the page, not a way off this screen.
 */
export function PreviewFrame({ label, href, children }: { label: string; href: string | null; children: ReactNode }) {
  return (
    <section aria-label={label} className="rounded-lg border-2 border-dashed border-sky-300 bg-white">
      <p className="flex flex-wrap justify-between gap-2 border-b border-sky-200 bg-sky-50 px-3 py-1.5 text-sm font-semibold text-sky-950">
        <span>{label}</span>
        {href ? <span className="font-normal">Where: {href}</span> : null}
      </p>
      <div inert className="font-sans">
        {children}
      </div>
    </section>
  );
}
