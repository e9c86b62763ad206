import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { supportTickets } from '@/lib/server/db/schema';
import { enqueueUserNotice } from '@/lib/server/services/notifications/enqueue';
import { appendMessage } from './tickets';
import { ticketNotFound } from './views';

// The shop's side of a ticket. The back office's screen comes later; for now this is called by scripts and the seed's
// siblings (and the tests). The reply and "tell the customer" (mail and SMS, through the outbox) commit together.

export const TICKET_REPLY_EVENT = 'ticket.reply';

export type StaffReply = { staffName: string; body: string; staffUserId?: number | null; attachments?: string[] };

/**
 * A staff member answers a ticket: the message is added, the ticket waits for the customer, and one email and one
 * SMS per reply are queued (subject: the message, so a reply is never told twice). Send them with
 * deliverNotifications() after the transaction (routes: deliverNotificationsAfterResponse()).
 */
export async function replyAsStaff(ticketId: number, reply: StaffReply): Promise<{ messageId: number; queued: number }> {
  return getDb().transaction(async (tx) => {
    const [ticket] = await tx.select().from(supportTickets).where(eq(supportTickets.id, ticketId)).for('update');
    if (!ticket) throw ticketNotFound();
    const { messageId } = await appendMessage(tx, ticket, {
      author: 'staff',
      userId: reply.staffUserId ?? null,
      staffName: reply.staffName.trim() || 'Upahar Ghar',
      body: reply.body.trim(),
      attachments: reply.attachments ?? [],
    });
    const queued = await enqueueUserNotice(tx, ticket.userId, { event: TICKET_REPLY_EVENT, subjectId: messageId, data: { ticketId: ticket.id } });
    return { messageId, queued };
  });
}
