import { sql } from 'drizzle-orm';
import { excerpt } from '@/lib/domain/support-tickets';
import * as s from '@/lib/server/db/schema';
import { DEMO_CUSTOMER_ID } from './community';
import type { SeedExecutor } from './insert';

// The demo customer's support ticket: their midnight red velvet cake (the newest delivered order) came late, and
// customer care has answered, so /profile/tickets shows a conversation waiting for the customer on a fresh start.

const HOUR_MS = 60 * 60 * 1000;

const COMPLAINT =
  'We ordered the red velvet heart cake for midnight delivery for my sister’s birthday. It only reached New Baneshwor at 12:40 AM, after everyone had gone to bed, and the rider said he could not find the lane. The cake itself was lovely. Can you tell me what went wrong so it does not happen for Tihar?';

const ANSWER =
  'Namaste Sita ji, and sorry that the surprise was spoiled. Our rider took the Minbhawan road because the lane behind Everest Bank was closed for pipe work that night, and he should have called your receiver before midnight instead of after. We have added a note to your address so riders call on the way, and we are refunding the midnight delivery charge to your eSewa account within three working days.\n\nWould you like us to keep the same address and landmark for your Tihar order?';

export async function seedSupport(db: SeedExecutor, now = new Date()): Promise<Record<string, number>> {
  const [found] = (
    await db.execute<{ id: number; number: string; updated_at: string | Date }>(
      sql`SELECT id, number, updated_at FROM orders WHERE user_id = ${DEMO_CUSTOMER_ID} AND status = 'delivered' ORDER BY created_at DESC LIMIT 1`,
    )
  ).rows;
  if (!found) throw new Error('seed: the demo customer has no delivered order to complain about');
  const order = { id: Number(found.id), number: found.number, updatedAt: new Date(found.updated_at) };
  // A few hours after the delivery day (never in the future, whatever the time of day the seed runs).
  const openedAt = new Date(Math.min(order.updatedAt.getTime() + 10 * HOUR_MS, now.getTime() - 4 * HOUR_MS));
  const answeredAt = new Date(openedAt.getTime() + 2 * HOUR_MS);
  const [ticket] = await db
    .insert(s.supportTickets)
    .values({
      userId: DEMO_CUSTOMER_ID,
      orderId: order.id,
      topic: 'late',
      subject: `It arrived late (order ${order.number})`,
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
