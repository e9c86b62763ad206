import type { Metadata } from 'next';
import { ShopContentArea } from '@/components/admin/shop-content/shop-content-area';
import { requireStaffPage } from '@/lib/server/auth/back-office';

// /admin/content/not-found (issue 25): the banner and link tiles of the page a lost visitor sees.
export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Not-found page' };

export default async function NotFoundPage({ searchParams }: { searchParams: Promise<{ edit?: string | string[] }> }) {
  await requireStaffPage('content.manage', '/admin/content/not-found');
  const { edit } = await searchParams;
  return <ShopContentArea title="Not-found page" intro="The banner and the tiles a visitor sees on a page that does not exist." path="/admin/content/not-found" kinds={['not-found']} edit={edit} />;
}
