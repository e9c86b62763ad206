import 'server-only';
import { eq } from 'drizzle-orm';
import { statusLabel } from '@/lib/domain/applications';
import { getDb } from '@/lib/server/db/client';
import { sellerApplications } from '@/lib/server/db/schema';
import { notFound } from '@/lib/server/http/errors';
import { recordAudit } from '@/lib/server/services/audit/record';
import { enqueueNotice } from '@/lib/server/services/notifications/enqueue';
import type { ApplicationListQuery } from '@/lib/validation/applications';
import { instantKey, pageOf } from './keyset';
import { iso, queueWindow, staffName } from './queue';
import type { ApplicationDetail, QueuePage, QueueRow } from './types';

// The seller queue: /be-a-seller applications (POST sell-at-ug), approved or rejected with words the applicant reads by
// mail and SMS (every application carries both). Nothing on the storefront changes with a decision: the seller team
// calls an approved seller to list their first products.

type Row = typeof sellerApplications.$inferSelect;

function toRow(row: Row): QueueRow {
  return {
    id: row.id,
    kind: 'sellers',
    status: row.status,
    statusLabel: statusLabel(row.status),
    createdAt: row.createdAt.toISOString(),
    name: row.ownerName,
    title: row.businessName,
    detail: `${row.location} · ${row.categories.join(', ')}`,
    contact: `${row.email} · ${row.phone}`,
  };
}

export async function listSellerApplications(query: ApplicationListQuery): Promise<QueuePage> {
  const window = queueWindow('sellers', query, sellerApplications);
  const rows = await getDb()
    .select({ row: sellerApplications, atKey: instantKey(sellerApplications.createdAt) })
    .from(sellerApplications)
    .where(window.where)
    .orderBy(...window.orderBy)
    .limit(window.limit);
  const page = pageOf(rows.map((r) => ({ ...r, id: r.row.id })), window.limit - 1, window.dir);
  return { rows: page.rows.map((r) => toRow(r.row)), next: page.next, status: query.status };
}

export async function getSellerApplication(id: number): Promise<ApplicationDetail> {
  const [row] = await getDb().select().from(sellerApplications).where(eq(sellerApplications.id, id));
  if (!row) throw notFound('Seller application');
  return {
    ...toRow(row),
    fields: [
      { label: 'Business', value: row.businessName },
      { label: 'Owner', value: row.ownerName },
      { label: 'PAN', value: row.pan },
      { label: 'Location', value: row.location },
      { label: 'Sells', value: row.categories.join(', ') },
      { label: 'Email', value: row.email },
      { label: 'Phone', value: row.phone },
      { label: 'Reference', value: `S-${row.id}` },
    ],
    reviewNote: row.reviewNote,
    reviewedAt: iso(row.reviewedAt),
    reviewedBy: await staffName(row.reviewedBy),
    actions: { approve: row.status !== 'approved', reject: row.status !== 'rejected', reply: false, handled: false },
    replies: [],
  };
}

const reviewFacts = (row: Row) => ({ id: row.id, status: row.status, reviewNote: row.reviewNote });

/**
 * Approve or reject (with the reason the applicant reads). The row is locked; a decision it already has changes
 * nothing (a double click, two colleagues at once: one decision, one audit entry, one mail and one SMS).
 */
export async function reviewSellerApplication(id: number, decision: 'approve' | 'reject', note: string, reviewerId: number | null, now = new Date()): Promise<ApplicationDetail> {
  await getDb().transaction(async (tx) => {
    const [before] = await tx.select().from(sellerApplications).where(eq(sellerApplications.id, id)).for('update');
    if (!before) throw notFound('Seller application');
    const target = decision === 'approve' ? 'approved' : 'rejected';
    if (before.status === target) return;
    const [after] = await tx
      .update(sellerApplications)
      .set({ status: target, reviewNote: note, reviewedAt: now, reviewedBy: reviewerId, updatedAt: now })
      .where(eq(sellerApplications.id, id))
      .returning();
    await recordAudit(tx, {
      action: `seller_application.${decision}`,
      entity: 'seller_application',
      entityId: id,
      summary: `Seller application S-${id} of ${before.businessName}: ${before.status} → ${target}${note ? ` (“${note}”)` : ''}`,
      before: reviewFacts(before),
      after: after ? reviewFacts(after) : null,
    });
    await enqueueNotice(tx, {
      event: 'seller.reviewed',
      subjectId: `${id}:${target}:${now.getTime()}`,
      userId: before.userId,
      to: { email: before.email, sms: before.phone },
      data: { status: target, note, ownerName: before.ownerName, businessName: before.businessName },
    });
  });
  return getSellerApplication(id);
}
