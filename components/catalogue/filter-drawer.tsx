'use client';

import { useEffect, useId, useState, type ReactNode } from 'react';

/**
 * The filter panel: inline beside the grid from md up, a full-screen drawer on phones behind a "Filters" button.
 * The panel's links are server-rendered children and are always in the HTML (crawlable); only their visibility on
 * small screens is toggled here.
 */
export function FilterDrawer({ children, activeCount }: { children: ReactNode; activeCount: number }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = '';
    };
  }, [open]);

  return (
    <>
      <button
        type="button"
        className="inline-flex min-h-10 items-center gap-2 rounded-full border border-cocoa-300 bg-white px-4 text-sm font-semibold text-cocoa-900 md:hidden"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(true)}
      >
        Filters{activeCount > 0 ? ` (${activeCount})` : ''}
      </button>
      <div
        id={panelId}
        role={open ? 'dialog' : undefined}
        aria-modal={open ? true : undefined}
        aria-label={open ? 'Filters' : undefined}
        className={
          open
            ? 'fixed inset-0 z-50 overflow-y-auto bg-white p-4 pb-24 md:static md:z-auto md:overflow-visible md:p-0'
            : 'hidden md:block'
        }
      >
        {open ? (
          <div className="mb-4 flex items-center justify-between md:hidden">
            <p className="text-lg font-semibold text-cocoa-900">Filters</p>
            <button
              type="button"
              onClick={() => setOpen(false)}
              className="inline-flex min-h-10 items-center rounded-full bg-brand-600 px-4 text-sm font-semibold text-white"
            >
              Show results
            </button>
          </div>
        ) : null}
        {children}
      </div>
    </>
  );
}
