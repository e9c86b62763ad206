import { CardPicture, OgCard } from '@/components/seo/og-card';
import { CakeDrawing, GiftDrawing } from '@/components/seo/og-drawings';
import { formatKathmanduDate } from '@/lib/domain/kathmandu-time';
import { ogContentType, ogImageSize } from '@/lib/seo/og';
import { imageDataUrl } from '@/lib/server/og/card-art';
import { ogImage } from '@/lib/server/og/card-image';
import { getContestPage } from '@/lib/server/services/contests';
import { contestSlugSchema } from '@/lib/validation/contests';

// A contest's social card (WhatsApp, Facebook previews): its dates, title and first prize ('Win रू 15,000 voucher',
// the amount drawn in the shop's own font), with the leading entry's photo on the right (or the winner's, once
// announced); a drawn cake before anyone has entered. No countdown or stage: a shared picture is kept for days. The
// banner is a wide strip that would be cropped to nothing in the card's square.

export const alt = 'A photo contest on Upahar Ghar: enter, vote and win';
export const size = ogImageSize;
export const contentType = ogContentType;
export const revalidate = 300; // policy: contestCard

type Props = { params: Promise<{ slug: string }> };

export default async function ContestOpenGraphImage({ params }: Props) {
  const { slug } = await params;
  const data = contestSlugSchema.safeParse(slug).success ? await getContestPage(slug, { page: 1, sort: 'votes', viewerId: null }) : null;
  if (!data) return ogImage(<OgCard eyebrow="Upahar Ghar contests" title="Enter, vote and win" art={<GiftDrawing />} />);
  const c = data.contestInfo;
  const lead = data.winners[0] ?? data.contestants[0] ?? null;
  const photo = await imageDataUrl(lead?.photo ?? null);
  const dates = `${formatKathmanduDate(c.dates.entriesOpenAt, 'd MMM')} – ${formatKathmanduDate(c.dates.votingClosesAt, 'd MMM yyyy')}`;
  return ogImage(
    <OgCard
      eyebrow={`Contest · ${dates}`}
      title={c.title}
      subtitle={c.prize ? `Win ${c.prize}` : c.summary}
      art={photo ? <CardPicture src={photo} /> : <CakeDrawing />}
    />,
  );
}
