'use client';

import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

/**
 * A component whose code downloads when it first renders, for parts that render only in the browser after a visitor's
 * state or action asks for them (a mini-cart on hover, the compare bar once a list holds something, a toaster after
 * the first tap). React's own lazy, not next/dynamic: next/dynamic brings about 2 KiB gzip of loader code, which
 * Turbopack copies into every chunk that uses it (the root layout's, the shop layout's, the home page's), all on a
 * first visit. Only for parts never rendered on the server (behind a state that is empty there): on the server React
 * would wait for the import instead of rendering nothing.
 */
export function clientLazy<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ReactNode = null): ComponentType<P> {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  function ClientLazy(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return ClientLazy;
}
