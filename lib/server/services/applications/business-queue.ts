import 'server-only';
import { eq } from 'drizzle-orm';
import { businessTypeLabel } from '@/lib/domain/businesses';
import { statusLabel } from '@/lib/domain/applications';
import { getDb } from '@/lib/server/db/client';
import { businesses, users } from '@/lib/server/db/schema';
import { notFound } from '@/lib/server/http/errors';
import { businessUrl } from '@/lib/server/services/businesses';
import type { ApplicationListQuery } from '@/lib/validation/applications';
import { instantKey, pageOf } from './keyset';
import { iso, queueWindow, staffName } from './queue';
import type { ApplicationDetail, QueuePage, QueueRow } from './types';

// The business verification queue: businesses registered from /profile/add-business, with the PAN, address and owner
// staff check before it may post vacancies. The decision is the businesses service's reviewBusiness.

type Row = typeof businesses.$inferSelect;
type Owner = { name: string; email: string | null; phone: string | null };

const OWNER = { name: users.name, email: users.email, phone: users.phone };

function toRow(row: Row, owner: Owner): QueueRow {
  return {
    id: row.id,
    kind: 'businesses',
    status: row.status,
    statusLabel: statusLabel(row.status),
    createdAt: row.createdAt.toISOString(),
    name: owner.name,
    title: `${row.name} · ${businessTypeLabel(row.type)}`,
    detail: `${row.city} · PAN ${row.pan}`,
    contact: [owner.email, row.phone].filter(Boolean).join(' · '),
  };
}

export async function listBusinessApplications(query: ApplicationListQuery): Promise<QueuePage> {
  const window = queueWindow('businesses', query, businesses);
  const rows = await getDb()
    .select({ row: businesses, owner: OWNER, atKey: instantKey(businesses.createdAt) })
    .from(businesses)
    .innerJoin(users, eq(users.id, businesses.ownerId))
    .where(window.where)
    .orderBy(...window.orderBy)
    .limit(window.limit);
  const page = pageOf(rows.map((r) => ({ ...r, id: r.row.id })), window.limit - 1, window.dir);
  return { rows: page.rows.map((r) => toRow(r.row, r.owner)), next: page.next, status: query.status };
}

export async function getBusinessApplication(id: number): Promise<ApplicationDetail> {
  const [found] = await getDb().select({ row: businesses, owner: OWNER }).from(businesses).innerJoin(users, eq(users.id, businesses.ownerId)).where(eq(businesses.id, id));
  if (!found) throw notFound('Business');
  const { row, owner } = found;
  return {
    ...toRow(row, owner),
    fields: [
      { label: 'Business', value: row.name, ...(row.status === 'verified' ? { href: businessUrl(row.slug) } : {}) },
      { label: 'Kind', value: businessTypeLabel(row.type) },
      { label: 'PAN', value: row.pan },
      { label: 'Address', value: `${row.address}, ${row.city}` },
      { label: 'Map pin', value: `${row.latitude.toFixed(5)}, ${row.longitude.toFixed(5)}` },
      { label: 'Business phone', value: row.phone },
      { label: 'Owner', value: owner.name },
      { label: 'Owner’s email', value: owner.email ?? '—' },
      { label: 'Owner’s phone', value: owner.phone ?? '—' },
      { label: 'About', value: row.description },
    ],
    reviewNote: row.reviewNote,
    reviewedAt: iso(row.verifiedAt ?? (row.status === 'rejected' ? row.updatedAt : null)),
    reviewedBy: await staffName(row.reviewedBy),
    actions: { approve: row.status !== 'verified', reject: row.status !== 'rejected', reply: false, handled: false },
    replies: [],
  };
}
