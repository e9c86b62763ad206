import { and, eq } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { POST as complainRoute } from '@/app/api/V2/complain/route';
import { POST as replyRoute } from '@/app/api/V2/reply-ticket/route';
import { GET as listRoute, POST as openRoute } from '@/app/api/V2/support-tickets/route';
import { POST as reopenRoute } from '@/app/api/V2/ticket/[id]/reopen/route';
import { POST as resolveRoute } from '@/app/api/V2/ticket/[id]/resolve/route';
import { GET as ticketRoute } from '@/app/api/V2/ticket/[id]/route';
import { GET as attachmentRoute } from '@/app/media/ticket-attachments/[id]/route';
import { REOPEN_WINDOW_DAYS } from '@/lib/domain/support-tickets';
import { getDb } from '@/lib/server/db/client';
import { notifications, supportTickets, users } from '@/lib/server/db/schema';
import { listOutbox } from '@/lib/server/mail/outbox';
import { deliverNotifications } from '@/lib/server/services/notifications';
import { replyAsStaff } from '@/lib/server/services/support';
import { callRoute } from '../support/call-route';
import { useTestDatabase } from '../support/database';
import { useTempOutbox } from '../support/isolation';
import { newCustomer, ORIGIN, type Customer } from '../orders/support';
import { customerWithDeliveredOrder, customerWithOrder, uploadPhoto } from './support';

// Support tickets and complaints: a customer's own conversations with customer care, the statuses they understand,
// resolve and reopen within the window, a reply to a closed ticket opening a linked one, and a staff reply told by
// mail and SMS through the outbox. Anyone else's ticket or order is a 404.

useTempOutbox();
useTestDatabase();

const DAY_MS = 24 * 60 * 60 * 1000;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- routes with and without path params alike
type Handler = (...args: any[]) => Promise<Response>;
const as = (handler: Handler, url: string, customer: Customer | null, body?: unknown, params?: Record<string, string>) =>
  callRoute(handler as never, {
    url,
    method: body === undefined ? 'GET' : 'POST',
    body,
    params,
    headers: { origin: ORIGIN, ...(customer?.headers ?? {}) },
  });

const open = (c: Customer | null, body: unknown) => as(openRoute, '/api/V2/support-tickets', c, body);
const complainAbout = (c: Customer | null, body: unknown) => as(complainRoute, '/api/V2/complain', c, body);
const reply = (c: Customer | null, body: unknown) => as(replyRoute, '/api/V2/reply-ticket', c, body);
const getTicket = (c: Customer | null, id: number | string) => as(ticketRoute, `/api/V2/ticket/${id}`, c, undefined, { id: String(id) });
const resolve = (c: Customer | null, id: number) => as(resolveRoute, `/api/V2/ticket/${id}/resolve`, c, {}, { id: String(id) });
const reopen = (c: Customer | null, id: number) => as(reopenRoute, `/api/V2/ticket/${id}/reopen`, c, {}, { id: String(id) });

const question = { subject: 'Photo cake size', message: 'Can you print a photo on a 1 lb eggless cake for Saturday?' };

async function setTicket(id: number, values: Partial<typeof supportTickets.$inferInsert>) {
  await getDb().update(supportTickets).set(values).where(eq(supportTickets.id, id));
}

