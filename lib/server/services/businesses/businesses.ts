import 'server-only';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { slugify } from '@/lib/domain/businesses';
import { getDb } from '@/lib/server/db/client';
import { businesses, users } from '@/lib/server/db/schema';
import { ApiError, notFound } from '@/lib/server/http/errors';
import { recordAudit } from '@/lib/server/services/audit/record';
import { enqueueNotice, type NotificationDb } from '@/lib/server/services/notifications/enqueue';
import { ownUpload } from '@/lib/server/uploads/store';
import { BUSINESS_MESSAGES, type BusinessCreateInput, type BusinessUpdateInput } from '@/lib/validation/businesses';
import { refreshBusinessPage } from './invalidate';
import { reviewsAreAutomatic } from './review-mode';
import type { OwnBusiness } from './types';
import { toOwnBusiness } from './views';

// /profile/add-business and /profile/businesses through dashboard/v1/businesses: an owner's businesses, each verified
// by staff before it may post vacancies. Someone else's business is a 404, exactly like one that does not exist.

export const OWN_BUSINESSES_MAX = 20;

type BusinessRow = typeof businesses.$inferSelect;

const PAN_TAKEN = 'A business with this PAN is already registered. If it is yours, write to us from the contact page.';

/** A slug free at the time of asking; the unique index still decides (a clash is retried with the next number). */
async function freeSlug(name: string): Promise<string> {
  const base = slugify(name);
  const rows = await getDb()
    .select({ slug: businesses.slug })
    .from(businesses)
    .where(sql`${businesses.slug} = ${base} OR ${businesses.slug} LIKE ${`${base}-%`}`)
    .limit(200);
  const taken = new Set(rows.map((r) => r.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

export async function createBusiness(ownerId: number, input: BusinessCreateInput, now = new Date()): Promise<OwnBusiness> {
  if (input.logoUploadId && !(await ownUpload(input.logoUploadId, ownerId, 'business-logo'))) {
    throw new ApiError(400, BUSINESS_MESSAGES.logo, 'validation_error', { logoUploadId: BUSINESS_MESSAGES.logo });
  }
  const [{ n } = { n: 0 }] = await getDb().select({ n: sql<number>`count(*)::int` }).from(businesses).where(eq(businesses.ownerId, ownerId));
  if (n >= OWN_BUSINESSES_MAX) throw new ApiError(409, `You can register up to ${OWN_BUSINESSES_MAX} businesses.`, 'too_many_businesses');
  const automatic = reviewsAreAutomatic();
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const slug = await freeSlug(input.name);
    // The PAN's unique index makes a double tap (or two tabs) one business: the second insert does nothing.
    const rows = await getDb()
      .insert(businesses)
      .values({
        ownerId,
        slug,
        name: input.name,
        type: input.type,
        pan: input.pan,
        address: input.address,
        city: input.city,
        latitude: input.latitude,
        longitude: input.longitude,
        phone: input.phone,
        logoUploadId: input.logoUploadId ?? null,
        description: input.description,
        status: automatic ? 'verified' : 'pending',
        verifiedAt: automatic ? now : null,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (rows[0]) return toOwnBusiness(rows[0]);
    const [samePan] = await getDb().select().from(businesses).where(eq(businesses.pan, input.pan)).limit(1);
    if (samePan) {
      // The owner's own double tap answers with the business it made; anyone else's PAN is refused.
      if (samePan.ownerId === ownerId && samePan.name === input.name) return toOwnBusiness(samePan);
      throw new ApiError(409, PAN_TAKEN, 'pan_taken', { pan: PAN_TAKEN });
    }
  }
  throw new ApiError(409, 'Another business took that name at the same moment. Please try again.', 'slug_taken');
}

export async function listOwnBusinesses(ownerId: number): Promise<OwnBusiness[]> {
  const rows = await getDb()
    .select()
    .from(businesses)
    .where(eq(businesses.ownerId, ownerId))
    .orderBy(desc(businesses.createdAt), desc(businesses.id))
    .limit(OWN_BUSINESSES_MAX);
  return rows.map(toOwnBusiness);
}

/** The owner's business row, or a 404 for an unknown id and for another owner's (the same answer). */
export async function ownBusinessRow(ownerId: number, id: number): Promise<BusinessRow> {
  const [row] = await getDb().select().from(businesses).where(and(eq(businesses.id, id), eq(businesses.ownerId, ownerId))).limit(1);
  if (!row) throw notFound('Business');
  return row;
}

export async function getOwnBusiness(ownerId: number, id: number): Promise<OwnBusiness> {
  return toOwnBusiness(await ownBusinessRow(ownerId, id));
}

/**
 * The owner corrects their business (not its PAN). Its slug, and so its public address, stays; a new logo must be
 * the owner's own 'business-logo' upload, and leaving it out keeps the one it has.
 */
export async function updateBusiness(ownerId: number, id: number, input: BusinessUpdateInput, now = new Date()): Promise<OwnBusiness> {
  await ownBusinessRow(ownerId, id);
  if (input.logoUploadId && !(await ownUpload(input.logoUploadId, ownerId, 'business-logo'))) {
    throw new ApiError(400, BUSINESS_MESSAGES.logo, 'validation_error', { logoUploadId: BUSINESS_MESSAGES.logo });
  }
  const [row] = await getDb()
    .update(businesses)
    .set({
      name: input.name,
      type: input.type,
      address: input.address,
      city: input.city,
      latitude: input.latitude,
      longitude: input.longitude,
      phone: input.phone,
      description: input.description,
      ...(input.logoUploadId ? { logoUploadId: input.logoUploadId } : {}),
      updatedAt: now,
    })
    .where(and(eq(businesses.id, id), eq(businesses.ownerId, ownerId)))
    .returning();
  if (!row) throw notFound('Business');
  return toOwnBusiness(row);
}

const reviewFacts = (row: BusinessRow) => ({ id: row.id, status: row.status, reviewNote: row.reviewNote, verifiedAt: row.verifiedAt });

/**
 * Staff's decision on a pending business (or a change of mind later); answers the business as it now is. The row is
 * locked and a decision the business already has changes nothing, so a double click (or two colleagues deciding alike)
 * is one decision, one audit entry and one message to the owner ('business.reviewed', mail and SMS). The public page
 * (/business/{slug}) shows only verified businesses, so it is drawn again after the decision commits.
 */
export async function reviewBusiness(
  id: number,
  decision: 'approve' | 'reject',
  note = '',
  options: { reviewerId?: number | null; now?: Date } = {},
): Promise<OwnBusiness> {
  const now = options.now ?? new Date();
  const row = await getDb().transaction(async (tx) => {
    const [before] = await tx.select().from(businesses).where(eq(businesses.id, id)).for('update');
    if (!before) throw notFound('Business');
    const target = decision === 'approve' ? 'verified' : 'rejected';
    if (before.status === target) return before;
    const [after] = await tx
      .update(businesses)
      .set({ status: target, verifiedAt: decision === 'approve' ? now : null, reviewNote: note, reviewedBy: options.reviewerId ?? null, updatedAt: now })
      .where(eq(businesses.id, id))
      .returning();
    if (!after) throw notFound('Business');
    await recordAudit(tx, {
      action: `business.${decision}`,
      entity: 'business',
      entityId: id,
      summary: `Business ${before.name} (PAN ${before.pan}): ${before.status} → ${target}${note ? ` (“${note}”)` : ''}`,
      before: reviewFacts(before),
      after: reviewFacts(after),
    });
    const [owner] = await tx.select({ email: users.email, phone: users.phone }).from(users).where(eq(users.id, before.ownerId));
    await enqueueNotice(tx, {
      event: 'business.reviewed',
      subjectId: `${id}:${target}:${now.getTime()}`,
      userId: before.ownerId,
      // The owner's account, and the business's own phone when the account has none.
      to: { email: owner?.email, sms: owner?.phone ?? before.phone },
      data: { status: target, note },
    });
    return after;
  });
  refreshBusinessPage(row.slug);
  return toOwnBusiness(row);
}

/**
 * THE follower-count hook for the follows feature (issue 14's people half, merged by the lead): call it in the same
 * transaction that inserts (+1) or deletes (−1) a follows row with target type 'business', only when that insert or
 * delete really changed a row (ON CONFLICT DO NOTHING … RETURNING), so parallel double taps count once. Never below 0.
 */
export async function adjustBusinessFollowers(tx: NotificationDb, businessId: number, delta: 1 | -1): Promise<void> {
  await tx
    .update(businesses)
    .set({ followerCount: sql`greatest(0, ${businesses.followerCount} + ${delta})` })
    .where(eq(businesses.id, businessId));
}

export const REVIEW_QUEUE_MAX = 50;

/** Staff's queue: the oldest businesses waiting for verification first (businesses_pending_idx). */
export async function listPendingBusinesses(): Promise<OwnBusiness[]> {
  const rows = await getDb().select().from(businesses).where(eq(businesses.status, 'pending')).orderBy(asc(businesses.createdAt), asc(businesses.id)).limit(REVIEW_QUEUE_MAX);
  return rows.map(toOwnBusiness);
}
