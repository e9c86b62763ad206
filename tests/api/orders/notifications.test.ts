import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { POST as cancelRoute } from '@/app/api/V2/cancellation-request/route';
import { GET as returnRoute } from '@/app/api/V2/payment/[gateway]/return/route';
import { POST as placeOrderRoute } from '@/app/api/V2/place-order/route';
import { POST as processRoute } from '@/app/api/V2/process-payment/route';
import { kathmanduDayStart } from '@/lib/domain/delivery/schedule';
import { formatKathmanduDate } from '@/lib/domain/kathmandu-time';
import { formatNpr } from '@/lib/domain/money';
import { notifications, shippingAddresses, users } from '@/lib/server/db/schema';
import { listOutbox, type OutboxMessage } from '@/lib/server/mail/outbox';
import { deliverNotifications, MAX_ATTEMPTS } from '@/lib/server/services/notifications';
import { advanceOrder } from '@/lib/server/services/orders';
import { payOnEsewa } from '../payments/support/simulator-browser';
import { simulatorFetch } from '../payments/support/simulator-fetch';
import { callRoute } from '../support/call-route';
import { useTestDatabase } from '../support/database';
import { useTempOutbox } from '../support/isolation';
import { newSignedInUser } from '../support/users';
import { addressFor, call, checkoutBody, fillCart, giftProduct, type Customer } from './support';

// The notifications building block, through the order steps: each step gives exactly one email and one SMS with the
// order's facts, a repeated or parallel report of a step gives nothing more, and a failing mail neither fails nor
// delays the customer's answer (it is sent after the response, and retried).

// next/server's after(): outside a request it throws (the API tests' normal case: afterResponse then runs the task
// inline). With `deferred.on` it keeps the task, as Next does, so a test can see the answer come before the send.
const deferred: { on: boolean; tasks: Array<() => Promise<unknown>> } = { on: false, tasks: [] };
jest.mock('next/server', () => ({
  ...jest.requireActual('next/server'),
  after: (task: () => Promise<unknown>) => {
    if (!deferred.on) throw new Error('after() outside a request scope');
    deferred.tasks.push(task);
  },
}));

const outboxDir = useTempOutbox();
const { db } = useTestDatabase();
// Parallel requests on a busy shared machine: these timed out at jest's default 5 s in a full run (the api project's
// testTimeout did not apply), so the file sets its own.

