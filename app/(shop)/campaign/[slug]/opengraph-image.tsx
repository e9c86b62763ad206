import { clip, OgCard } from '@/components/seo/og-card';
import { CakeDrawing, GiftDrawing } from '@/components/seo/og-drawings';
import { formatKathmanduDate } from '@/lib/domain/kathmandu-time';
import { ogContentType, ogImageSize } from '@/lib/seo/og';
import { ogImage } from '@/lib/server/og/card-image';
import { loadCampaignContent } from '@/lib/server/services/campaigns/campaign-content';

// A campaign's 1200×630 social card: its name, its promise and its dates (Kathmandu calendar), and a cake or a gift.
// Only what does not change by the second is drawn (no price, no countdown), so the card can be cached.

export const alt = 'An Upahar Ghar festival campaign: cakes and gifts delivered across Nepal';
export const size = ogImageSize;
export const contentType = ogContentType;
export const revalidate = 3600; // policy: shareCard

type Props = { params: Promise<{ slug: string }> };

export default async function CampaignOpenGraphImage({ params }: Props) {
  const { slug } = await params;
  const content = /^[a-z0-9-]{1,160}$/.test(slug) ? await loadCampaignContent(slug) : null;
  if (!content) {
    return ogImage(<OgCard eyebrow="Upahar Ghar campaigns" title="Festival prices on cakes and gifts" art={<GiftDrawing />} />);
  }
  const c = content.campaign;
  const dates = `${formatKathmanduDate(c.startsAt, 'd MMM yyyy')} – ${formatKathmanduDate(c.endsAt, 'd MMM yyyy')}`;
  const cakeish = /cake/i.test(`${c.name} ${c.tagline}`);
  return ogImage(
    <OgCard
      eyebrow={`Festival campaign · ${dates}`}
      title={clip(c.name, 60)}
      subtitle={clip(c.tagline || c.description, 110)}
      art={cakeish ? <CakeDrawing /> : <GiftDrawing />}
    />,
  );
}
