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

/** The shop's canned replies (/admin/support/canned): what customer care writes most days, ready to edit and send. */
export const DEMO_CANNED_REPLIES: ReadonlyArray<{ title: string; body: string }> = [
  {
    title: 'Thanks, we are looking into it',
    body: 'Namaste, and thank you for writing to us. We are checking this with the bakery and the delivery team now and will reply here within a few hours (7 AM – 9 PM).',
  },
  {
    title: 'Late delivery: sorry and refund of the charge',
    body: 'We are very sorry your cake arrived late. We have refunded the delivery charge to your original payment method; it reaches you within three working days. We have also told the delivery team so it does not happen again.',
  },
  {
    title: 'Damaged cake: please send a photo',
    body: 'We are sorry the cake did not arrive as it should. Could you reply here with a photo of the cake and the box? As soon as we see it we will bake and send a fresh one, or refund you in full: whichever you prefer.',
  },
  {
    title: 'Photo cake: how to send the photo',
    body: 'You can print any clear photo on our photo cakes. Add the photo on the cake’s page before you order (JPEG, PNG or WebP, up to 8 MB), or reply here with it attached and we will add it to your order.',
  },
  {
    title: 'Eggless and sugar-free options',
    body: 'Most of our cakes can be made eggless for a small charge: choose “Eggless” in the cake’s options. Sugar-free cakes are available in chocolate and black forest, ordered at least 24 hours ahead.',
  },
];

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
      answeredAt,
      createdAt: openedAt,
      updatedAt: answeredAt,
    })
    .returning({ id: s.supportTickets.id });
  if (!ticket) throw new Error('seed: ticket insert returned nothing');
  await db.insert(s.ticketMessages).values([
    { ticketId: ticket.id, author: 'customer', userId: DEMO_CUSTOMER_ID, body: COMPLAINT, createdAt: openedAt },
    { ticketId: ticket.id, author: 'staff', staffName: 'Anjana', body: ANSWER, createdAt: answeredAt },
  ]);
  const inbox = await seedInboxTickets(db, now);
  await db.insert(s.cannedReplies).values(DEMO_CANNED_REPLIES.map((reply) => ({ ...reply, createdAt: openedAt, updatedAt: openedAt })));
  return { support_tickets: 1 + inbox.tickets, ticket_messages: 2 + inbox.messages, canned_replies: DEMO_CANNED_REPLIES.length };
}

/**
 * Two more conversations from the demo community, so the support inbox on a fresh start has a new question and one
 * waiting for us (the customer answered our question). Demo people cannot log in; they only fill the inbox.
 */
async function seedInboxTickets(db: SeedExecutor, now: Date): Promise<{ tickets: number; messages: number }> {
  const people = (await db.execute<{ id: number }>(sql`SELECT id FROM users WHERE role = 'customer' AND id <> ${DEMO_CUSTOMER_ID} ORDER BY id LIMIT 2`)).rows;
  if (people.length < 2) return { tickets: 0, messages: 0 };
  const [first, second] = people.map((p) => Number(p.id)) as [number, number];
  const asked = new Date(now.getTime() - 3 * HOUR_MS);
  const question = 'Do you deliver to Bhaktapur in the midnight slot? It is for my father’s 60th birthday this Saturday, and we would like a two-pound black forest with “Happy 60th Buwa” on it.';
  const [fresh] = await db
    .insert(s.supportTickets)
    .values({ userId: first, topic: 'question', subject: 'Midnight delivery to Bhaktapur?', status: 'open', lastMessageAt: asked, lastMessageBy: 'customer', lastMessageExcerpt: excerpt(question), waitingSince: asked, createdAt: asked, updatedAt: asked })
    .returning({ id: s.supportTickets.id });
  const opened = new Date(now.getTime() - 26 * HOUR_MS);
  const answered = new Date(opened.getTime() + 2 * HOUR_MS);
  const followUp = new Date(now.getTime() - 5 * HOUR_MS);
  const first1 = 'Can the message on a photo cake be written in Nepali (Devanagari)? I want “जन्मदिनको शुभकामना” under the photo.';
  const ours = 'Yes, our decorators write in Devanagari. Please type the message exactly as you want it in the cake’s message box when you order.';
  const theirs = 'Thank you! One more thing: can the photo be black and white while the writing stays in colour?';
  const [waiting] = await db
    .insert(s.supportTickets)
    .values({ userId: second, topic: 'question', subject: 'Nepali message on a photo cake', status: 'open', lastMessageAt: followUp, lastMessageBy: 'customer', lastMessageExcerpt: excerpt(theirs), answeredAt: answered, waitingSince: followUp, createdAt: opened, updatedAt: followUp })
    .returning({ id: s.supportTickets.id });
  await db.insert(s.ticketMessages).values([
    { ticketId: fresh!.id, author: 'customer', userId: first, body: question, createdAt: asked },
    { ticketId: waiting!.id, author: 'customer', userId: second, body: first1, createdAt: opened },
    { ticketId: waiting!.id, author: 'staff', staffName: 'Prakash', body: ours, createdAt: answered },
    { ticketId: waiting!.id, author: 'customer', userId: second, body: theirs, createdAt: followUp },
  ]);
  return { tickets: 2, messages: 4 };
}
