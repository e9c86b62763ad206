import 'server-only';
import { asc, desc, eq } from 'drizzle-orm';
import { statusLabel } from '@/lib/domain/applications';
import { getDb } from '@/lib/server/db/client';
import { contactMessages, contactReplies } from '@/lib/server/db/schema';
import { notFound } from '@/lib/server/http/errors';
import { recordAudit } from '@/lib/server/services/audit/record';
import { enqueueNotice } from '@/lib/server/services/notifications/enqueue';
import type { ApplicationListQuery } from '@/lib/validation/applications';
import { instantKey, pageOf } from './keyset';
import { clip, iso, queueWindow, staffName } from './queue';
import type { ApplicationDetail, QueuePage, QueueRow } from './types';

// Contact messages (/contact → POST contact-us): customer care answers by mail (by SMS when only a phone was given),
// each answer kept under the message, and marks a message handled when nothing more is to be done. 'new' → 'answered'
// → 'handled'; a message that needs no answer (thanks, spam) goes from 'new' to 'handled' directly.

type Row = typeof contactMessages.$inferSelect;

function toRow(row: Row): QueueRow {
  return {
    id: row.id,
    kind: 'contact',
    status: row.status,
    statusLabel: statusLabel(row.status),
    createdAt: row.createdAt.toISOString(),
    name: row.name,
    title: row.subject,
    detail: clip(row.message.replace(/\s+/g, ' '), 120),
    contact: [row.email, row.phone].filter(Boolean).join(' · '),
  };
}

export async function listContactMessages(query: ApplicationListQuery): Promise<QueuePage> {
  const window = queueWindow('contact', query, contactMessages);
  const rows = await getDb()
    .select({ row: contactMessages, atKey: instantKey(contactMessages.createdAt) })
    .from(contactMessages)
    .where(window.where)
    .orderBy(...window.orderBy)
    .limit(window.limit);
  const page = pageOf(rows.map((r) => ({ ...r, id: r.row.id })), window.limit - 1, window.dir);
  return { rows: page.rows.map((r) => toRow(r.row)), next: page.next, status: query.status };
}

/** A message's answers are few (a conversation continues on a ticket): the first 50 are shown. */
const MAX_REPLIES_SHOWN = 50;

export async function getContactMessage(id: number): Promise<ApplicationDetail> {
  const [row] = await getDb().select().from(contactMessages).where(eq(contactMessages.id, id));
  if (!row) throw notFound('Contact message');
  const replies = await getDb().select().from(contactReplies).where(eq(contactReplies.messageId, id)).orderBy(asc(contactReplies.id)).limit(MAX_REPLIES_SHOWN);
  return {
    ...toRow(row),
    fields: [
      { label: 'From', value: row.name },
      { label: 'Email', value: row.email ?? '—' },
      { label: 'Phone', value: row.phone ?? '—' },
      { label: 'Signed in as', value: row.userId === null ? 'Not signed in' : `Customer #${row.userId}`, ...(row.userId === null ? {} : { href: `/admin/orders?customer=${row.userId}` }) },
      { label: 'Subject', value: row.subject },
      { label: 'Message', value: row.message },
      { label: 'Reference', value: `C-${row.id}` },
    ],
    reviewNote: '',
    reviewedAt: iso(row.handledAt),
    reviewedBy: await staffName(row.handledBy),
    actions: { approve: false, reject: false, reply: true, handled: row.status !== 'handled' },
    replies: replies.map((r) => ({ id: r.id, body: r.body, staffName: r.staffName, createdAt: r.createdAt.toISOString() })),
  };
}

const facts = (row: Row) => ({ id: row.id, status: row.status, handledAt: row.handledAt });

/**
 * Sends customer care's answer: kept under the message, mailed (or texted when there is no email), and the message
 * becomes 'answered'. The message row is locked, and an answer with the same words as the last one is that answer
 * again (a double click, a retry after a slow network): it is sent once.
 */
export async function replyToContactMessage(id: number, body: string, staff: { userId: number; name: string }, now = new Date()): Promise<ApplicationDetail> {
  await getDb().transaction(async (tx) => {
    const [before] = await tx.select().from(contactMessages).where(eq(contactMessages.id, id)).for('update');
    if (!before) throw notFound('Contact message');
    const [last] = await tx.select({ body: contactReplies.body }).from(contactReplies).where(eq(contactReplies.messageId, id)).orderBy(desc(contactReplies.id)).limit(1);
    if (last?.body === body) return;
    const [reply] = await tx.insert(contactReplies).values({ messageId: id, staffUserId: staff.userId, staffName: staff.name, body, createdAt: now }).returning();
    if (!reply) throw new Error('contact reply insert returned nothing');
    const [after] = await tx.update(contactMessages).set({ status: 'answered', handledAt: null, handledBy: null, updatedAt: now }).where(eq(contactMessages.id, id)).returning();
    await recordAudit(tx, {
      action: 'contact_message.reply',
      entity: 'contact_message',
      entityId: id,
      summary: `Answered contact message C-${id} “${clip(before.subject, 60)}” from ${before.name}`,
      before: facts(before),
      after: after ? { ...facts(after), reply: body } : null,
    });
    await enqueueNotice(tx, {
      event: 'contact.reply',
      subjectId: reply.id,
      userId: before.userId,
      // Mail carries an answer whole; an SMS only when mail cannot reach them.
      to: before.email ? { email: before.email } : { sms: before.phone },
    });
  });
  return getContactMessage(id);
}

/** Nothing more to do about this message. Marking a handled message again changes nothing. */
export async function markContactHandled(id: number, staffUserId: number | null, now = new Date()): Promise<ApplicationDetail> {
  await getDb().transaction(async (tx) => {
    const [before] = await tx.select().from(contactMessages).where(eq(contactMessages.id, id)).for('update');
    if (!before) throw notFound('Contact message');
    if (before.status === 'handled') return;
    const [after] = await tx.update(contactMessages).set({ status: 'handled', handledAt: now, handledBy: staffUserId, updatedAt: now }).where(eq(contactMessages.id, id)).returning();
    await recordAudit(tx, {
      action: 'contact_message.handled',
      entity: 'contact_message',
      entityId: id,
      summary: `Contact message C-${id} “${clip(before.subject, 60)}” from ${before.name} marked handled`,
      before: facts(before),
      after: after ? facts(after) : null,
    });
  });
  return getContactMessage(id);
}
