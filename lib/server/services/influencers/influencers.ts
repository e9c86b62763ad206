import 'server-only';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { INFLUENCER_COUPON, influencerCode, influencerRevenue } from '@/lib/domain/businesses';
import { formatNpr } from '@/lib/domain/money';
import { getDb } from '@/lib/server/db/client';
import { coupons, influencers, orders, users } from '@/lib/server/db/schema';
import { addInfluencerCode } from '@/lib/server/services/games/wallet-sources';
import { ApiError, notFound } from '@/lib/server/http/errors';
import type { Pagination } from '@/lib/server/http/respond';
import { reviewsAreAutomatic } from '@/lib/server/services/businesses/review-mode';
import { recordAudit } from '@/lib/server/services/audit/record';
import { enqueueUserNotice, type NotificationDb } from '@/lib/server/services/notifications/enqueue';
import type { InfluencerRegisterInput } from '@/lib/validation/businesses';
import type { z } from 'zod';
import type { influencerListQuerySchema } from '@/lib/validation/businesses';
import type { InfluencerCard, InfluencerDetail, OwnInfluencer } from './types';
import { PERSON, toCard, toDetail, toOwn } from './views';

// register-as-influencer, the influencer list and details (members only, SPEC §7), staff's review, and the personal
// coupon an approved influencer shares. The list reads only approved rows, through a partial index per filter.

export const INFLUENCERS_PER_PAGE = 12;

type Row = typeof influencers.$inferSelect;

export const ALREADY_REGISTERED = 'You have already applied to be an influencer. You can follow your application on your promotion page.';

export async function registerInfluencer(userId: number, input: InfluencerRegisterInput, now = new Date()): Promise<OwnInfluencer> {
  const db = getDb();
  const created = await db.transaction(async (tx) => {
    // The unique index on user_id decides: a double tap or two tabs make one application, the other is told so.
    const [row] = await tx
      .insert(influencers)
      .values({
        userId,
        instagramHandle: input.instagramHandle ?? null,
        instagramFollowers: input.instagramHandle ? input.instagramFollowers : 0,
        tiktokHandle: input.tiktokHandle ?? null,
        tiktokFollowers: input.tiktokHandle ? input.tiktokFollowers : 0,
        youtubeHandle: input.youtubeHandle ?? null,
        youtubeFollowers: input.youtubeHandle ? input.youtubeFollowers : 0,
        facebookHandle: input.facebookHandle ?? null,
        facebookFollowers: input.facebookHandle ? input.facebookFollowers : 0,
        niche: input.niche,
        city: input.city,
        pitch: input.pitch,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: influencers.userId })
      .returning();
    if (!row) throw new ApiError(409, ALREADY_REGISTERED, 'already_registered');
    if (reviewsAreAutomatic()) await approveInTransaction(tx, row, now);
    return row;
  });
  return ownInfluencerById(created.id);
}

/** Makes the influencer's personal code (unique: a taken code gets a number) and marks them approved. */
async function approveInTransaction(tx: NotificationDb, row: Row, now: Date, note = '', reviewedBy: number | null = null): Promise<void> {
  let couponId = row.couponId;
  if (couponId === null) {
    const [person] = await tx.select({ username: users.username, name: users.name }).from(users).where(eq(users.id, row.userId));
    const stem = influencerCode(person?.username ?? `UG${row.id}`);
    for (let n = 0; couponId === null && n < 20; n += 1) {
      const code = n === 0 ? stem : `${stem}${n + 1}`;
      const [coupon] = await tx
        .insert(coupons)
        .values({
          code,
          description: `${INFLUENCER_COUPON.percent}% off (up to ${formatNpr(INFLUENCER_COUPON.maxDiscountPaisa)}) with ${person?.name ?? 'our influencer'}'s code`,
          kind: 'percent',
          value: INFLUENCER_COUPON.percent,
          minSubtotal: INFLUENCER_COUPON.minSubtotalPaisa,
          maxDiscount: INFLUENCER_COUPON.maxDiscountPaisa,
          perUserLimit: INFLUENCER_COUPON.perUserLimit,
          active: true,
        })
        .onConflictDoNothing({ target: coupons.code })
        .returning({ id: coupons.id });
      couponId = coupon?.id ?? null;
    }
    if (couponId === null) throw new Error('approveInfluencer: no free coupon code');
  } else {
    await tx.update(coupons).set({ active: true }).where(eq(coupons.id, couponId));
  }
  await tx.update(influencers).set({ status: 'approved', couponId, reviewedAt: now, reviewNote: note, reviewedBy, updatedAt: now }).where(eq(influencers.id, row.id));
  // Their code in their prize wallet, to share (once: a re-approval finds it there; a rejection hides it with the code).
  await addInfluencerCode(tx, { influencerId: row.id, userId: row.userId, couponId, now });
}

