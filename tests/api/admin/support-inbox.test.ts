import { eq } from 'drizzle-orm';
import { GET as customerListRoute } from '@/app/api/V2/support-tickets/route';
import { GET as attachmentRoute } from '@/app/media/ticket-attachments/[id]/route';
import { getDb } from '@/lib/server/db/client';
import { auditLog, notifications, ticketMessages } from '@/lib/server/db/schema';
import { listOutbox } from '@/lib/server/mail/outbox';
import { deliverNotifications } from '@/lib/server/services/notifications';
import { ticketDetail } from '@/lib/server/services/support';
import { solidPng } from '../accounts-core/support';
import { callRoute } from '../support/call-route';
import { concurrently } from '../support/concurrently';
import { useTestDatabase } from '../support/database';
import { useTempOutbox } from '../support/isolation';
import { newStaffMember } from '../support/users';
import { newCustomer, ORIGIN, type Customer } from '../orders/support';
import {
  assign,
  attach,
  auditOf,
  customerReply,
  customerView,
  customerWithTicket,
  inbox,
  noteOn,
  reopen,
  reply,
  replyTo,
  resolve,
  tinyPdf,
  viewTicket,
} from './support-inbox-support';

// The support inbox (issue 25): customer care works customers' tickets from /admin/support. Tickets sit in four tabs
// — new, waiting for us, waiting for the customer, resolved — the ones we owe an answer oldest first. A reply reaches
// the customer on their ticket page and by mail and SMS; internal notes never reach them; tickets are assigned to
// support, managers or the owner; resolve and reopen, and a customer's reply brings a resolved ticket back to us.

useTempOutbox();
useTestDatabase();

const supportMember = () => newStaffMember('support', 'Prakash Adhikari');
const ids = (res: { body: { data: { tickets: Array<{ id: number }> } } }) => res.body.data.tickets.map((t) => t.id);

/** Every ticket id of a tab, following the keyset pages one by one. */
async function allPages(who: Awaited<ReturnType<typeof supportMember>>, query: string): Promise<number[]> {
  const seen: number[] = [];
  let after: string | null = null;
  for (let page = 0; page < 50; page += 1) {
    const res = await inbox(who, `${query}&perPage=1${after ? `&after=${after}` : ''}`);
    expect(res.status).toBe(200);
    seen.push(...ids(res));
    after = res.body.meta.next;
    if (!after) break;
  }
  return seen;
}

describe('the inbox’s tabs (GET admin/support)', () => {
  it('puts each ticket in its tab, oldest wait first where we owe an answer, with counts and keyset pages', async () => {
    const staff = await supportMember();
    const first = await customerWithTicket('Cake for Dashain', 'Do you have a Dashain special cake this year?', 'Bimala Gurung');
    const second = await customerWithTicket('Cake for Tihar', 'Do you deliver on Laxmi Puja evening?', 'Bimala Gurung');
    const answered = await customerWithTicket('Candles', 'Do you sell number candles with the cake?', 'Bimala Gurung');
    const chased = await customerWithTicket('Eggless', 'Is the red velvet available eggless, please?', 'Bimala Gurung');

    expect((await replyTo(staff, answered.ticketId, reply('Yes, any cake can come eggless.'))).status).toBe(201);
    expect((await replyTo(staff, chased.ticketId, reply('Yes: choose Eggless in the options.'))).status).toBe(201);
    expect((await customerReply(chased.customer, chased.ticketId, 'And is there an extra charge for that?')).status).toBe(200);

    const search = '&q=Bimala';
    const news = await inbox(staff, `?state=new${search}`);
    expect(news.status).toBe(200);
    expect(news.headers.get('cache-control')).toBe('private, no-store');
    expect(ids(news)).toEqual([first.ticketId, second.ticketId]);
    expect(news.body.data.tickets[0]).toMatchObject({ subject: 'Cake for Dashain', state: 'new', stateLabel: 'New', customer: { name: 'Bimala Gurung' }, assignee: null });
    expect(news.body.meta.counts).toEqual({ new: 2, waiting_us: 1, waiting_customer: 1, resolved: 0 });
    expect(ids(await inbox(staff, `?state=waiting_us${search}`))).toEqual([chased.ticketId]);
    expect(ids(await inbox(staff, `?state=waiting_customer${search}`))).toEqual([answered.ticketId]);

    // New is the default tab; pages of one, after one another, see each ticket once and in order.
    expect(await allPages(staff, '?x=1')).toEqual(ids(await inbox(staff, '?perPage=100')));
    expect(await allPages(staff, `?state=new${search}`)).toEqual([first.ticketId, second.ticketId]);

    // By ticket number ('#12', '12').
    expect(ids(await inbox(staff, `?state=waiting_customer&q=%23${answered.ticketId}`))).toEqual([answered.ticketId]);
    expect(ids(await inbox(staff, `?state=new&q=${answered.ticketId}`))).toEqual([]);
    // By the customer's email or phone.
    expect(ids(await inbox(staff, `?state=new&q=${encodeURIComponent(first.email.toUpperCase())}`))).toEqual([first.ticketId]);
    expect(ids(await inbox(staff, `?state=new&q=${encodeURIComponent(`+977 ${second.phone}`)}`))).toEqual([second.ticketId]);
  });

  it('refuses a tab, filter or page link it does not know (400 naming the field)', async () => {
    const staff = await supportMember();
    for (const [query, field] of [
      ['?state=open', 'state'],
      ['?assigned=everyone', 'assigned'],
      ['?after=not-a-cursor', 'after'],
      ['?perPage=0', 'perPage'],
    ] as const) {
      const res = await inbox(staff, query);
      expect({ query, status: res.status }).toEqual({ query, status: 400 });
      expect(res.body.error.fields).toHaveProperty(field);
    }
    // A cursor from another tab is stale too.
    await customerWithTicket();
    await customerWithTicket();
    const next = (await inbox(staff, '?state=new&perPage=1')).body.meta.next as string;
    expect((await inbox(staff, `?state=resolved&after=${next}`)).status).toBe(400);
  });
});

