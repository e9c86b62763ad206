import { OgCard } from '@/components/seo/og-card';
import { CakeDrawing, GiftDrawing } from '@/components/seo/og-drawings';
import { ogContentType, ogImageSize } from '@/lib/seo/og';
import { ogImage } from '@/lib/server/og/card-image';
import { getCategoryBySlug } from '@/lib/server/services/catalogue';
import { slugPathSchema } from '@/lib/validation/catalogue';

// The category's social card: its name and description with a drawn cake (cake categories) or gift.

export const alt = 'A category of cakes and gifts at Upahar Ghar';
export const size = ogImageSize;
export const contentType = ogContentType;
export const revalidate = 3600; // policy: shareCard

type Props = { params: Promise<{ slug: string }> };

export default async function CategoryOpenGraphImage({ params }: Props) {
  const { slug } = await params;
  const parsed = slugPathSchema.safeParse({ slug });
  const category = parsed.success ? await getCategoryBySlug(parsed.data.slug) : null;
  const isCake = category?.isCakeCategory ?? true;
  return ogImage(
    <OgCard
      eyebrow={category?.parent?.name ?? 'Shop by category'}
      title={category?.name ?? 'Cakes & gifts'}
      subtitle={category?.description || 'Fresh cakes, flowers and gifts with same-day delivery in Kathmandu and across Nepal.'}
      art={isCake ? <CakeDrawing /> : <GiftDrawing />}
    />,
  );
}
