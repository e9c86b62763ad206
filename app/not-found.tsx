import type { Metadata } from 'next';
import { NotFoundContent } from '@/components/layout/not-found-content';

export const metadata: Metadata = {
  title: 'Page not found',
  robots: { index: false, follow: true },
};

// Last-resort fallback of the root layout. Unknown paths are caught by app/(shop)/[...missing] and shown by
// app/(shop)/not-found.tsx inside the shop's header and footer. This one stays deliberately small and data-free:
// the root layout's not-found boundary is serialised into the RSC payload of every page.
export default function NotFound() {
  return (
    <main id="main">
      <NotFoundContent data={{ banner: null, links: [] }} />
    </main>
  );
}