describe('a staff reply (POST admin/support/tickets/{id}/replies)', () => {
  it('reaches the customer on their ticket page and once by mail and once by SMS, and is in the audit trail', async () => {
    const staff = await supportMember();
    const { customer, ticketId, email, phone } = await customerWithTicket();
    const res = await replyTo(staff, ticketId, reply('Yes, we can print it on a 1 lb eggless cake.\n\nSend the photo here.'));
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ duplicate: false });

    const mine = await customerView(customer, ticketId);
    expect(mine.body.data.ticket).toMatchObject({ status: 'waiting_customer', statusLabel: 'Waiting for you', lastMessage: { by: 'staff' } });
    expect(mine.body.data.ticket.messages[1]).toMatchObject({ author: 'staff', authorName: 'Prakash, customer care', body: expect.stringContaining('1 lb eggless') });

    await deliverNotifications();
    const outbox = await listOutbox();
    const mails = outbox.filter((m) => m.channel === 'email' && m.to === email);
    const texts = outbox.filter((m) => m.channel === 'sms' && m.to === phone);
    expect(mails).toHaveLength(1);
    expect(texts).toHaveLength(1);
    expect(mails[0]!.text).toContain('we can print it on a 1 lb eggless cake');
    expect(texts[0]!.text).toContain(`/profile/tickets/${ticketId}`);

    expect(ids(await inbox(staff, `?state=waiting_customer&q=${ticketId}`))).toEqual([ticketId]);
    const [entry] = (await auditOf('ticket', ticketId)).filter((e) => e.action === 'ticket.reply');
    expect(entry).toMatchObject({ staffUserId: staff.id, staffRole: 'support', summary: `Replied to ticket #${ticketId}` });
  });

  it('refuses an empty reply, a missing token (400 by field) and an unknown ticket (404)', async () => {
    const staff = await supportMember();
    const { ticketId } = await customerWithTicket();
    const bad = await replyTo(staff, ticketId, { body: ' ' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields)).toEqual(expect.arrayContaining(['body', 'clientToken']));
    expect((await replyTo(staff, 999999, reply('Hello there'))).status).toBe(404);
    expect((await replyTo(staff, 'abc', reply('Hello there'))).status).toBe(404);
    expect((await viewTicket(staff, 999999)).status).toBe(404);
  });
});

