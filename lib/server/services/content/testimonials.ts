import 'server-only';
import { asc } from 'drizzle-orm';
import { cacheTags, cached } from '@/lib/server/cache/cached';
import { getDb } from '@/lib/server/db/client';
import { testimonials } from '@/lib/server/db/schema';
import type { Testimonial } from './types';

async function loadTestimonials(): Promise<Testimonial[]> {
  const rows = await getDb().select().from(testimonials).orderBy(asc(testimonials.position), asc(testimonials.id));
  return rows.map(({ id, name, location, avatar, message, rating }) => ({ id, name, location, avatar, message, rating }));
}

export const listTestimonials = cached(loadTestimonials, ['content', 'testimonials'], { tags: [cacheTags.home] });
