import { CardPicture, OgCard } from '@/components/seo/og-card';
import { CakeDrawing } from '@/components/seo/og-drawings';
import { ogContentType, ogImageSize } from '@/lib/seo/og';
import { imageDataUrl } from '@/lib/server/og/card-art';
import { ogImage } from '@/lib/server/og/card-image';
import { getEntryDetail } from '@/lib/server/services/contests';
import { rowIdOrNull } from '@/lib/validation/ids';

// An entry's social card, what "vote for me" links show on WhatsApp and Facebook: its photo, title, contestant and
// vote count (K/M/B/T).

export const alt = 'A contest entry on Upahar Ghar: vote for it';
export const size = ogImageSize;
export const contentType = ogContentType;
export const revalidate = 300; // policy: contestCard

type Props = { params: Promise<{ id: string }> };

export default async function EntryOpenGraphImage({ params }: Props) {
  const id = rowIdOrNull((await params).id);
  const entry = id === null ? null : await getEntryDetail(id, null);
  if (!entry) return ogImage(<OgCard eyebrow="Upahar Ghar contests" title="Vote for your favourite" art={<CakeDrawing />} />);
  const photo = await imageDataUrl(entry.photo);
  return ogImage(
    <OgCard
      eyebrow={entry.contest.title}
      title={entry.title}
      subtitle={`by ${entry.contestant.name}`}
      highlight={`${entry.voteCountText} ${entry.voteCount === 1 ? 'vote' : 'votes'}`}
      badge={entry.place ? `${['', '1st', '2nd', '3rd'][entry.place]} place` : entry.contest.stage === 'voting' ? 'Vote now' : undefined}
      art={photo ? <CardPicture src={photo} /> : <CakeDrawing />}
    />,
  );
}
