import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { supportTickets, ticketMessages, uploads } from '@/lib/server/db/schema';
import { ApiError } from '@/lib/server/http/errors';
import { recordAudit } from '@/lib/server/services/audit/record';
import { enqueueUserNotice } from '@/lib/server/services/notifications/enqueue';
import { appendMessage } from './tickets';
import { ticketNotFound } from './views';

// The shop's answer on a ticket: the one way staff reply, from the support inbox (admin/support/tickets/{id}/replies)
// and from scripts. The reply and "tell the customer" (mail and SMS, through the outbox) commit together.

export const TICKET_REPLY_EVENT = 'ticket.reply';

/** Who answers: the staff member (their first name is what the customer reads), or null for a script. */
export type ActingStaff = { userId: number | null; name: string };

export type StaffReply = {
  body: string;
  /** Upload ids of kind 'ticket-attachment' this staff member uploaded (photos or PDFs). */
  attachments?: string[];
  /** The reply form's token: the same reply sent twice (a double click, a retry) is stored and told once. */
  clientToken?: string | null;
};

export const ATTACHMENT_NOT_YOURS = 'We could not find that attachment. Please attach it again.';

/** The name a customer sees under the answer: the first name ('Prakash, customer care'). */
export const customerFacingName = (name: string): string => name.trim().split(/\s+/)[0] || 'Upahar Ghar';

/**
 * A staff member answers a ticket: the message is added, the ticket waits for the customer, and one email and one
 * SMS per reply are queued (subject: the message, so a reply is never told twice). Send them with
 * deliverNotifications() after the transaction (routes: deliverNotificationsAfterResponse()). With a clientToken
 * already used on this ticket, answers the message it made (duplicate: true) and changes nothing.
 */
export async function replyAsStaff(
  ticketId: number,
  staff: ActingStaff,
  reply: StaffReply,
): Promise<{ messageId: number; queued: number; duplicate: boolean }> {
  const attachments = [...new Set((reply.attachments ?? []).map((id) => id.toLowerCase()))];
  return getDb().transaction(async (tx) => {
    // Two staff answering at once, or one answer sent twice: one after the other on this row.
    const [ticket] = await tx.select().from(supportTickets).where(eq(supportTickets.id, ticketId)).for('update');
    if (!ticket) throw ticketNotFound();
    if (reply.clientToken) {
      const [sent] = await tx
        .select({ id: ticketMessages.id })
        .from(ticketMessages)
        .where(and(eq(ticketMessages.ticketId, ticketId), eq(ticketMessages.clientToken, reply.clientToken)));
      if (sent) {
        // Recorded as what it was (a repeat that changed nothing), so the trail never holds the reply's text twice.
        await recordAudit(tx, { action: 'ticket.reply_repeated', entity: 'ticket', entityId: ticket.id, summary: `Reply to ticket #${ticket.id} sent again: kept once`, after: { messageId: sent.id } });
        return { messageId: sent.id, queued: 0, duplicate: true };
      }
    }
    if (attachments.length > 0) {
      const mine =
        staff.userId === null
          ? []
          : await tx
              .select({ id: uploads.id })
              .from(uploads)
              .where(and(inArray(uploads.id, attachments), eq(uploads.userId, staff.userId), eq(uploads.kind, 'ticket-attachment')));
      if (mine.length !== attachments.length) throw new ApiError(422, ATTACHMENT_NOT_YOURS, 'attachment_not_found', { attachments: ATTACHMENT_NOT_YOURS });
    }
    const { messageId, ticket: after } = await appendMessage(tx, ticket, {
      author: 'staff',
      userId: staff.userId,
      staffName: customerFacingName(staff.name),
      body: reply.body.trim(),
      attachments,
      clientToken: reply.clientToken ?? null,
    });
    const queued = await enqueueUserNotice(tx, ticket.userId, { event: TICKET_REPLY_EVENT, subjectId: messageId, data: { ticketId: ticket.id } });
    // The trail says that an answer went and what it carried, by count: never a file's contents.
    await recordAudit(tx, {
      action: 'ticket.reply',
      entity: 'ticket',
      entityId: ticket.id,
      summary: `Replied to ticket #${ticket.id}${attachments.length ? ` with ${attachments.length} attachment${attachments.length === 1 ? '' : 's'}` : ''}`,
      before: { status: ticket.status },
      after: { status: after.status, messageId, attachments: attachments.length },
    });
    return { messageId, queued, duplicate: false };
  });
}
