import { accountMetadata } from '@/components/account/account-metadata';
import { PaginationLinks } from '@/components/catalogue/pagination-links';
import { PrizeWallet } from '@/components/promotion/prize-wallet';
import { listWallet } from '@/lib/server/services/games';
import { pageQuerySchema } from '@/lib/validation/catalogue';
import { requireMember } from '../../_lib/member';

export const dynamic = 'force-dynamic';
export const metadata = accountMetadata('Promotions and prizes', 'Your prize wallet: the codes you won and when they expire.', '/profile/promotion');

type Props = { searchParams: Promise<{ page?: string | string[] }> };

/** SPEC §2 /profile/promotion: the customer's promotions. The prize wallet is its own section (influencer stats join it). */
export default async function PromotionPage({ searchParams }: Props) {
  const member = await requireMember('/profile/promotion');
  const parsed = pageQuerySchema.safeParse({ page: (await searchParams).page });
  const wallet = await listWallet(member.id, parsed.success ? parsed.data.page : 1);
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="font-display text-2xl font-bold text-cocoa-900 sm:text-3xl">Promotions</h1>
        <p className="mt-1 text-sm text-gray-700">Your prizes and personal codes.</p>
      </div>
      <PrizeWallet prizes={wallet.prizes} />
      <PaginationLinks pagination={wallet.pagination} hrefFor={(page) => (page > 1 ? `/profile/promotion?page=${page}` : '/profile/promotion')} />
    </div>
  );
}
