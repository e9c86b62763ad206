import type { Metadata } from 'next';
import { NotFoundContent } from '@/components/layout/not-found-content';
import { getErrorPage } from '@/lib/server/services/content/error-page';

export const metadata: Metadata = {
  title: 'Page not found',
  robots: { index: false, follow: true },
};

// The shop's not-found body. It renders inside the (shop) layout, so the header and footer come from there and are
// not repeated here: every shop page carries its not-found boundary in the RSC payload, so a shell in it would be
// serialised into every page a second time. Unknown paths reach it through [...missing].
export default async function ShopNotFound() {
  return <NotFoundContent data={await getErrorPage()} />;
}
