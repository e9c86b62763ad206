import { ImageResponse } from 'next/og';
import { OgCard } from '@/components/seo/og-card';
import { CakeDrawing, GiftDrawing } from '@/components/seo/og-drawings';
import { ogContentType, ogImageSize } from '@/lib/seo/og';
import { getContestPage } from '@/lib/server/services/contests';
import { imageDataUrl } from '@/lib/server/services/contests/og-art';
import { contestSlugSchema } from '@/lib/validation/contests';

// A contest's social card (WhatsApp, Facebook previews): stage, title, first prize and the countdown, with the
// leading entry's photo on the right (or the winner's, once announced); a drawn cake before anyone has entered. The
// banner is a wide strip that would be cropped to nothing in the card's square.

export const alt = 'A photo contest on Upahar Ghar: enter, vote and win';
export const size = ogImageSize;
export const contentType = ogContentType;
export const revalidate = 300;

type Props = { params: Promise<{ slug: string }> };

export default async function ContestOpenGraphImage({ params }: Props) {
  const { slug } = await params;
  const data = contestSlugSchema.safeParse(slug).success ? await getContestPage(slug, { page: 1, sort: 'votes', viewerId: null }) : null;
  if (!data) return new ImageResponse(<OgCard eyebrow="Upahar Ghar contests" title="Enter, vote and win" art={<GiftDrawing />} />, size);
  const c = data.contestInfo;
  const lead = data.winners[0] ?? data.contestants[0] ?? null;
  const photo = await imageDataUrl(lead?.photo ?? null);
  return new ImageResponse(
    (
      <OgCard
        eyebrow={`Contest · ${c.stageLabel}`}
        title={c.title}
        subtitle={[c.prize ? `Win ${c.prize}` : null, c.countdown, `${c.entryCount} entries`].filter(Boolean).join(' · ')}
        art={
          photo ? (
            <img src={photo} width={440} height={440} alt="" style={{ objectFit: 'cover', borderRadius: 32 }} />
          ) : (
            <CakeDrawing />
          )
        }
      />
    ),
    size,
  );
}