describe('support-tickets/?page and opening a ticket', () => {
  it('opens a general question as Open and lists it with its last reply', async () => {
    const customer = await newCustomer();
    const res = await open(customer, question);
    expect(res.status).toBe(201);
    expect(res.body.data.ticket).toMatchObject({
      subject: 'Photo cake size',
      topic: 'question',
      status: 'open',
      statusLabel: 'Open',
      order: null,
      canResolve: true,
      canReopen: false,
      messages: [{ author: 'customer', authorName: 'You', body: question.message, attachments: [] }],
    });
    const list = await as(listRoute, '/api/V2/support-tickets/?page=1', customer);
    expect(list.status).toBe(200);
    expect(list.body.data.tickets).toHaveLength(1);
    expect(list.body.data.tickets[0]).toMatchObject({ id: res.body.data.ticket.id, statusLabel: 'Open', lastMessage: { by: 'customer' } });
    expect(list.body.meta.pagination).toMatchObject({ total: 1, currentPage: 1 });
    expect((await as(listRoute, '/api/V2/support-tickets/?page=2', customer)).body.data.tickets).toEqual([]);
  });

  it('refuses a guest (401) and bad input (400 with the fields named)', async () => {
    expect((await open(null, question)).status).toBe(401);
    expect((await as(listRoute, '/api/V2/support-tickets/', null)).status).toBe(401);
    const customer = await newCustomer();
    const bad = await open(customer, { subject: '', message: 'short' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toMatchObject({ subject: expect.any(String), message: expect.stringMatching(/at least/) });
    expect((await as(listRoute, '/api/V2/support-tickets/?page=0', customer)).status).toBe(400);
    expect((await open(customer, { ...question, attachments: ['x', 'y'] })).status).toBe(400);
  });

  it('ties a question to the customer’s own order only (another’s is a 404)', async () => {
    const { customer, order } = await customerWithOrder();
    const mine = await open(customer, { ...question, orderId: order.id });
    expect(mine.body.data.ticket.order).toEqual({ id: order.id, number: order.number });
    const stranger = await newCustomer();
    expect((await open(stranger, { ...question, orderId: order.id })).status).toBe(404);
  });
});

describe('complain', () => {
  it('opens a ticket tied to the order with the reason and photos; a second complaint joins it', async () => {
    const { customer, order } = await customerWithDeliveredOrder();
    const photo = await uploadPhoto(customer, 'ticket-attachment');
    const res = await complainAbout(customer, { orderId: order.id, reason: 'damaged', message: 'The box was crushed and the cream smeared.', attachments: [photo] });
    expect(res.status).toBe(201);
    expect(res.body.data.joined).toBe(false);
    const ticket = res.body.data.ticket;
    expect(ticket).toMatchObject({ topic: 'damaged', topicLabel: 'It arrived damaged', status: 'open', order: { id: order.id } });
    expect(ticket.subject).toContain(order.number);
    expect(ticket.messages[0].attachments).toEqual([{ id: photo, url: `/media/ticket-attachments/${photo}`, contentType: 'image/png' }]);

    // The photo is the customer's alone.
    const fetchAs = (c: Customer | null) =>
      attachmentRoute(new NextRequest(new URL(`/media/ticket-attachments/${photo}`, ORIGIN), { headers: c?.headers ?? {} }), { params: Promise.resolve({ id: photo }) });
    expect((await fetchAs(customer)).status).toBe(200);
    expect((await fetchAs(await newCustomer())).status).toBe(404);
    expect((await fetchAs(null)).status).toBe(404);

    const again = await complainAbout(customer, { orderId: order.id, reason: 'late', message: 'It was also an hour late.' });
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ joined: true, ticket: { id: ticket.id } });
    expect(again.body.data.ticket.messages).toHaveLength(2);
  });

  it('refuses another customer’s order (404), an unknown reason (400), someone else’s photo (422) and a guest (401)', async () => {
    const { customer, order } = await customerWithDeliveredOrder();
    const stranger = await newCustomer();
    const body = { orderId: order.id, reason: 'late', message: 'The cake arrived two hours late.' };
    expect((await complainAbout(stranger, body)).status).toBe(404);
    expect((await complainAbout(null, body)).status).toBe(401);
    const bad = await complainAbout(customer, { ...body, reason: 'rude' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.reason).toBe('Choose what went wrong');
    const strangersPhoto = await uploadPhoto(stranger, 'ticket-attachment');
    const refused = await complainAbout(customer, { ...body, attachments: [strangersPhoto] });
    expect(refused.status).toBe(422);
    expect(refused.body.error.fields.attachments).toBeDefined();
    const reviewPhoto = await uploadPhoto(customer, 'review-photo');
    expect((await complainAbout(customer, { ...body, attachments: [reviewPhoto] })).status).toBe(422);
  });
});

describe('ticket/{id}', () => {
  it('shows the owner their conversation; anyone else, or an unknown id, gets 404; a bad id 400', async () => {
    const customer = await newCustomer();
    const id = (await open(customer, question)).body.data.ticket.id;
    const res = await getTicket(customer, id);
    expect(res.status).toBe(200);
    expect(res.body.data.ticket).toMatchObject({ id, statusHint: expect.any(String), previousTicketId: null, nextTicketId: null });
    expect((await getTicket(await newCustomer(), id)).status).toBe(404);
    expect((await getTicket(customer, 999999)).status).toBe(404);
    expect((await getTicket(customer, 'abc')).status).toBe(400);
    expect((await getTicket(null, id)).status).toBe(401);
  });
});

describe('resolve and reopen', () => {
  it('resolves an open ticket and reopens it within the window', async () => {
    const customer = await newCustomer();
    const id = (await open(customer, question)).body.data.ticket.id;
    const resolved = await resolve(customer, id);
    expect(resolved.status).toBe(200);
    expect(resolved.body.data.ticket).toMatchObject({ status: 'resolved', statusLabel: 'Resolved', canResolve: false, canReopen: true });
    const until = new Date(resolved.body.data.ticket.reopenUntil).getTime();
    expect(until - Date.now()).toBeGreaterThan((REOPEN_WINDOW_DAYS - 1) * DAY_MS);
    expect((await resolve(customer, id)).status).toBe(409);

    const reopened = await reopen(customer, id);
    expect(reopened.status).toBe(200);
    expect(reopened.body.data.ticket).toMatchObject({ status: 'open', canReopen: false, reopenUntil: null });
    expect((await reopen(customer, id)).status).toBe(409);
  });

  it('refuses to reopen past the window (the ticket reads Closed) and saying what to do instead', async () => {
    const customer = await newCustomer();
    const id = (await open(customer, question)).body.data.ticket.id;
    await setTicket(id, { status: 'resolved', resolvedAt: new Date(Date.now() - (REOPEN_WINDOW_DAYS + 1) * DAY_MS) });
    const view = await getTicket(customer, id);
    expect(view.body.data.ticket).toMatchObject({ status: 'closed', statusLabel: 'Closed', canReopen: false, canResolve: false });
    const late = await reopen(customer, id);
    expect(late.status).toBe(409);
    expect(late.body.error.message).toContain(`${REOPEN_WINDOW_DAYS} days`);

    // A day inside the window still reopens.
    await setTicket(id, { resolvedAt: new Date(Date.now() - (REOPEN_WINDOW_DAYS - 1) * DAY_MS) });
    expect((await reopen(customer, id)).status).toBe(200);
  });

  it('is the owner’s only (404 for anyone else)', async () => {
    const customer = await newCustomer();
    const id = (await open(customer, question)).body.data.ticket.id;
    const stranger = await newCustomer();
    expect((await resolve(stranger, id)).status).toBe(404);
    expect((await reopen(stranger, id)).status).toBe(404);
  });
});

describe('reply-ticket', () => {
  it('continues an open ticket, and reopens a resolved one', async () => {
    const customer = await newCustomer();
    const id = (await open(customer, question)).body.data.ticket.id;
    const res = await reply(customer, { ticketId: id, message: 'Also, can it be ready by 10 AM?' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ opened: false, ticket: { id, status: 'open' } });
    expect(res.body.data.ticket.messages).toHaveLength(2);
    await resolve(customer, id);
    const after = await reply(customer, { ticketId: id, message: 'Sorry, one more question about candles.' });
    expect(after.body.data).toMatchObject({ opened: false, ticket: { id, status: 'open' } });
  });

  it('on a closed ticket opens a new ticket linked to it', async () => {
    const customer = await newCustomer();
    const id = (await open(customer, question)).body.data.ticket.id;
    await setTicket(id, { status: 'closed', closedAt: new Date() });
    const res = await reply(customer, { ticketId: id, message: 'The same problem happened again today.' });
    expect(res.status).toBe(201);
    expect(res.body.data.opened).toBe(true);
    const next = res.body.data.ticket;
    expect(next.id).not.toBe(id);
    expect(next).toMatchObject({ previousTicketId: id, subject: question.subject, status: 'open', messages: [{ body: 'The same problem happened again today.' }] });
    expect((await getTicket(customer, id)).body.data.ticket).toMatchObject({ status: 'closed', nextTicketId: next.id });
  });

  it('refuses another customer’s ticket (404), a guest (401) and bad input (400)', async () => {
    const customer = await newCustomer();
    const id = (await open(customer, question)).body.data.ticket.id;
    expect((await reply(await newCustomer(), { ticketId: id, message: 'Let me in on this ticket please.' })).status).toBe(404);
    expect((await reply(null, { ticketId: id, message: 'Let me in on this ticket please.' })).status).toBe(401);
    const bad = await reply(customer, { ticketId: 'x', message: '' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields)).toEqual(expect.arrayContaining(['ticketId', 'message']));
  });
});

describe('replyAsStaff', () => {
  it('answers the ticket (Waiting for you) and tells the customer once by mail and once by SMS', async () => {
    const customer = await newCustomer('Kamala Rai');
    const phone = `98${String(Date.now()).slice(-8)}`;
    await getDb().update(users).set({ phone }).where(eq(users.id, customer.userId));
    const [user] = await getDb().select({ email: users.email }).from(users).where(eq(users.id, customer.userId));
    const id = (await open(customer, question)).body.data.ticket.id;

    const { messageId, queued } = await replyAsStaff(id, { userId: null, name: 'Anjana' }, { body: 'Yes, we can print it on a 1 lb eggless cake.\n\nSend the photo here.' });
    expect(queued).toBe(2);
    // By event too: a subject id is only unique within its event (an order's notices may share the number).
    const rows = await getDb()
      .select()
      .from(notifications)
      .where(and(eq(notifications.event, 'ticket.reply'), eq(notifications.subjectId, String(messageId))));
    expect(rows.map((r) => r.channel).sort()).toEqual(['email', 'sms']);
    expect(rows.every((r) => r.event === 'ticket.reply')).toBe(true);

    await deliverNotifications();
    const outbox = await listOutbox();
    const mails = outbox.filter((m) => m.channel === 'email' && m.to === user!.email);
    const texts = outbox.filter((m) => m.channel === 'sms' && m.to === phone);
    expect(mails).toHaveLength(1);
    expect(texts).toHaveLength(1);
    expect(mails[0]!.text).toContain('we can print it on a 1 lb eggless cake');
    expect(mails[0]!.text).toContain(`/profile/tickets/${id}`);
    expect(texts[0]!.text).toContain(`/profile/tickets/${id}`);

    const view = await getTicket(customer, id);
    expect(view.body.data.ticket).toMatchObject({ status: 'waiting_customer', statusLabel: 'Waiting for you', lastMessage: { by: 'staff' } });
    expect(view.body.data.ticket.messages[1]).toMatchObject({ author: 'staff', authorName: 'Anjana, customer care' });
    await expect(replyAsStaff(999999, { userId: null, name: 'Anjana' }, { body: 'Hello' })).rejects.toMatchObject({ status: 404 });
  });
});

describe('a double tap, a second tab or parallel requests', () => {
  it('open one ticket, one complaint ticket and post a reply once', async () => {
    const customer = await newCustomer();
    const opened = await Promise.all([open(customer, question), open(customer, question), open(customer, question)]);
    expect(new Set(opened.map((r) => r.body.data.ticket.id)).size).toBe(1);
    const ticketId = opened[0]!.body.data.ticket.id as number;

    const text = { ticketId, message: 'Any news about the size? We need it by Friday.' };
    const replies = await Promise.all([reply(customer, text), reply(customer, text)]);
    for (const r of replies) expect(r.status).toBeLessThan(300);
    const view = await getTicket(customer, ticketId);
    expect(view.body.data.ticket.messages.filter((m: { body: string }) => m.body === text.message)).toHaveLength(1);

    const { customer: buyer, order } = await customerWithDeliveredOrder();
    const complaint = { orderId: order.id, reason: 'damaged', message: 'The box was crushed and the cream smeared.' };
    const both = await Promise.all([complainAbout(buyer, complaint), complainAbout(buyer, complaint)]);
    expect(new Set(both.map((r) => r.body.data.ticket.id)).size).toBe(1);
    const rows = await getDb().select().from(supportTickets).where(eq(supportTickets.orderId, order.id));
    expect(rows).toHaveLength(1);
    const thread = await getTicket(buyer, rows[0]!.id);
    expect(thread.body.data.ticket.messages).toHaveLength(1);
  });
});