describe('internal notes (POST admin/support/tickets/{id}/notes)', () => {
  it('show to staff between the messages, and never in the customer’s API, page data, list or mail', async () => {
    const staff = await supportMember();
    const { customer, ticketId, email } = await customerWithTicket();
    const secret = 'NOTE-ONLY: this customer asked for a refund twice last month';
    const note = await noteOn(staff, ticketId, reply(secret));
    expect(note.status).toBe(201);
    await replyTo(staff, ticketId, reply('We are checking with the bakery.'));
    await deliverNotifications();

    const view = await viewTicket(staff, ticketId);
    expect(view.status).toBe(200);
    expect(view.body.data.entries.map((e: { kind: string }) => e.kind)).toEqual(['message', 'note', 'message']);
    expect(view.body.data.entries[1]).toMatchObject({ kind: 'note', body: secret, authorName: 'Prakash Adhikari' });

    const customerDetail = await customerView(customer, ticketId);
    const customerList = await callRoute(customerListRoute, { url: '/api/V2/support-tickets', headers: { origin: ORIGIN, ...customer.headers } });
    expect(customerDetail.status).toBe(200);
    expect(customerList.status).toBe(200);
    expect(JSON.stringify(customerDetail.body)).not.toContain('NOTE-ONLY');
    expect(JSON.stringify(customerList.body)).not.toContain('NOTE-ONLY');
    expect(customerDetail.body.data.ticket.messages).toHaveLength(2);
    // What /profile/tickets/{id} renders (the same service as the API).
    expect(JSON.stringify(await ticketDetail(customer.userId, ticketId))).not.toContain('NOTE-ONLY');
    const mails = (await listOutbox()).filter((m) => m.to === email);
    expect(mails).toHaveLength(1);
    expect(mails.map((m) => m.text + m.html).join('')).not.toContain('NOTE-ONLY');
    // The trail says a note was added, not what it says.
    const noted = (await auditOf('ticket', ticketId)).filter((e) => e.action === 'ticket.note');
    expect(noted).toHaveLength(1);
    expect(JSON.stringify(noted)).not.toContain('NOTE-ONLY');

    const empty = await noteOn(staff, ticketId, reply(''));
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields).toHaveProperty('body');
  });
});

describe('attachments (POST admin/support/attachments)', () => {
  it('takes photos and PDFs up to 8 MB, checked by their bytes; refuses anything else, naming the file', async () => {
    const staff = await supportMember();
    const png = await attach(staff, solidPng(40, 30), 'cake.png', 'image/png');
    expect(png.status).toBe(201);
    expect(png.body.data).toMatchObject({ contentType: 'image/png', isPdf: false });
    const pdf = await attach(staff, tinyPdf(), 'refund.pdf', 'application/pdf');
    expect(pdf.status).toBe(201);
    expect(pdf.body.data).toMatchObject({ contentType: 'application/pdf', isPdf: true });
    const [uploaded] = await getDb().select().from(auditLog).where(eq(auditLog.entityId, pdf.body.data.id));
    expect(uploaded).toMatchObject({ action: 'ticket_attachment.upload', staffUserId: staff.id, after: { contentType: 'application/pdf', bytes: tinyPdf().length } });
    expect(JSON.stringify(uploaded)).not.toContain('%PDF');

    const refused = [
      await attach(staff, new TextEncoder().encode('hello, not a picture'), 'note.png', 'image/png'),
      await attach(staff, new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), 'logo.svg', 'image/svg+xml'),
      await attach(staff, new TextEncoder().encode('MZ\x90\x00 an exe renamed'), 'receipt.pdf', 'application/pdf'),
    ];
    for (const res of refused) {
      expect(res.status).toBe(400);
      expect(res.body.error.fields.file).toBe('Attach a JPEG, PNG or WebP photo, or a PDF.');
    }
    const huge = new Uint8Array(8 * 1024 * 1024 + 1);
    huge.set(tinyPdf());
    const tooBig = await attach(staff, huge, 'big.pdf', 'application/pdf');
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.error.fields.file).toMatch(/larger than 8 MB/);
    expect((await attach(await newStaffMember('kitchen'), tinyPdf(), 'r.pdf', 'application/pdf')).status).toBe(403);
  });

  it('go with a reply to its customer (and only them); another staff member’s upload is refused; the trail counts them', async () => {
    const staff = await supportMember();
    const { customer, ticketId } = await customerWithTicket();
    const photo = (await attach(staff, solidPng(20, 20), 'cake.png', 'image/png')).body.data.id as string;
    const pdf = (await attach(staff, tinyPdf(), 'refund.pdf', 'application/pdf')).body.data.id as string;
    const someoneElses = (await attach(await supportMember(), solidPng(10, 10), 'x.png', 'image/png')).body.data.id as string;

    const refused = await replyTo(staff, ticketId, reply('See attached.', { attachments: [someoneElses] }));
    expect(refused.status).toBe(422);
    expect(refused.body.error.fields).toHaveProperty('attachments');

    expect((await replyTo(staff, ticketId, reply('Here is the photo and your refund slip.', { attachments: [photo, pdf] }))).status).toBe(201);
    const sent = (await customerView(customer, ticketId)).body.data.ticket.messages[1];
    expect(sent.attachments).toEqual([
      { id: photo, url: `/media/ticket-attachments/${photo}`, contentType: 'image/png' },
      { id: pdf, url: `/media/ticket-attachments/${pdf}`, contentType: 'application/pdf' },
    ]);
    const open = (who: Customer | null, id: string) =>
      callRoute<{ id: string }>(attachmentRoute as never, { url: `/media/ticket-attachments/${id}`, params: { id }, headers: who?.headers ?? {} });
    const got = await open(customer, pdf);
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('application/pdf');
    expect((await open(await newCustomer(), pdf)).status).toBe(404);
    expect((await open(null, photo)).status).toBe(404);

    const [entry] = (await auditOf('ticket', ticketId)).filter((e) => e.action === 'ticket.reply');
    expect(entry!.summary).toBe(`Replied to ticket #${ticketId} with 2 attachments`);
    expect(entry!.after).toMatchObject({ attachments: 2 });
  });
});

