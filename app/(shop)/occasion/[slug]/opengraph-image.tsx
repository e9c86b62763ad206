import { CardPicture, OgCard } from '@/components/seo/og-card';
import { CakeDrawing } from '@/components/seo/og-drawings';
import { ogContentType, ogImageSize } from '@/lib/seo/og';
import { imageDataUrl } from '@/lib/server/og/card-art';
import { ogImage } from '@/lib/server/og/card-image';
import { getOccasion } from '@/lib/server/services/catalogue';

// An occasion's social card: when it falls, its name, what it is, and its picture.

export const alt = 'Cakes and gifts for an occasion, delivered across Nepal by Upahar Ghar';
export const size = ogImageSize;
export const contentType = ogContentType;
export const revalidate = 3600; // policy: shareCard

type Props = { params: Promise<{ slug: string }> };

export default async function OccasionOpenGraphImage({ params }: Props) {
  const { slug } = await params;
  const occasion = /^[a-z0-9-]{1,160}$/.test(slug) ? await getOccasion(slug) : null;
  if (!occasion) return ogImage(<OgCard eyebrow="Shop by occasion" title="Cakes & gifts for every occasion" art={<CakeDrawing />} />);
  const picture = await imageDataUrl(occasion.image);
  return ogImage(
    <OgCard
      eyebrow={occasion.whenText || 'Shop by occasion'}
      title={`${occasion.name} cakes & gifts`}
      subtitle={occasion.description || 'Fresh cakes, flowers and gifts with same-day delivery in Kathmandu and across Nepal.'}
      // The occasion pictures are 3:2: shown whole rather than cropped to the square.
      art={picture ? <CardPicture src={picture} height={293} /> : <CakeDrawing />}
    />,
  );
}