/** What the audit trail keeps of an application: its state and the words the applicant read. */
const reviewFacts = (row: Row) => ({ id: row.id, status: row.status, reviewNote: row.reviewNote, couponId: row.couponId });

export type ReviewOptions = { reviewerId?: number | null; now?: Date };

/**
 * Staff's decision (the back office's influencer queue, and the older staff/influencers route). Rejecting an approved
 * influencer switches their code off (orders already placed stay theirs). The row is locked, and a decision the
 * application already has changes nothing: a double click, or two colleagues deciding alike at once, is one decision,
 * one audit entry and one message. Each decision is told to the applicant by mail and SMS ('influencer.reviewed').
 */
export async function reviewInfluencer(id: number, decision: 'approve' | 'reject', note = '', options: ReviewOptions = {}): Promise<OwnInfluencer> {
  const now = options.now ?? new Date();
  const reviewedBy = options.reviewerId ?? null;
  await getDb().transaction(async (tx) => {
    const [row] = await tx.select().from(influencers).where(eq(influencers.id, id)).for('update');
    if (!row) throw notFound('Influencer');
    const target = decision === 'approve' ? 'approved' : 'rejected';
    if (row.status === target) return;
    if (decision === 'approve') await approveInTransaction(tx, row, now, note, reviewedBy);
    else {
      if (row.couponId !== null) await tx.update(coupons).set({ active: false }).where(eq(coupons.id, row.couponId));
      await tx.update(influencers).set({ status: 'rejected', reviewedAt: now, reviewNote: note, reviewedBy, updatedAt: now }).where(eq(influencers.id, id));
    }
    const [after] = await tx.select().from(influencers).where(eq(influencers.id, id));
    const [person] = await tx.select({ name: users.name }).from(users).where(eq(users.id, row.userId));
    await recordAudit(tx, {
      action: `influencer.${decision}`,
      entity: 'influencer',
      entityId: id,
      summary: `Influencer application of ${person?.name ?? `#${row.userId}`}: ${row.status} → ${target}${note ? ` (“${note}”)` : ''}`,
      before: reviewFacts(row),
      after: after ? reviewFacts(after) : null,
    });
    await enqueueUserNotice(tx, row.userId, { event: 'influencer.reviewed', subjectId: `${id}:${target}:${now.getTime()}`, data: { status: target, note } });
  });
  return ownInfluencerById(id);
}

async function ownInfluencerById(id: number): Promise<OwnInfluencer> {
  const [found] = await getDb()
    .select({ row: influencers, person: PERSON, code: coupons.code, description: coupons.description })
    .from(influencers)
    .innerJoin(users, eq(users.id, influencers.userId))
    .leftJoin(coupons, eq(coupons.id, influencers.couponId))
    .where(eq(influencers.id, id));
  if (!found) throw notFound('Influencer');
  return toOwn(found.row, found.person, found.row.status === 'approved' && found.code ? { code: found.code, description: found.description ?? '' } : null);
}

/** The caller's own application and, once approved, their code and what it sold; null when they never applied. */
export async function getOwnInfluencer(userId: number): Promise<OwnInfluencer | null> {
  const [row] = await getDb().select({ id: influencers.id }).from(influencers).where(eq(influencers.userId, userId));
  return row ? ownInfluencerById(row.id) : null;
}

export type InfluencerListQuery = z.output<typeof influencerListQuerySchema>;

