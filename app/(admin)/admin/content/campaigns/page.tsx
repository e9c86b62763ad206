import type { Metadata } from 'next';
import { ShopContentArea } from '@/components/admin/shop-content/shop-content-area';
import { requireStaffPage } from '@/lib/server/auth/back-office';

// /admin/content/campaigns (issue 25): campaigns with their exact window, flash sale, products, sale prices in rupees and deal limits.
export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Campaigns and flash sales' };

export default async function CampaignsPage({ searchParams }: { searchParams: Promise<{ edit?: string | string[] }> }) {
  await requireStaffPage('content.manage', '/admin/content/campaigns');
  const { edit } = await searchParams;
  return <ShopContentArea title="Campaigns and flash sales" intro="Campaigns and flash sales: the exact window (Kathmandu time, to the minute), the products with their sale price in rupees, and the limits per customer and in all." path="/admin/content/campaigns" kinds={['campaign']} edit={edit} />;
}
