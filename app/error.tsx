'use client';

import { useEffect } from 'react';
import { buttonClasses } from '@/components/ui/button-classes';

// A page failed while rendering. The header and footer of the segment above stay; this replaces the page body.
// Its chunk is on every page's first visit (Next loads each segment's error boundary with it), so it imports nothing
// heavy: the way home is a plain <a>, a full load that also starts the browser's state afresh after an error, and
// not next/link (about 3.5 KiB gzip, which Turbopack would copy into this chunk).
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <div role="alert" className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <h1 className="font-display text-3xl font-bold text-cocoa-900">Something went wrong</h1>
      <p className="mt-3 text-cocoa-800">
        We could not load this page. Please try again; if it keeps happening, call or message us and we will help you order.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <button type="button" onClick={reset} className={buttonClasses('primary', 'lg')}>
          Try again
        </button>
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full load after an error, on purpose */}
        <a href="/" className={buttonClasses('secondary', 'lg')}>
          Home Page
        </a>
      </div>
    </div>
  );
}
