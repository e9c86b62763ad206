import type { Metadata } from 'next';
import { ShopContentArea } from '@/components/admin/shop-content/shop-content-area';
import { requireStaffPage } from '@/lib/server/auth/back-office';

// /admin/content/prizes (issue 25): the roulette's and the treasure dig's prizes with the odds the storefront publishes; they must add up to 100%.
export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Game prizes and odds' };

export default async function PrizesPage({ searchParams }: { searchParams: Promise<{ edit?: string | string[] }> }) {
  await requireStaffPage('content.manage', '/admin/content/prizes');
  const { edit } = await searchParams;
  return <ShopContentArea title="Game prizes and odds" intro="Roulette and treasure-dig prizes with the odds the game page publishes: typed as they will be published, adding up to exactly 100%." path="/admin/content/prizes" kinds={['game-prizes']} edit={edit} />;
}
