import type { Metadata } from 'next';
import { NotFoundContent } from '@/components/layout/not-found-content';
import { ShopShell } from '@/components/layout/shop-shell';
import { getErrorPage } from '@/lib/server/services/content/error-page';
import { getHeaderFooter } from '@/lib/server/services/content/header-footer';

export const metadata: Metadata = {
  title: 'Page not found',
  robots: { index: false, follow: true },
};

// The root not-found renders inside the root layout only (outside the (shop) group), so it brings the shop's
// header and footer itself. Next answers it with HTTP 404.
export default async function NotFound() {
  const [layout, errorPage] = await Promise.all([getHeaderFooter(), getErrorPage()]);
  return (
    <ShopShell data={layout}>
      <NotFoundContent data={errorPage} />
    </ShopShell>
  );
}
