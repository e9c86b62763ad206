import { CardPicture, OgCard } from '@/components/seo/og-card';
import { CakeDrawing, GiftDrawing } from '@/components/seo/og-drawings';
import { ogContentType, ogImageSize } from '@/lib/seo/og';
import { imageDataUrl } from '@/lib/server/og/card-art';
import { ogImage } from '@/lib/server/og/card-image';
import { getProductDetail } from '@/lib/server/services/catalogue';
import { idOrSlugSchema } from '@/lib/validation/catalogue';

// The product's social card: its own picture (its first image: the generated art, or a photo) and its name, category
// and store. No price or discount: a shared picture is kept for days, a price is not (see components/seo/og-card.tsx).

export const alt = 'A product from Upahar Ghar, cakes and gifts delivered across Nepal';
export const size = ogImageSize;
export const contentType = ogContentType;
export const revalidate = 3600; // policy: shareCard

type Props = { params: Promise<{ idOrSlug: string }> };

export default async function ProductOpenGraphImage({ params }: Props) {
  const { idOrSlug } = await params;
  const parsed = idOrSlugSchema.safeParse(idOrSlug);
  const product = parsed.success ? await getProductDetail(parsed.data) : null;
  if (!product) return ogImage(<OgCard eyebrow="Upahar Ghar" title="Cakes & gifts delivered across Nepal" art={<CakeDrawing />} />);

  const picture = await imageDataUrl(product.images[0]?.src ?? product.image.src);
  const drawn = product.type === 'cake' || product.category.isCakeCategory ? <CakeDrawing /> : <GiftDrawing />;
  return ogImage(
    <OgCard
      eyebrow={product.category.name}
      title={product.name}
      subtitle={product.store.name ? `by ${product.store.name}` : product.shortDescription}
      art={picture ? <CardPicture src={picture} /> : drawn}
    />,
  );
}
