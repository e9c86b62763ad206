import { CardPicture, OgCard } from '@/components/seo/og-card';
import { CakeDrawing } from '@/components/seo/og-drawings';
import { ogContentType, ogImageSize } from '@/lib/seo/og';
import { imageDataUrl } from '@/lib/server/og/card-art';
import { ogImage } from '@/lib/server/og/card-image';
import { getStore } from '@/lib/server/services/catalogue';

// A store's social card: its logo (without the lettering: the name is the card's title), name, address and hours.

export const alt = 'A bakery, florist or gift shop selling on Upahar Ghar';
export const size = ogImageSize;
export const contentType = ogContentType;
export const revalidate = 3600; // policy: shareCard

type Props = { params: Promise<{ slug: string }> };

export default async function StoreOpenGraphImage({ params }: Props) {
  const { slug } = await params;
  const store = /^[a-z0-9-]{1,160}$/.test(slug) ? await getStore(slug) : null;
  if (!store) return ogImage(<OgCard eyebrow="Upahar Ghar stores" title="Bakeries and gift shops across Nepal" art={<CakeDrawing />} />);
  const logo = await imageDataUrl(store.logo, { withoutText: true });
  return ogImage(
    <OgCard
      eyebrow={`Store in ${store.city}`}
      title={store.name}
      subtitle={`${store.address}, ${store.city}`}
      highlight={`Open ${store.openingHours}`}
      art={logo ? <CardPicture src={logo} rounded={220} /> : <CakeDrawing />}
    />,
  );
}
