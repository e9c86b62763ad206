import { OgCard } from '@/components/seo/og-card';
import { CareerDrawing } from '@/components/seo/og-drawings';
import { formatKathmanduDate } from '@/lib/domain/kathmandu-time';
import { ogContentType, ogImageSize } from '@/lib/seo/og';
import { ApiError } from '@/lib/server/http/errors';
import { ogImage } from '@/lib/server/og/card-image';
import { getCareer } from '@/lib/server/services/careers';
import { rowIdOrNull } from '@/lib/validation/ids';

// A job posting's social card: who is hiring, the position, its kind, team and place, and the closing date (a date,
// not a countdown: the picture is kept for days).

export const alt = 'A position open at Upahar Ghar or a business on it';
export const size = ogImageSize;
export const contentType = ogContentType;
export const revalidate = 3600; // policy: shareCard

type Props = { params: Promise<{ id: string }> };

async function load(raw: string) {
  const id = rowIdOrNull(raw);
  if (id === null) return null;
  try {
    return await getCareer(id, null);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export default async function CareerOpenGraphImage({ params }: Props) {
  const career = await load((await params).id);
  if (!career) return ogImage(<OgCard eyebrow="Careers at Upahar Ghar" title="Bakers, decorators, riders" art={<CareerDrawing />} />);
  return ogImage(
    <OgCard
      eyebrow={career.business ? `Hiring: ${career.business.name}` : 'Careers at Upahar Ghar'}
      title={career.title}
      subtitle={`${career.employmentTypeLabel} · ${career.department} · ${career.location}`}
      highlight={career.isOpen ? `Apply by ${formatKathmanduDate(career.closesAt, 'd MMM yyyy')}` : 'Closed'}
      art={<CareerDrawing />}
    />,
  );
}
