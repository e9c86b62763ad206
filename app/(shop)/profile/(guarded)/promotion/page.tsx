import { accountMetadata } from '@/components/account/account-metadata';
import { InfluencerForm } from '@/components/businesses/influencer-form';
import { InfluencerSummary } from '@/components/businesses/influencer-summary';
import { getOwnInfluencer } from '@/lib/server/services/influencers';
import { requireMember } from '../../_lib/member';

export const dynamic = 'force-dynamic';
export const metadata = accountMetadata('Promotion', 'Your influencer code, the orders placed with it and your promotion rewards.', '/profile/promotion');

/**
 * SPEC /profile/promotion: the member's promotion page. Today its influencer section (apply, or the code and what it
 * sold); the campaigns-and-games issue adds the prize wallet as a second section below it.
 */
export default async function PromotionPage() {
  const member = await requireMember('/profile/promotion');
  const influencer = await getOwnInfluencer(member.id);
  return (
    <div className="flex flex-col gap-6">
      <h1 className="font-display text-2xl font-bold text-cocoa-900 sm:text-3xl">Promotion</h1>
      <section aria-label="Influencer programme" className="rounded-2xl border border-cocoa-100 bg-white p-4 shadow-sm sm:p-6">
        {influencer ? <InfluencerSummary influencer={influencer} /> : <InfluencerForm city="" />}
      </section>
      {/* Issue 15: the prize wallet section goes here. */}
    </div>
  );
}