/** Approved influencers, most followers (or newest) first, optionally one niche and one city. */
export async function listInfluencers(query: InfluencerListQuery): Promise<{ influencers: InfluencerCard[]; pagination: Pagination }> {
  const filters: SQL[] = [eq(influencers.status, 'approved')];
  if (query.niche) filters.push(eq(influencers.niche, query.niche));
  // Cities are compared as typed on the form's list (Kathmandu, Lalitpur…): an index on city serves the equality.
  if (query.city) filters.push(eq(influencers.city, query.city));
  const where = and(...filters);
  const order = query.sort === 'newest' ? [desc(influencers.reviewedAt), desc(influencers.id)] : [desc(influencers.followerCount), desc(influencers.id)];
  const db = getDb();
  const [[counted], rows] = await Promise.all([
    // Bounded: the list stops at page 200, so at most 2,401 rows are ever counted.
    db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM ${influencers} WHERE ${where} LIMIT ${200 * INFLUENCERS_PER_PAGE + 1}) AS capped`,
    ).then((r) => r.rows),
    db
      .select({ row: influencers, person: PERSON })
      .from(influencers)
      .innerJoin(users, eq(users.id, influencers.userId))
      .where(where)
      .orderBy(...order)
      .limit(INFLUENCERS_PER_PAGE)
      .offset((query.page - 1) * INFLUENCERS_PER_PAGE),
  ]);
  const total = Number(counted?.n ?? 0);
  return {
    influencers: rows.map((r) => toCard(r.row, r.person)),
    pagination: { total, count: rows.length, perPage: INFLUENCERS_PER_PAGE, currentPage: query.page, totalPages: Math.max(1, Math.ceil(total / INFLUENCERS_PER_PAGE)) },
  };
}

/** One approved influencer; pending, rejected and unknown ids are the same 404. */
export async function getInfluencer(id: number): Promise<InfluencerDetail> {
  const [found] = await getDb()
    .select({ row: influencers, person: PERSON })
    .from(influencers)
    .innerJoin(users, eq(users.id, influencers.userId))
    .where(and(eq(influencers.id, id), eq(influencers.status, 'approved')));
  if (!found) throw notFound('Influencer');
  return toDetail(found.row, found.person);
}

/**
 * Called by place-order inside the order's transaction when the order used a coupon: when the code is an influencer's,
 * the order records them and their order count and revenue (the goods value after the discount, paisa) move with it.
 * An order rolled back takes its attribution with it; an order placed once (idempotency key) counts once.
 */
export async function attributeOrderToInfluencer(tx: NotificationDb, input: { orderId: number; couponId: number; revenue: number }): Promise<number | null> {
  const [influencer] = await tx
    .update(influencers)
    .set({ orderCount: sql`${influencers.orderCount} + 1`, revenue: sql`${influencers.revenue} + ${input.revenue}` })
    .where(eq(influencers.couponId, input.couponId))
    .returning({ id: influencers.id });
  if (!influencer) return null;
  await tx.update(orders).set({ influencerId: influencer.id }).where(eq(orders.id, input.orderId));
  return influencer.id;
}

/**
 * Called when an order is cancelled, inside the cancelling transaction, by releaseOrder (orders/stock.ts), which runs
 * once per order (the order row is locked and its `released` flag decides): an order attributed to an influencer
 * takes back the count and the revenue it added at place-order, figured the same way from the amounts the order
 * stored. The order keeps its influencer_id, as the record of which code it was placed with.
 */
export async function unattributeCancelledOrder(
  tx: NotificationDb,
  order: { influencerId: number | null; subtotal: number; accessories: number; discount: number },
): Promise<void> {
  if (order.influencerId === null) return;
  const revenue = influencerRevenue(order);
  await tx
    .update(influencers)
    .set({ orderCount: sql`greatest(${influencers.orderCount} - 1, 0)`, revenue: sql`greatest(${influencers.revenue} - ${revenue}, 0)` })
    .where(eq(influencers.id, order.influencerId));
}

/** Staff's queue: the oldest pending applications first (influencers_pending_idx), with what staff check. */
export async function listPendingInfluencers(limit = 50): Promise<OwnInfluencer[]> {
  const rows = await getDb()
    .select({ row: influencers, person: PERSON })
    .from(influencers)
    .innerJoin(users, eq(users.id, influencers.userId))
    .where(eq(influencers.status, 'pending'))
    .orderBy(asc(influencers.createdAt), asc(influencers.id))
    .limit(limit);
  return rows.map((r) => toOwn(r.row, r.person, null));
}