beforeAll(() => {
  jest.spyOn(globalThis, 'fetch').mockImplementation(simulatorFetch() as typeof fetch);
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterAll(() => jest.restoreAllMocks());
afterEach(() => {
  process.env.OUTBOX_DIR = outboxDir;
  deferred.on = false;
  deferred.tasks = [];
});

let phoneCounter = 0;
const LANDMARK = 'Blue <b>gate</b> & "temple" corner';

async function customerWithPhone(): Promise<Customer & { email: string; phone: string }> {
  phoneCounter += 1;
  const phone = `98${String(phoneCounter).padStart(2, '0')}${String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0')}`;
  const { id, token } = await newSignedInUser('notified', 'Sita Sharma', { emailConfirmedAt: new Date(), phone });
  const [user] = await db().select({ email: users.email }).from(users).where(eq(users.id, id));
  return { userId: id, token, headers: { authorization: `Bearer ${token}` }, email: user!.email!, phone };
}

async function readyToOrder(paymentMethod: 'cod' | 'esewa' = 'cod', quantity = 2) {
  const customer = await customerWithPhone();
  const addressId = await addressFor(customer.userId);
  await db().update(shippingAddresses).set({ landmark: LANDMARK }).where(eq(shippingAddresses.id, addressId));
  const product = await giftProduct(7);
  await fillCart(customer.userId, product.id, quantity);
  return { customer, product, body: await checkoutBody(addressId, { paymentMethod }) };
}

type Order = { id: number; number: string; deliveryDate: string; slotLabel: string; totals: { total: number } };

async function place(customer: Customer, body: unknown, headers: Record<string, string> = {}) {
  return call(placeOrderRoute, '/api/V2/place-order', customer, { method: 'POST', body, headers });
}

/** This order's messages in the outbox, by channel. */
async function messagesAbout(order: Order, customer: { email: string; phone: string }) {
  const all = await listOutbox();
  const about = (m: OutboxMessage) => m.text.includes(order.number);
  return {
    mails: all.filter((m) => m.channel === 'email' && m.to === customer.email && about(m)),
    texts: all.filter((m) => m.channel === 'sms' && m.to === customer.phone && about(m)),
  };
}

/** The facts every message about an order carries (an SMS gives the day without the year). */
function expectOrderFacts(text: string, order: Order, productName: string, origin = 'http://localhost:3000') {
  const day = formatKathmanduDate(kathmanduDayStart(order.deliveryDate), 'EEE, d MMM');
  expect(text).toContain(order.number);
  expect(text).toContain(productName.slice(0, 30));
  expect(text).toContain(day);
  expect(text).toContain(order.slotLabel);
  expect(text).toContain('New Baneshwor');
  expect(text).toContain(formatNpr(order.totals.total, { compact: false }));
  expect(text).toContain(`${origin}/profile/orders/view-order/${order.id}`);
}

describe('order notifications', () => {
  it('placed (cash on delivery): one email (HTML and text, escaped) and one SMS with the order’s facts; a replayed key sends nothing more', async () => {
    const { customer, product, body } = await readyToOrder('cod', 2);
    const headers = { 'idempotency-key': 'notify-placed-0001' };
    const answers = await Promise.all(Array.from({ length: 5 }, () => place(customer, body, headers)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 201]);
    const order = answers[0]!.body.data as Order;

    const { mails, texts } = await messagesAbout(order, customer);
    expect(mails).toHaveLength(1);
    expect(texts).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toBe(`Your order ${order.number} is placed — Upahar Ghar`);
    expectOrderFacts(mail!.text, order, product.name);
    expect(mail!.text).toContain(`${product.name} × 2 — ${formatNpr(product.price * 2, { compact: false })}`);
    expect(mail!.text).toContain(`You pay ${formatNpr(order.totals.total, { compact: false })} in cash when it arrives.`);
    expect(mail!.text).toContain(LANDMARK);
    expect(mail!.text).toContain(`Delivery:\n  ${formatKathmanduDate(kathmanduDayStart(order.deliveryDate), 'EEE, d MMM yyyy')}, ${order.slotLabel} (Kathmandu time)`);
    expectOrderFacts(mail!.html, order, product.name);
    // The customer's own words are escaped in the HTML, never markup.
    expect(mail!.html).toContain('Blue &lt;b&gt;gate&lt;/b&gt; &amp; &quot;temple&quot; corner');
    expect(mail!.html).not.toContain('<b>gate</b>');
    expect(mail!.links).toContain(`http://localhost:3000/profile/orders/view-order/${order.id}`);

    const [sms] = texts;
    expectOrderFacts(sms!.text, order, product.name);
    expect(sms!.text).toContain('x2');
    expect(sms!.text.length).toBeLessThanOrEqual(260);

    const rows = await db().select().from(notifications).where(eq(notifications.subjectId, String(order.id)));
    expect(rows.map((r) => [r.event, r.channel, r.status, r.attempts]).sort()).toEqual([
      ['order.placed', 'email', 'sent', 1],
      ['order.placed', 'sms', 'sent', 1],
    ]);
  });

  it('paid (eSewa): the return hit three times in parallel and once more sends one email and one SMS, linking to the host the shopper used', async () => {
    const { customer, product, body } = await readyToOrder('esewa', 1);
    const placed = await place(customer, body);
    expect(placed.status).toBe(201);
    const order = placed.body.data as Order;
    const started = await callRoute(processRoute, {
      url: 'http://127.0.0.1:3000/api/V2/process-payment',
      method: 'POST',
      body: { orderId: order.id, gateway: 'esewa' },
      headers: { host: '127.0.0.1:3000', ...customer.headers },
    });
    expect(started.status).toBe(200);
    const back = await payOnEsewa(started.body.data.action.fields, 'pay');
    const returnOnce = () =>
      callRoute(returnRoute, { url: back.url.toString(), headers: { host: back.url.host }, params: { gateway: 'esewa' } });
    const returns = [...(await Promise.all([returnOnce(), returnOnce(), returnOnce()])), await returnOnce()];
    expect(returns.map((r) => r.status)).toEqual([303, 303, 303, 303]);

    const all = await messagesAbout(order, customer);
    const paidMails = all.mails.filter((m) => m.subject.startsWith('Payment received'));
    const paidTexts = all.texts.filter((m) => m.text.includes('payment of'));
    expect(paidMails).toHaveLength(1);
    expect(paidTexts).toHaveLength(1);
    expect(all.mails).toHaveLength(2); // placed + paid
    expect(all.texts).toHaveLength(2);
    expect(paidMails[0]!.text).toContain(`We received your payment of ${formatNpr(order.totals.total, { compact: false })} through eSewa`);
    expectOrderFacts(paidMails[0]!.text, order, product.name, 'http://127.0.0.1:3000');
    expectOrderFacts(paidTexts[0]!.text, order, product.name, 'http://127.0.0.1:3000');
    // The placed mail links to the host the order was placed on.
    const placedMail = all.mails.find((m) => m.subject.startsWith('Your order'));
    expect(placedMail!.text).toContain('waiting for your payment');
    expectOrderFacts(placedMail!.text, order, product.name, 'http://localhost:3000');
  });

  it('cancelled by the customer: one email and one SMS with the reason; cancelling again sends nothing', async () => {
    const { customer, product, body } = await readyToOrder('cod', 1);
    const order = (await place(customer, body)).body.data as Order;
    const cancel = () => call(cancelRoute, '/api/V2/cancellation-request', customer, { method: 'POST', body: { orderId: order.id, reasonId: 2, note: 'Party <moved>' } });
    const [first, second] = await Promise.all([cancel(), cancel()]);
    expect([first!.status, second!.status].sort()).toEqual([200, 409]);
    expect((await cancel()).status).toBe(409);

    const { mails, texts } = await messagesAbout(order, customer);
    const cancelMails = mails.filter((m) => m.subject.startsWith(`Your order ${order.number} is cancelled`));
    const cancelTexts = texts.filter((m) => m.text.includes('cancelled'));
    expect(cancelMails).toHaveLength(1);
    expect(cancelTexts).toHaveLength(1);
    expect(cancelMails[0]!.text).toMatch(/is cancelled as you asked\. Reason: .+: Party <moved>\./);
    expect(cancelMails[0]!.html).toContain('Party &lt;moved&gt;');
    expectOrderFacts(cancelMails[0]!.html, order, product.name);
    expectOrderFacts(cancelTexts[0]!.text, order, product.name);
  });

  it('every step of the road (confirmed, baking, ready, on its way, delivered): one email and one SMS each, sent by the next sender', async () => {
    const { customer, product, body } = await readyToOrder('cod', 1);
    const order = (await place(customer, body)).body.data as Order;
    await advanceOrder(order.id, 'confirmed');
    await advanceOrder(order.id, 'baking');
    await advanceOrder(order.id, 'ready');
    await advanceOrder(order.id, 'out_for_delivery');
    expect((await messagesAbout(order, customer)).mails).toHaveLength(1); // only "placed" so far: queued, not sent
    await deliverNotifications();
    await deliverNotifications();
    await advanceOrder(order.id, 'delivered');
    await deliverNotifications();

    const { mails, texts } = await messagesAbout(order, customer);
    const subjects = ['placed', 'confirmed', 'being baked', 'ready', 'on its way', 'delivered'].map((step) => `Your order ${order.number} is ${step} — Upahar Ghar`);
    expect(mails.map((m) => m.subject).sort()).toEqual([...subjects].sort());
    expect(texts).toHaveLength(6);
    const onItsWay = mails.find((m) => m.subject.includes('on its way'))!;
    expect(onItsWay.text).toContain(`Please keep ${formatNpr(order.totals.total, { compact: false })} ready in cash.`);
    expectOrderFacts(onItsWay.text, order, product.name);
    expectOrderFacts(texts.find((t) => t.text.includes('on its way'))!.text, order, product.name);
  });

  it('a failing mail neither fails nor delays the order: the answer comes first, the send is retried and goes out once', async () => {
    const { customer, product, body } = await readyToOrder('cod', 1);
    // The outbox cannot be written: its folder is a file.
    const broken = path.join(mkdtempSync(path.join(tmpdir(), 'ug-broken-')), 'not-a-folder');
    writeFileSync(broken, 'x');
    process.env.OUTBOX_DIR = broken;

    deferred.on = true;
    const placed = await place(customer, body);
    // The answer is complete while the send has not even started: it waits in after().
    expect(placed.status).toBe(201);
    const order = placed.body.data as Order;
    expect(deferred.tasks).toHaveLength(1);
    const queued = await db().select().from(notifications).where(eq(notifications.subjectId, String(order.id)));
    expect(queued.map((r) => [r.status, r.attempts])).toEqual([
      ['pending', 0],
      ['pending', 0],
    ]);

    // Next runs the task after the response: the send fails, quietly, and the rows wait for a retry.
    await Promise.all(deferred.tasks.map((task) => task()));
    const failed = await db().select().from(notifications).where(eq(notifications.subjectId, String(order.id)));
    expect(failed.map((r) => [r.status, r.attempts])).toEqual([
      ['pending', 1],
      ['pending', 1],
    ]);
    expect(failed[0]!.lastError).toBeTruthy();
    expect(failed.every((r) => r.nextAttemptAt.getTime() > Date.now())).toBe(true);

    // Mail works again; a sender before the back-off sends nothing, the next one after it sends each message once.
    process.env.OUTBOX_DIR = outboxDir;
    await deliverNotifications();
    expect((await messagesAbout(order, customer)).mails).toHaveLength(0);
    const later = new Date(Date.now() + 2 * 60 * 1000);
    await Promise.all([deliverNotifications({ now: later }), deliverNotifications({ now: later })]);
    const { mails, texts } = await messagesAbout(order, customer);
    expect(mails).toHaveLength(1);
    expect(texts).toHaveLength(1);
    expectOrderFacts(mails[0]!.text, order, product.name);
    const sent = await db().select().from(notifications).where(eq(notifications.subjectId, String(order.id)));
    expect(sent.map((r) => [r.status, r.attempts])).toEqual([
      ['sent', 2],
      ['sent', 2],
    ]);
  });

  it('the same event reported again, in parallel, queues nothing more: one email and one SMS', async () => {
    const { customer, body } = await readyToOrder('cod', 1);
    const order = (await place(customer, body)).body.data as Order;
    const { noticeOrder } = await import('@/lib/server/services/orders/notices');
    const again = await Promise.all(
      Array.from({ length: 10 }, () => db().transaction((tx) => noticeOrder(tx, { id: order.id, userId: customer.userId }, 'placed'))),
    );
    expect(again).toEqual(Array(10).fill(0));
    await Promise.all([deliverNotifications(), deliverNotifications(), deliverNotifications()]);
    const { mails, texts } = await messagesAbout(order, customer);
    expect([mails.length, texts.length]).toEqual([1, 1]);
  });

  it('gives up after the last attempt and keeps the error for the shop', async () => {
    const { customer, body } = await readyToOrder('cod', 1);
    const broken = path.join(mkdtempSync(path.join(tmpdir(), 'ug-broken-')), 'not-a-folder');
    writeFileSync(broken, 'x');
    process.env.OUTBOX_DIR = broken;
    const order = (await place(customer, body)).body.data as Order;
    let at = Date.now();
    for (let attempt = 2; attempt <= MAX_ATTEMPTS + 1; attempt += 1) {
      at += 3 * 60 * 60 * 1000;
      await deliverNotifications({ now: new Date(at) });
    }
    const rows = await db().select().from(notifications).where(eq(notifications.subjectId, String(order.id)));
    expect(rows.map((r) => [r.status, r.attempts])).toEqual([
      ['failed', MAX_ATTEMPTS],
      ['failed', MAX_ATTEMPTS],
    ]);
    expect(rows[0]!.lastError).toMatch(/ENOTDIR|EEXIST|not a directory/i);
  });
});
