import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { businessUrl } from './views';

// /profile's "From businesses you follow" (issue 14: following a business shows its new vacancies on the follower's
// profile). Bounded at every step: the viewer's newest FOLLOWED_BUSINESSES_SCANNED business follows (follows' primary
// key), then per business its newest FOLLOWED_VACANCIES open vacancies (job_postings_business_created_idx, a LATERAL
// index scan each), then the newest FOLLOWED_VACANCIES of those. Businesses have no offers of their own yet, so
// vacancies are all it shows.

export const FOLLOWED_VACANCIES = 6;
export const FOLLOWED_BUSINESSES_SCANNED = 50;

export type FollowedVacancy = {
  id: number;
  title: string;
  location: string;
  closesAt: string;
  createdAt: string;
  url: string;
  business: { name: string; slug: string; url: string };
};

type Row = { id: number; title: string; location: string; closes_at: Date | string; created_at: Date | string; slug: string; name: string };

const iso = (value: Date | string) => new Date(value).toISOString();

export async function followedBusinessVacancies(userId: number, now = new Date()): Promise<FollowedVacancy[]> {
  const at = now.toISOString();
  const { rows } = await getDb().execute<Row>(sql`
    SELECT v.id, v.title, v.location, v.closes_at, v.created_at, b.slug, b.name
    FROM (
      SELECT target_id FROM follows
      WHERE follower_id = ${userId} AND target_type = 'business'
      ORDER BY created_at DESC
      LIMIT ${FOLLOWED_BUSINESSES_SCANNED}
    ) f
    JOIN businesses b ON b.id = f.target_id AND b.status = 'verified'
    CROSS JOIN LATERAL (
      SELECT j.id, j.title, j.location, j.closes_at, j.created_at FROM job_postings j
      WHERE j.business_id = b.id AND j.status = 'open' AND j.opens_at <= ${at}::timestamptz AND j.closes_at > ${at}::timestamptz
      ORDER BY j.created_at DESC, j.id DESC
      LIMIT ${FOLLOWED_VACANCIES}
    ) v
    ORDER BY v.created_at DESC, v.id DESC
    LIMIT ${FOLLOWED_VACANCIES}`);
  return rows.map((r) => ({
    id: Number(r.id),
    title: r.title,
    location: r.location,
    closesAt: iso(r.closes_at),
    createdAt: iso(r.created_at),
    url: `/career/${r.id}`,
    business: { name: r.name, slug: r.slug, url: businessUrl(r.slug) },
  }));
}
