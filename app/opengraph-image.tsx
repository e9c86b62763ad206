import { OgCard } from '@/components/seo/og-card';
import { CakeDrawing } from '@/components/seo/og-drawings';
import { ogContentType, ogImageSize } from '@/lib/seo/og';
import { ogImage } from '@/lib/server/og/card-image';

// The site-wide social card, used by every page that has no card of its own.

export const alt = 'Upahar Ghar — cakes and gifts delivered across Nepal';
export const size = ogImageSize;
export const contentType = ogContentType;

export default function DefaultOpenGraphImage() {
  return ogImage(
    <OgCard
      eyebrow="Online cake & gift shop"
      title="Cakes & gifts delivered across Nepal"
      subtitle="Same-day and midnight delivery in Kathmandu, Lalitpur, Bhaktapur and beyond."
      art={<CakeDrawing />}
    />,
  );
}
