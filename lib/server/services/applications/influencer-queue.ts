import 'server-only';
import { eq } from 'drizzle-orm';
import { nicheLabel, SOCIAL_LABELS, SOCIAL_PLATFORMS } from '@/lib/domain/businesses';
import { statusLabel } from '@/lib/domain/applications';
import { personUrl } from '@/lib/domain/people';
import { getDb } from '@/lib/server/db/client';
import { coupons, influencers, users } from '@/lib/server/db/schema';
import { notFound } from '@/lib/server/http/errors';
import type { ApplicationListQuery } from '@/lib/validation/applications';
import { instantKey, pageOf } from './keyset';
import { iso, queueWindow, staffName } from './queue';
import type { ApplicationDetail, QueuePage, QueueRow } from './types';

// The influencer queue: register-as-influencer applications with the accounts and follower numbers staff check. The
// decision itself is the influencer service's reviewInfluencer (it makes or switches off the personal code).

type Row = typeof influencers.$inferSelect;
type Person = { name: string; username: string; email: string | null; phone: string | null };

const PERSON = { name: users.name, username: users.username, email: users.email, phone: users.phone };

function toRow(row: Row, person: Person): QueueRow {
  return {
    id: row.id,
    kind: 'influencers',
    status: row.status,
    statusLabel: statusLabel(row.status),
    createdAt: row.createdAt.toISOString(),
    name: person.name,
    title: `${nicheLabel(row.niche)} · ${row.followerCount.toLocaleString('en-IN')} followers`,
    detail: row.city,
    contact: [person.email, person.phone].filter(Boolean).join(' · '),
  };
}

export async function listInfluencerApplications(query: ApplicationListQuery): Promise<QueuePage> {
  const window = queueWindow('influencers', query, influencers);
  const rows = await getDb()
    .select({ row: influencers, person: PERSON, atKey: instantKey(influencers.createdAt) })
    .from(influencers)
    .innerJoin(users, eq(users.id, influencers.userId))
    .where(window.where)
    .orderBy(...window.orderBy)
    .limit(window.limit);
  const page = pageOf(rows.map((r) => ({ ...r, id: r.row.id })), window.limit - 1, window.dir);
  return { rows: page.rows.map((r) => toRow(r.row, r.person)), next: page.next, status: query.status };
}

export async function getInfluencerApplication(id: number): Promise<ApplicationDetail> {
  const [found] = await getDb()
    .select({ row: influencers, person: PERSON, code: coupons.code })
    .from(influencers)
    .innerJoin(users, eq(users.id, influencers.userId))
    .leftJoin(coupons, eq(coupons.id, influencers.couponId))
    .where(eq(influencers.id, id));
  if (!found) throw notFound('Influencer application');
  const { row, person } = found;
  const accounts = SOCIAL_PLATFORMS.flatMap((platform) => {
    const handle = row[`${platform}Handle`];
    return handle ? [{ label: SOCIAL_LABELS[platform], value: `${handle} · ${row[`${platform}Followers`].toLocaleString('en-IN')} followers` }] : [];
  });
  return {
    ...toRow(row, person),
    fields: [
      { label: 'Member', value: `${person.name} (@${person.username})`, href: personUrl(person.username) },
      { label: 'Email', value: person.email ?? '—' },
      { label: 'Phone', value: person.phone ?? '—' },
      { label: 'Niche', value: nicheLabel(row.niche) },
      { label: 'City', value: row.city },
      ...accounts,
      { label: 'Followers in all', value: row.followerCount.toLocaleString('en-IN') },
      { label: 'Why us', value: row.pitch },
      ...(row.status === 'approved' && found.code ? [{ label: 'Personal code', value: found.code }] : []),
      { label: 'Orders with the code', value: String(row.orderCount) },
    ],
    reviewNote: row.reviewNote,
    reviewedAt: iso(row.reviewedAt),
    reviewedBy: await staffName(row.reviewedBy),
    actions: { approve: row.status !== 'approved', reject: row.status !== 'rejected', reply: false, handled: false },
    replies: [],
  };
}