describe('assignment (POST admin/support/tickets/{id}/assign)', () => {
  it('gives a ticket to support, a manager or the owner, shows in “assigned to me”, and is recorded', async () => {
    const staff = await supportMember();
    const manager = await newStaffMember('manager', 'Rajesh Maharjan');
    const { ticketId } = await customerWithTicket('Assign me', 'Please look at my order from yesterday.', 'Gita Lama');
    const mine = (who: typeof staff) => inbox(who, '?assigned=me&q=Gita');

    const given = await assign(staff, ticketId, { assigneeId: manager.id });
    expect(given.status).toBe(200);
    expect(given.body.data).toEqual({ assignee: { id: manager.id, name: 'Rajesh Maharjan' }, changed: true });
    expect(ids(await mine(manager))).toEqual([ticketId]);
    expect(ids(await mine(staff))).toEqual([]);
    expect(ids(await inbox(staff, '?assigned=unassigned&q=Gita'))).toEqual([]);
    expect((await inbox(staff, '?q=Gita')).body.data.tickets[0].assignee).toEqual({ id: manager.id, name: 'Rajesh Maharjan' });
    expect((await viewTicket(staff, ticketId)).body.data.assignee).toEqual({ id: manager.id, name: 'Rajesh Maharjan' });
    // The same person again changes nothing.
    expect((await assign(staff, ticketId, { assigneeId: manager.id })).body.data.changed).toBe(false);

    for (const who of [await newStaffMember('kitchen'), await newCustomer()]) {
      const res = await assign(staff, ticketId, { assigneeId: 'userId' in who ? who.userId : who.id });
      expect(res.status).toBe(422);
      expect(res.body.error.fields).toHaveProperty('assigneeId');
    }
    expect((await assign(staff, ticketId, { assigneeId: 'someone' })).status).toBe(400);
    expect((await assign(staff, ticketId, {})).status).toBe(400);

    expect((await assign(staff, ticketId, { assigneeId: null })).body.data).toEqual({ assignee: null, changed: true });
    expect(ids(await inbox(staff, '?assigned=unassigned&q=Gita'))).toEqual([ticketId]);
    const entries = (await auditOf('ticket', ticketId)).filter((e) => e.action === 'ticket.assign');
    expect(entries.map((e) => e.summary)).toEqual([
      `Assigned ticket #${ticketId} to Rajesh Maharjan`,
      `Ticket #${ticketId} was already assigned to Rajesh Maharjan: no change`,
      `Unassigned ticket #${ticketId}`,
    ]);
  });
});

