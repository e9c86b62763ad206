import type { CampaignSummary } from '@/lib/domain/campaign-types';
import { formatKathmanduDate } from '@/lib/domain/kathmandu-time';
import { Countdown } from './countdown';

const day = (iso: string) => formatKathmanduDate(iso, 'd MMMM yyyy');

/** Where the campaign stands: on until its end, starting in (a live countdown), or over (with its dates). */
export function CampaignStatus({ campaign }: { campaign: CampaignSummary }) {
  if (campaign.status === 'ended') {
    return (
      <p className="inline-flex rounded-full bg-cocoa-100 px-3 py-1 text-sm font-semibold text-cocoa-900" data-testid="campaign-status">
        This campaign ended on {day(campaign.endsAt)}. Prices are the shop&apos;s usual ones.
      </p>
    );
  }
  if (campaign.status === 'upcoming') {
    return (
      <p className="inline-flex flex-wrap gap-1 rounded-full bg-saffron-400 px-3 py-1 text-sm font-semibold text-cocoa-900" data-testid="campaign-status">
        Starts {day(campaign.startsAt)}: in <Countdown to={campaign.startsAt} refreshAtEnd className="tabular-nums" />
      </p>
    );
  }
  return (
    <p className="inline-flex rounded-full bg-leaf-700 px-3 py-1 text-sm font-semibold text-white" data-testid="campaign-status">
      On now, until {day(campaign.endsAt)}
    </p>
  );
}
