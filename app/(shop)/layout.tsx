import type { ReactNode } from 'react';
import { ShopShell } from '@/components/layout/shop-shell';
import { getHeaderFooter } from '@/lib/server/services/content/header-footer';

// Server component: header and footer data come from the content service (cached 12 h, tag 'layout'), so shop pages
// stay statically cacheable. Visitor-specific bits (login, cart) are client components inside the shell.
export default async function ShopLayout({ children }: { children: ReactNode }) {
  const data = await getHeaderFooter();
  return <ShopShell data={data}>{children}</ShopShell>;
}
