import type { Metadata } from 'next';
import { ShopContentArea } from '@/components/admin/shop-content/shop-content-area';
import { requireStaffPage } from '@/lib/server/auth/back-office';

// /admin/content/banners (issue 25): home hero slides, campaign sliders and offer tiles, the home page's offers and featured categories, each with its picture, link, order and Kathmandu window.
export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Banners and offers' };

export default async function BannersPage({ searchParams }: { searchParams: Promise<{ edit?: string | string[] }> }) {
  await requireStaffPage('content.manage', '/admin/content/banners');
  const { edit } = await searchParams;
  return <ShopContentArea title="Banners and offers" intro="Banners and offers on the home page and campaign pages: picture, link, order and when they show (Kathmandu time)." path="/admin/content/banners" kinds={['banner', 'offer', 'home-sections']} edit={edit} />;
}
