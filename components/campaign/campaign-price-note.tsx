import Link from 'next/link';
import type { CampaignPriceTag } from '@/lib/domain/campaign-price';
import { formatNpr } from '@/lib/domain/money';
import { Countdown } from './countdown';

/** Under a product's price: which campaign sets it, until when (live countdown), the per-customer limit. */
export function CampaignPriceNote({ tag }: { tag: CampaignPriceTag }) {
  return (
    <div className="rounded-lg border border-brand-200 bg-brand-50 p-3 text-sm text-cocoa-900" data-testid="campaign-price-note">
      <p className="font-semibold">
        <Link href={`/campaign/${tag.campaignSlug}`} className="text-brand-800 underline-offset-2 hover:underline">
          {tag.campaignName}
        </Link>{' '}
        {tag.flash ? 'flash-sale price' : 'price'}: ends in <Countdown to={tag.endsAt} refreshAtEnd className="font-bold tabular-nums" />
      </p>
      <p className="mt-1 text-gray-700">
        {formatNpr(tag.regularPrice)} again after the sale.
        {tag.perCustomerLimit ? ` At most ${tag.perCustomerLimit} per customer at this price.` : ''}
      </p>
    </div>
  );
}
