import { accountMetadata } from '@/components/account/account-metadata';
import { InfluencerForm } from '@/components/businesses/influencer-form';
import { InfluencerSummary } from '@/components/businesses/influencer-summary';
import { PaginationLinks } from '@/components/catalogue/pagination-links';
import { PrizeWallet } from '@/components/promotion/prize-wallet';
import { listWallet } from '@/lib/server/services/games';
import { getOwnInfluencer } from '@/lib/server/services/influencers';
import { pageQuerySchema } from '@/lib/validation/catalogue';
import { requireMember } from '../../_lib/member';

export const dynamic = 'force-dynamic';
export const metadata = accountMetadata(
  'Promotions and prizes',
  'Your prize wallet (the codes you won and when they expire) and your influencer code with the orders placed with it.',
  '/profile/promotion',
);

type Props = { searchParams: Promise<{ page?: string | string[] }> };

/**
 * SPEC §2 /profile/promotion: the member's promotions. The prize wallet (games, contests) comes first, since every
 * customer can win; then the influencer programme (apply, or the personal code and what it sold).
 */
export default async function PromotionPage({ searchParams }: Props) {
  const member = await requireMember('/profile/promotion');
  const parsed = pageQuerySchema.safeParse({ page: (await searchParams).page });
  const [wallet, influencer] = await Promise.all([listWallet(member.id, parsed.success ? parsed.data.page : 1), getOwnInfluencer(member.id)]);
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="font-display text-2xl font-bold text-cocoa-900 sm:text-3xl">Promotions</h1>
        <p className="mt-1 text-sm text-gray-700">Your prizes and personal codes.</p>
      </div>
      <PrizeWallet prizes={wallet.prizes} />
      <PaginationLinks pagination={wallet.pagination} hrefFor={(page) => (page > 1 ? `/profile/promotion?page=${page}` : '/profile/promotion')} />
      <section aria-label="Influencer programme" className="rounded-2xl border border-cocoa-100 bg-white p-4 shadow-sm sm:p-6">
        {influencer ? <InfluencerSummary influencer={influencer} /> : <InfluencerForm city="" />}
      </section>
    </div>
  );
}
