import type { Metadata } from 'next';
import { ShopContentArea } from '@/components/admin/shop-content/shop-content-area';
import { requireStaffPage } from '@/lib/server/auth/back-office';

// /admin/content/causes (issue 25): the causes the donations pages show; what was raised is kept by the payments, never edited here.
export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Donation causes' };

export default async function CausesPage({ searchParams }: { searchParams: Promise<{ edit?: string | string[] }> }) {
  await requireStaffPage('content.manage', '/admin/content/causes');
  const { edit } = await searchParams;
  return <ShopContentArea title="Donation causes" intro="The causes the donations pages show. What was raised and the donors are kept by the payments and never edited here." path="/admin/content/causes" kinds={['donation-cause']} edit={edit} />;
}
