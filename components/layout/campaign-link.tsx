import Link from 'next/link';
import type { HeaderCampaign } from '@/lib/server/services/content/types';

/**
 * The running campaign, with its icon (SPEC §2: shown only when the header data has a campaign). Not prefetched: a
 * header link is in every viewport, so prefetching it would add a request to every page view for a rare click.
 * A plain <img>: the icon is a small file shown as it is, and next/image is a client component whose code every page
 * would then load.
 */
export function CampaignLink({ campaign, className = '' }: { campaign: HeaderCampaign | null; className?: string }) {
  if (!campaign) return null;
  return (
    <Link href={`/campaign/${campaign.slug}`} prefetch={false} className={className}>
      {/* eslint-disable-next-line @next/next/no-img-element -- see above */}
      <img src={campaign.icon} alt="" width={20} height={20} className="h-5 w-5" />
      {campaign.name}
    </Link>
  );
}
