import 'server-only';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Pagination } from '@/lib/domain/catalogue-types';
import { getDb } from '@/lib/server/db/client';
import { donationCauses, donations, type DonationCauseRow } from '@/lib/server/db/schema';
import { notFound } from '@/lib/server/http/errors';

// Donation causes and their donor walls. Totals (raised, donors) are columns kept by each payment's transaction, so
// a page never sums the donations; a wall is a page of the (cause, paid_at) index, newest first. A donor's email or
// phone never leaves here; an anonymous gift shows as "Anonymous" (and still counts in the total).

export const WALL_PAGE_SIZE = 10;

export type CauseView = {
  id: number;
  slug: string;
  title: string;
  summary: string;
  story: string[];
  organisation: string;
  registrationNo: string;
  pan: string;
  goal: number;
  raised: number;
  donorCount: number;
  cakeCount: number;
  percent: number;
  hue: number;
  acceptsCakes: boolean;
};

export type WallEntry = { id: number; name: string; anonymous: boolean; amount: number; inHonourOf: string | null; message: string; kind: string; causeTitle: string; causeSlug: string; at: string };

export function causeView(row: DonationCauseRow): CauseView {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    story: row.story.split(/\n{2,}/).map((p) => p.trim()).filter(Boolean),
    organisation: row.organisation,
    registrationNo: row.registrationNo,
    pan: row.pan,
    goal: row.goal,
    raised: row.raised,
    donorCount: row.donorCount,
    cakeCount: row.cakeCount,
    percent: Math.min(100, Math.floor((row.raised * 100) / row.goal)),
    hue: row.hue,
    acceptsCakes: row.deliveryLocationId !== null,
  };
}

export async function listCauses(): Promise<CauseView[]> {
  const rows = await getDb().select().from(donationCauses).where(eq(donationCauses.isActive, true)).orderBy(asc(donationCauses.position), asc(donationCauses.id));
  return rows.map(causeView);
}

export async function findCause(slugOrId: string | number): Promise<DonationCauseRow> {
  const where = typeof slugOrId === 'number' ? eq(donationCauses.id, slugOrId) : eq(donationCauses.slug, slugOrId);
  const [row] = await getDb().select().from(donationCauses).where(and(where, eq(donationCauses.isActive, true))).limit(1);
  if (!row) throw notFound('Cause');
  return row;
}

/** A page of the donor wall: one cause's gifts, or everyone's, newest first (a partial index serves each). */
export async function donorWall(causeId: number | null, page = 1): Promise<{ donors: WallEntry[]; pagination: Pagination }> {
  const db = getDb();
  const offset = (page - 1) * WALL_PAGE_SIZE;
  const where = causeId === null ? eq(donations.status, 'paid') : and(eq(donations.causeId, causeId), eq(donations.status, 'paid'));
  const rows = await db
    .select({ d: donations, title: donationCauses.title, slug: donationCauses.slug })
    .from(donations)
    .innerJoin(donationCauses, eq(donationCauses.id, donations.causeId))
    .where(where)
    .orderBy(desc(donations.paidAt), desc(donations.id))
    .limit(WALL_PAGE_SIZE + 1)
    .offset(offset);
  // The total comes from the maintained donor counts, never from counting the donations.
  const causes = causeId === null ? await db.select({ n: donationCauses.donorCount }).from(donationCauses) : await db.select({ n: donationCauses.donorCount }).from(donationCauses).where(eq(donationCauses.id, causeId));
  const total = causes.reduce((sum, c) => sum + c.n, 0);
  const pageRows = rows.slice(0, WALL_PAGE_SIZE);
  return {
    donors: pageRows.map(({ d, title, slug }) => ({
      id: d.id,
      name: d.isAnonymous ? 'Anonymous' : d.donorName,
      anonymous: d.isAnonymous,
      amount: d.amount,
      inHonourOf: d.inHonourOf,
      message: d.message,
      kind: d.kind,
      causeTitle: title,
      causeSlug: slug,
      at: (d.paidAt ?? d.createdAt).toISOString(),
    })),
    pagination: { total, count: pageRows.length, perPage: WALL_PAGE_SIZE, currentPage: page, totalPages: Math.max(1, Math.ceil(total / WALL_PAGE_SIZE)) },
  };
}
