import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

// Per request, never cached: otherwise every made-up URL would add an entry to the ISR cache.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Page not found',
  robots: { index: false, follow: true },
};

// Any path no other route matches lands here, inside the (shop) layout, so the not-found page gets the shop's header
// and footer from the layout (SPEC §2: an unknown path shows the not-found page) with HTTP 404.
export default function MissingPage(): never {
  notFound();
}
