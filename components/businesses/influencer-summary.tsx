import { formatKathmanduDate } from '@/lib/domain/kathmandu-time';
import { formatNpr } from '@/lib/domain/money';
import { formatCount } from '@/lib/domain/counts';
import type { OwnInfluencer } from '@/lib/server/services/influencers';

/** The influencer's own card on /profile/promotion: where the application stands, the code, and what it sold. */
export function InfluencerSummary({ influencer }: { influencer: OwnInfluencer }) {
  const approved = influencer.status === 'approved';
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-display text-xl font-bold text-cocoa-900">Influencer programme</h2>
        <span className={`rounded-full px-3 py-1 text-sm font-semibold ${approved ? 'bg-leaf-500/15 text-leaf-700' : influencer.status === 'pending' ? 'bg-saffron-400/20 text-cocoa-900' : 'bg-gray-200 text-gray-800'}`}>
          {influencer.statusLabel}
        </span>
      </div>
      {influencer.status === 'pending' ? (
        <p className="text-sm text-gray-800">Thank you for applying on {formatKathmanduDate(influencer.createdAt, 'd MMMM yyyy')}. Our team checks your accounts and answers within a few working days.</p>
      ) : null}
      {influencer.status === 'rejected' ? (
        <p className="text-sm text-gray-800">Your application was not approved{influencer.reviewNote ? `: ${influencer.reviewNote}` : '.'} Write to us from the contact page if something has changed.</p>
      ) : null}
      {approved && influencer.coupon ? (
        <>
          <div className="rounded-2xl border-2 border-dashed border-brand-300 bg-brand-50 p-4 text-center">
            <p className="text-sm text-brand-800">Your personal code</p>
            <p className="break-all font-display text-2xl font-bold tracking-wider text-brand-800 sm:text-3xl" data-testid="influencer-code">
              {influencer.coupon.code}
            </p>
            <p className="mt-1 text-sm text-gray-800">{influencer.coupon.description}</p>
          </div>
          <dl className="grid grid-cols-2 gap-3">
            <div className="rounded-2xl border border-cocoa-100 bg-white p-4">
              <dt className="text-sm text-gray-700">Orders with your code</dt>
              <dd className="font-display text-2xl font-bold text-cocoa-900" data-testid="influencer-orders">
                {influencer.orderCount.toLocaleString('en-IN')}
              </dd>
            </div>
            <div className="rounded-2xl border border-cocoa-100 bg-white p-4">
              <dt className="text-sm text-gray-700">Sales from them</dt>
              <dd className="font-display text-2xl font-bold text-cocoa-900" data-testid="influencer-revenue">
                {formatNpr(influencer.revenue, { compact: false })}
              </dd>
            </div>
          </dl>
        </>
      ) : null}
      <p className="text-sm text-gray-700">
        {influencer.nicheLabel} · {influencer.city} · {formatCount(influencer.followerCount)} followers on {influencer.accounts.map((a) => a.label).join(', ')}
      </p>
    </div>
  );
}
