import { ImageResponse } from 'next/og';
import { CakeDrawing, GiftDrawing } from '@/components/seo/og-drawings';
import { OgCard } from '@/components/seo/og-card';
import { getProductDetail } from '@/lib/server/services/catalogue';
import { ogContentType, ogImageSize, ogPrice } from '@/lib/seo/og';
import { idOrSlugSchema } from '@/lib/validation/catalogue';

// The product's social card: name, price (and the list price when on sale), store, and a drawn cake or gift.

export const alt = 'A product from Upahar Ghar, cakes and gifts delivered across Nepal';
export const size = ogImageSize;
export const contentType = ogContentType;
export const revalidate = 3600;

type Props = { params: Promise<{ idOrSlug: string }> };

export default async function ProductOpenGraphImage({ params }: Props) {
  const { idOrSlug } = await params;
  const parsed = idOrSlugSchema.safeParse(idOrSlug);
  const product = parsed.success ? await getProductDetail(parsed.data) : null;

  if (!product) {
    return new ImageResponse(
      <OgCard eyebrow="Upahar Ghar" title="Cakes & gifts delivered across Nepal" art={<CakeDrawing />} />,
      size,
    );
  }

  const onSale = product.salePrice !== null && product.salePrice < product.price;
  return new ImageResponse(
    (
      <OgCard
        eyebrow={product.category.name}
        title={product.name}
        subtitle={product.store.name ? `by ${product.store.name}` : product.shortDescription}
        price={ogPrice(product.sellingPrice)}
        {...(onSale ? { listPrice: ogPrice(product.price) } : {})}
        {...(product.discountPercent > 0 ? { badge: `${product.discountPercent}% off` } : {})}
        art={product.type === 'cake' || product.category.isCakeCategory ? <CakeDrawing /> : <GiftDrawing />}
      />
    ),
    size,
  );
}