describe('resolve and reopen', () => {
  it('staff resolve (once) and reopen; a customer’s reply brings a resolved ticket back to “waiting for us”', async () => {
    const staff = await supportMember();
    const { customer, ticketId } = await customerWithTicket();
    const tab = async () => (await viewTicket(staff, ticketId)).body.data.state;
    await replyTo(staff, ticketId, reply('Done: your order is now eggless.'));

    expect((await resolve(staff, ticketId)).status).toBe(200);
    expect(await tab()).toBe('resolved');
    expect((await customerView(customer, ticketId)).body.data.ticket.status).toBe('resolved');
    expect((await resolve(staff, ticketId)).status).toBe(409);

    expect((await customerReply(customer, ticketId, 'Sorry, one more question about the candles.')).status).toBe(200);
    expect(await tab()).toBe('waiting_us');
    expect(ids(await inbox(staff, `?state=waiting_us&q=${ticketId}`))).toEqual([ticketId]);

    await resolve(staff, ticketId);
    expect((await reopen(staff, ticketId)).body.data).toEqual({ status: 'open' });
    expect(await tab()).toBe('waiting_us');
    expect((await reopen(staff, ticketId)).status).toBe(409);
    const actions = (await auditOf('ticket', ticketId)).map((e) => e.action);
    expect(actions.filter((a) => a === 'ticket.resolve')).toHaveLength(2);
    expect(actions.filter((a) => a === 'ticket.reopen')).toHaveLength(1);
  });
});

describe('who may use the inbox', () => {
  it('kitchen and editor get 403; customers and visitors the unknown-path 404', async () => {
    const { ticketId } = await customerWithTicket();
    for (const role of ['kitchen', 'editor'] as const) {
      const who = await newStaffMember(role);
      expect((await inbox(who)).status).toBe(403);
      expect((await viewTicket(who, ticketId)).status).toBe(403);
      expect((await replyTo(who, ticketId, reply('Hello from the kitchen'))).status).toBe(403);
      expect((await noteOn(who, ticketId, reply('note'))).status).toBe(403);
      expect((await resolve(who, ticketId)).status).toBe(403);
    }
    for (const who of [await newCustomer(), null]) {
      expect((await inbox(who)).status).toBe(404);
      expect((await viewTicket(who, ticketId)).status).toBe(404);
      expect((await replyTo(who, ticketId, reply('Hello'))).status).toBe(404);
      expect((await assign(who, ticketId, { assigneeId: null })).status).toBe(404);
    }
    for (const role of ['owner', 'manager', 'support'] as const) expect((await inbox(await newStaffMember(role))).status).toBe(200);
  });
});

describe('two staff at once, and a double click', () => {
  it('two staff replying at once both land once each; each one’s double click lands once; told once per reply', async () => {
    const [prakash, rajesh] = [await supportMember(), await newStaffMember('manager', 'Rajesh Maharjan')];
    const { ticketId } = await customerWithTicket();
    const first = reply('We are on it: the bakery is checking.');
    const second = reply('Rajesh here: your refund is on its way.');
    const sends = [
      [prakash, first],
      [rajesh, second],
      [prakash, first],
      [rajesh, second],
    ] as const;
    const answers = await concurrently(sends, 4, ([who, body]) => replyTo(who, ticketId, body));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 201, 201]);
    const staffMessages = await getDb().select().from(ticketMessages).where(eq(ticketMessages.ticketId, ticketId));
    expect(staffMessages.filter((m) => m.author === 'staff').map((m) => m.body).sort()).toEqual([first.body, second.body].sort());
    const told = await getDb().select().from(notifications).where(eq(notifications.event, 'ticket.reply'));
    const forThis = told.filter((n) => staffMessages.some((m) => String(m.id) === n.subjectId));
    expect(forThis).toHaveLength(4); // one mail and one SMS per reply
    // The repeats are in the trail as repeats, without the reply's text again.
    const repeats = (await auditOf('ticket', ticketId)).filter((e) => e.action === 'ticket.reply_repeated');
    expect(repeats).toHaveLength(2);
    expect(JSON.stringify(repeats)).not.toContain('refund is on its way');

    // A note sent twice is one note.
    const note = reply('Customer is a regular: offer the loyalty discount.');
    const notes = await Promise.all([noteOn(prakash, ticketId, note), noteOn(prakash, ticketId, note)]);
    expect(notes.map((n) => n.status).sort()).toEqual([200, 201]);
    expect((await viewTicket(prakash, ticketId)).body.data.entries.filter((e: { kind: string }) => e.kind === 'note')).toHaveLength(1);
  });
});
