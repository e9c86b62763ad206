import type { Metadata } from 'next';
import { ShopContentArea } from '@/components/admin/shop-content/shop-content-area';
import { requireStaffPage } from '@/lib/server/auth/back-office';

// /admin/content/menus (issue 25): the header's menus and the footer's phones, shops, social links and link columns; every link leads to a page of the shop or an https address.
export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Menus and footer' };

export default async function MenusPage({ searchParams }: { searchParams: Promise<{ edit?: string | string[] }> }) {
  await requireStaffPage('content.manage', '/admin/content/menus');
  const { edit } = await searchParams;
  return <ShopContentArea title="Menus and footer" intro="The header's menus and the footer: add, edit, reorder and remove links (each must lead to a page of the shop or an https:// address)." path="/admin/content/menus" kinds={['header-menus', 'footer']} edit={edit} />;
}
