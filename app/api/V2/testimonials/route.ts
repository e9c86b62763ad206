import { handle, ok } from '@/lib/server/http/respond';
import { listTestimonials } from '@/lib/server/services/content/testimonials';

export const GET = handle(async () => {
  const testimonials = await listTestimonials();
  return ok({ testimonials }, undefined, { cache: 'content' });
});
