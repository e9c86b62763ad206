import { OgCard } from '@/components/seo/og-card';
import { FaqDrawing } from '@/components/seo/og-drawings';
import { ogContentType, ogImageSize } from '@/lib/seo/og';
import { ogImage } from '@/lib/server/og/card-image';
import { getFaq } from '@/lib/server/services/pages';

// /faq's social card: what the answers are about (the groups) and how many there are.

export const alt = 'Frequently asked questions about ordering cakes and gifts from Upahar Ghar';
export const size = ogImageSize;
export const contentType = ogContentType;
export const revalidate = 3600; // policy: shareCard

export default async function FaqOpenGraphImage() {
  const groups = await getFaq();
  const answers = groups.reduce((sum, group) => sum + group.items.length, 0);
  return ogImage(
    <OgCard
      eyebrow="Help"
      title="Frequently asked questions"
      subtitle={groups.map((group) => group.title).join(' · ') || 'Ordering, delivery, cakes and refunds'}
      highlight={answers ? `${answers} answers` : undefined}
      art={<FaqDrawing />}
    />,
  );
}
