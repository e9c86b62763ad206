import { sql } from 'drizzle-orm';
import { excerpt } from '@/lib/domain/support-tickets';
import * as s from '@/lib/server/db/schema';
import { DEMO_CUSTOMER_ID } from './community';
import type { SeedExecutor } from './insert';

// The demo customer's support ticket: the red velvet cake they booked for the midnight slot (their newest delivered
// order) came at lunchtime instead, and customer care has answered, so /profile/tickets shows a conversation waiting
// for the customer on a fresh start.

const HOUR_MS = 60 * 60 * 1000;

const COMPLAINT =
  'We booked the midnight slot so the red velvet heart cake would arrive as the clock struck twelve for my sister’s birthday. It came at about 1 PM the same day instead, while she was at home, so the surprise was gone. The cake itself was lovely. Can you tell me what went wrong, so it does not happen again for Tihar?';

const ANSWER =
  'Namaste Sita ji, and we are very sorry that the surprise was spoiled. The bakery sent your cake out with the afternoon deliveries instead of holding it for the midnight run: the rider saw New Baneshwor on his list and did not check the slot. We are refunding the midnight delivery charge to your eSewa account within three working days, and midnight orders are now checked by the shift supervisor before any rider leaves.\n\nWould you like us to keep the same address and landmark for your Tihar order?';

export async function seedSupport(db: SeedExecutor, now = new Date()): Promise<Record<string, number>> {
  const [found] = (
    await db.execute<{ id: number; number: string; updated_at: string | Date }>(
      sql`SELECT id, number, updated_at FROM orders WHERE user_id = ${DEMO_CUSTOMER_ID} AND status = 'delivered' ORDER BY created_at DESC LIMIT 1`,
    )
  ).rows;
  if (!found) throw new Error('seed: the demo customer has no delivered order to complain about');
  const order = { id: Number(found.id), number: found.number, updatedAt: new Date(found.updated_at) };
  // The evening of the delivery day, answered the next morning (never in the future, whatever time the seed runs).
  const openedAt = new Date(Math.min(order.updatedAt.getTime() + 6 * HOUR_MS, now.getTime() - 20 * HOUR_MS));
  const answeredAt = new Date(openedAt.getTime() + 15 * HOUR_MS);
  const [ticket] = await db
    .insert(s.supportTickets)
    .values({
      userId: DEMO_CUSTOMER_ID,
      orderId: order.id,
      topic: 'other',
      subject: `Midnight cake came at lunchtime (order ${order.number})`,
      status: 'waiting_customer',
      lastMessageAt: answeredAt,
      lastMessageBy: 'staff',
      lastMessageExcerpt: excerpt(ANSWER),
      createdAt: openedAt,
      updatedAt: answeredAt,
    })
    .returning({ id: s.supportTickets.id });
  if (!ticket) throw new Error('seed: ticket insert returned nothing');
  await db.insert(s.ticketMessages).values([
    { ticketId: ticket.id, author: 'customer', userId: DEMO_CUSTOMER_ID, body: COMPLAINT, createdAt: openedAt },
    { ticketId: ticket.id, author: 'staff', staffName: 'Anjana', body: ANSWER, createdAt: answeredAt },
  ]);
  return { support_tickets: 1, ticket_messages: 2 };
}
