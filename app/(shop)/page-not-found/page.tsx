import type { Metadata } from 'next';
import { NotFoundContent } from '@/components/layout/not-found-content';
import { getErrorPage } from '@/lib/server/services/content/error-page';

// The not-found page as a page of its own, so its HTML is rendered on the server with the shop's header and footer.
// Next 16 in production answers a `notFound()` (an unknown product, category, store, path…) with an empty HTML body
// and draws the not-found UI only in the browser; the production server (scripts/serve.ts, see
// lib/server/front/not-found-documents.ts) sends this page instead, with status 404, for every such answer. Cached like
// the other shop pages; the same content as (shop)/not-found.tsx, which client-side navigations still show.
export const revalidate = 3600; // policy: content

export const metadata: Metadata = {
  title: 'Page not found',
  robots: { index: false, follow: true },
};

export default async function NotFoundPage() {
  return <NotFoundContent data={await getErrorPage()} />;
}
