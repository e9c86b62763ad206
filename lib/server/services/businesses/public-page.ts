import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { businesses, users } from '@/lib/server/db/schema';
import { notFound } from '@/lib/server/http/errors';
import type { BusinessSummary, VacancyView } from './types';
import { publicVacancies } from './vacancies';
import { toBusinessSummary } from './views';

// /business/{slug}: a verified business's public page — what it is, where (the map pin), its open vacancies and its
// follower count (kept on the row). No phone or email of anyone: visitors reach the business through its vacancies.

export type PublicBusiness = BusinessSummary & {
  description: string;
  address: string;
  latitude: number;
  longitude: number;
  verifiedAt: string | null;
  owner: { name: string; username: string };
  vacancies: VacancyView[];
};

export async function getPublicBusiness(slug: string, now = Date.now()): Promise<PublicBusiness> {
  const [row] = await getDb()
    .select({ business: businesses, ownerName: users.name, ownerUsername: users.username })
    .from(businesses)
    .innerJoin(users, eq(users.id, businesses.ownerId))
    .where(and(eq(businesses.slug, slug), eq(businesses.status, 'verified')))
    .limit(1);
  if (!row) throw notFound('Business');
  const b = row.business;
  return {
    ...toBusinessSummary(b),
    description: b.description,
    address: b.address,
    latitude: b.latitude,
    longitude: b.longitude,
    verifiedAt: b.verifiedAt?.toISOString() ?? null,
    owner: { name: row.ownerName ?? row.ownerUsername, username: row.ownerUsername },
    vacancies: await publicVacancies(b.id, now),
  };
}
