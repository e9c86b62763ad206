import { JsonLdScript } from 'next-seo';
import type { CampaignView } from '@/lib/domain/campaign-types';
import { paisaToRupees } from '@/lib/domain/money';
import { absoluteUrl, SITE_NAME } from '@/lib/seo/metadata';
import { logoUrl } from '@/lib/seo/shop';

/**
 * A campaign as a schema.org Event (a sale event: online, from its start to its end), with an Offer per product on
 * the page at the price the page shows, valid until that price ends.
 */
export function CampaignJsonLd({ view }: { view: CampaignView }) {
  const { campaign } = view;
  const url = absoluteUrl(campaign.url);
  const cards = [...(view.flashSale?.products ?? []), ...view.featureDeals, ...view.products.products];
  const seen = new Set<number>();
  const offers = cards.flatMap((card) => {
    if (seen.has(card.id)) return [];
    seen.add(card.id);
    return [
      {
        '@type': 'Offer',
        name: card.name,
        url: absoluteUrl(card.url),
        price: paisaToRupees(card.sellingPrice).toFixed(2),
        priceCurrency: 'NPR',
        availability: card.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
        ...(card.campaign ? { priceValidUntil: card.campaign.endsAt } : {}),
      },
    ];
  });
  const data = {
    '@context': 'https://schema.org',
    '@type': 'SaleEvent',
    name: campaign.name,
    description: campaign.description,
    url,
    image: [absoluteUrl(`${campaign.url}/opengraph-image`)],
    startDate: campaign.startsAt,
    endDate: campaign.endsAt,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
    location: { '@type': 'VirtualLocation', url },
    organizer: { '@type': 'Organization', name: SITE_NAME, url: absoluteUrl('/'), logo: logoUrl() },
    offers,
  };
  return <JsonLdScript data={data} scriptKey="campaign-jsonld" id="campaign-jsonld" />;
}
