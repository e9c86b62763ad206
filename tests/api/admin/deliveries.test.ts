import { POST as arrivedRoute } from '@/app/api/dashboard/v1/admin/deliveries/[id]/arrived/route';
import { POST as deliveredRoute } from '@/app/api/dashboard/v1/admin/deliveries/[id]/delivered/route';
import { POST as notDeliveredRoute } from '@/app/api/dashboard/v1/admin/deliveries/[id]/not-delivered/route';
import { POST as pickedUpRoute } from '@/app/api/dashboard/v1/admin/deliveries/[id]/picked-up/route';
import { GET as deliveriesRoute } from '@/app/api/dashboard/v1/admin/deliveries/route';
import { GET as deliveryPhotoRoute } from '@/app/api/dashboard/v1/admin/orders/[id]/delivery-photo/route';
import { GET as publicUpload } from '@/app/media/uploads/[id]/route';
import { POST as assignRoute } from '@/app/api/dashboard/v1/admin/dispatch/orders/[id]/assign/route';
import { eq } from 'drizzle-orm';
import { kathmanduDateKey } from '@/lib/domain/kathmandu-time';
import { formatNpr } from '@/lib/domain/money';
import type { STAFF_ROLES } from '@/lib/domain/staff-roles';
import { orders, users } from '@/lib/server/db/schema';
import { listOutbox } from '@/lib/server/mail/outbox';
import { cashByRider, dispatchDay } from '@/lib/server/services/deliveries';
import { deliverNotifications } from '@/lib/server/services/notifications';
import { advanceOrder } from '@/lib/server/services/orders';
import { uploadPhoto } from '../care/support';
import { callRoute } from '../support/call-route';
import { concurrently } from '../support/concurrently';
import { useTestDatabase } from '../support/database';
import { useTempOutbox } from '../support/isolation';
import { newCustomer } from '../orders/support';
import { adminCall, giveTo, historyOf, moveToDay, newRider, noticesOf, orderAt, orderRow, staff, tomorrowOf, type Caller } from './deliveries-support';

// The rider's screen and its four buttons (issue 24): only the rider's own orders (another rider's is 404), each step
// only from its status (409), a double tap does it once, cash on delivery is counted per rider per day, and a failed
// attempt goes back to dispatch with the customer told why.

useTempOutbox();
const { db } = useTestDatabase();

beforeAll(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterAll(() => jest.restoreAllMocks());

type Role = (typeof STAFF_ROLES)[number];

const mine = (who: Caller, day?: string) => adminCall(deliveriesRoute, `/api/dashboard/v1/admin/deliveries${day ? `?day=${day}` : ''}`, who);
const step = (route: Parameters<typeof adminCall>[0], who: Caller, id: number, body: unknown = {}) => adminCall(route, '/api/dashboard/v1/admin/deliveries/x', who, { id, body });
const pickUp = (who: Caller, id: number) => step(pickedUpRoute, who, id);
const arrive = (who: Caller, id: number) => step(arrivedRoute, who, id);
const deliver = (who: Caller, id: number, body: unknown = {}) => step(deliveredRoute, who, id, body);
const fail = (who: Caller, id: number, body: unknown) => step(notDeliveredRoute, who, id, body);

async function customerContact(userId: number) {
  const [row] = await db().select({ email: users.email, phone: users.phone }).from(users).where(eq(users.id, userId));
  return row!;
}

/**
 * This order's mails and texts in the outbox. The routes send what they queued after answering, a batch at a time;
 * the walks made here through the services queue without sending, so the rest is sent first.
 */
async function outboxAbout(number: string, userId: number) {
  await deliverNotifications({ limit: 500 });
  const { email, phone } = await customerContact(userId);
  const all = (await listOutbox()).filter((m) => m.text.includes(number));
  return { mails: all.filter((m) => m.channel === 'email' && m.to === email), texts: all.filter((m) => m.channel === 'sms' && m.to === phone) };
}

describe('the rider’s own day', () => {
  it('lists only this rider’s deliveries for today in slot order, with what the door needs; tomorrow on its switch', async () => {
    const now = new Date();
    const rider = await newRider('Ramesh Thapa');
    const other = await newRider('Kamal Bista');
    const { order: cod } = await orderAt('ready', { today: now });
    const { order: later } = await orderAt('baking', { today: now });
    const { order: theirs } = await orderAt('ready', { today: now });
    const { order: tomorrow } = await orderAt('confirmed');
    await moveToDay(tomorrow.id, tomorrowOf(now));
    for (const id of [cod.id, later.id, tomorrow.id]) await giveTo(id, rider.id);
    await giveTo(theirs.id, other.id);

    const res = await mine(rider);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ date: kathmanduDateKey(now), day: 'today' });
    const list = res.body.data.orders as Array<Record<string, unknown>>;
    expect(list.map((o) => o.id).sort()).toEqual([cod.id, later.id].sort());
    expect(list.find((o) => o.id === cod.id)).toMatchObject({
      receiverName: 'Aama Sharma',
      phone: '9841234567',
      area: expect.stringContaining('New Baneshwor'),
      landmark: 'Opposite the temple, blue gate',
      mapUrl: 'https://www.google.com/maps/search/?api=1&query=27.6923,85.3422',
      toCollect: cod.total,
      status: 'ready',
    });
    const tomorrowList = await mine(rider, 'tomorrow');
    expect(tomorrowList.body.data.orders.map((o: { id: number }) => o.id)).toEqual([tomorrow.id]);
    expect((await mine(other)).body.data.orders.map((o: { id: number }) => o.id)).toEqual([theirs.id]);
    expect((await mine(rider, 'yesterday')).status).toBe(400);
  });

  it('only riders (and the owner and manager, who deliver in a pinch) have the screen; customers and visitors 404', async () => {
    for (const role of ['owner', 'manager'] as Role[]) expect((await mine(await staff(role))).body.data.orders).toEqual([]);
    for (const role of ['kitchen', 'dispatch', 'editor', 'support'] as Role[]) {
      expect((await mine(await staff(role))).status).toBe(403);
      const { order } = await orderAt('ready');
      expect((await pickUp(await staff(role), order.id)).status).toBe(403);
    }
    expect((await mine(await newCustomer())).status).toBe(404);
    expect((await mine(null)).status).toBe(404);
    const { order } = await orderAt('ready');
    expect((await pickUp(null, order.id)).status).toBe(404);
    expect((await pickUp(await newCustomer(), order.id)).status).toBe(404);
  });
});

describe('picked up', () => {
  it('moves the rider’s own ready order onto the road and tells the customer the rider’s first name and number, once', async () => {
    const rider = await newRider('Ramesh Thapa');
    const { order, customer } = await orderAt('ready');
    await giveTo(order.id, rider.id);

    const taps = await concurrently([1, 2, 3], 3, () => pickUp(rider, order.id));
    expect(taps.map((t) => t.status).sort()).toEqual([200, 409, 409]);
    const row = await orderRow(order.id);
    expect(row.status).toBe('out_for_delivery');
    expect(row.pickedUpAt).toBeInstanceOf(Date);
    const entries = (await historyOf(order.id)).filter((h) => h.status === 'out_for_delivery');
    expect(entries).toEqual([expect.objectContaining({ by: 'rider', byUserId: rider.id })]);
    expect(await noticesOf(order.id, 'out_for_delivery')).toHaveLength(2); // one mail, one SMS

    const { mails, texts } = await outboxAbout(order.number, customer.userId);
    const onItsWay = mails.filter((m) => m.subject.startsWith(`Your order ${order.number} is on its way`));
    expect(onItsWay).toHaveLength(1);
    expect(onItsWay[0]!.text).toContain(`Ramesh (${rider.phone}) has left with your order ${order.number}`);
    expect(onItsWay[0]!.text).not.toContain('Thapa');
    expect(onItsWay[0]!.text).toContain(`Please keep ${formatNpr(order.total, { compact: false })} ready in cash.`);
    expect(texts.filter((t) => t.text.includes(`is on its way with Ramesh (${rider.phone})`))).toHaveLength(1);
  });

  it('another rider’s order is 404, an order not ready is 409', async () => {
    const rider = await newRider();
    const other = await newRider('Kamal Bista');
    const { order } = await orderAt('ready');
    await giveTo(order.id, other.id);
    const res = await pickUp(rider, order.id);
    expect(res.status).toBe(404);
    expect((await pickUp(rider, 999_999_999)).status).toBe(404);
    expect((await orderRow(order.id)).status).toBe('ready');

    const { order: baking } = await orderAt('baking');
    await giveTo(baking.id, rider.id);
    const early = await pickUp(rider, baking.id);
    expect(early.status).toBe(409);
    expect(early.body.error.code).toBe('invalid_transition');
  });
});

describe('arrived', () => {
  it('is recorded once, only on the road, only by its rider; the status stays', async () => {
    const rider = await newRider();
    const other = await newRider('Kamal Bista');
    const { order } = await orderAt('ready');
    await giveTo(order.id, rider.id);
    const before = await arrive(rider, order.id);
    expect(before.status).toBe(409);
    expect(before.body.error.code).toBe('not_on_the_road');
    await pickUp(rider, order.id);
    expect((await arrive(other, order.id)).status).toBe(404);

    const taps = await concurrently([1, 2], 2, () => arrive(rider, order.id));
    expect(taps.map((t) => t.status).sort()).toEqual([200, 409]);
    const row = await orderRow(order.id);
    expect(row.status).toBe('out_for_delivery');
    expect(row.arrivedAt).toBeInstanceOf(Date);
    expect((await historyOf(order.id)).filter((h) => h.note === 'The rider is at the door')).toHaveLength(1);
  });
});

describe('delivered', () => {
  it('cash on delivery: the total is collected by this rider, paid now; a double tap does it once and tells the customer once', async () => {
    const rider = await newRider();
    const { order, customer } = await orderAt('ready', { today: new Date() });
    await giveTo(order.id, rider.id);
    await pickUp(rider, order.id);

    const taps = await concurrently([1, 2, 3], 3, () => deliver(rider, order.id));
    expect(taps.map((t) => t.status).sort()).toEqual([200, 409, 409]);
    const row = await orderRow(order.id);
    expect(row).toMatchObject({ status: 'delivered', paymentStatus: 'paid', cashCollected: order.total, deliveryPhotoId: null });
    expect(row.paidAt).toBeInstanceOf(Date);
    expect(row.deliveredAt).toBeInstanceOf(Date);
    expect((await historyOf(order.id)).filter((h) => h.status === 'delivered')).toHaveLength(1);
    const { mails, texts } = await outboxAbout(order.number, customer.userId);
    expect(mails.filter((m) => m.subject.startsWith(`Your order ${order.number} is delivered`))).toHaveLength(1);
    expect(texts.filter((t) => t.text.includes(`order ${order.number} delivered`))).toHaveLength(1);
  });

  it('keeps the rider’s own photo of the cake at the door; someone else’s photo or a cake photo is refused (422)', async () => {
    const rider = await newRider();
    const other = await newRider('Kamal Bista');
    const { order } = await orderAt('ready');
    await giveTo(order.id, rider.id);
    await pickUp(rider, order.id);

    const theirs = await uploadPhoto({ ...other, userId: other.id, token: other.token }, 'delivery-photo');
    const cakePhoto = await uploadPhoto({ ...rider, userId: rider.id, token: rider.token }, 'photo-cake');
    for (const photoId of [theirs, cakePhoto]) {
      const res = await deliver(rider, order.id, { photoId });
      expect(res.status).toBe(422);
      expect(res.body.error.fields).toHaveProperty('photoId');
    }
    expect((await deliver(rider, order.id, { photoId: 'not-an-id' })).status).toBe(400);
    expect((await orderRow(order.id)).status).toBe('out_for_delivery');

    const photo = await uploadPhoto({ ...rider, userId: rider.id, token: rider.token }, 'delivery-photo');
    const res = await deliver(rider, order.id, { photoId: photo });
    expect(res.status).toBe(200);
    expect(await orderRow(order.id)).toMatchObject({ status: 'delivered', deliveryPhotoId: photo });

    // Staff who read orders see it through the order; the rider, the customer and the public address do not.
    const photoOf = (who: Caller) => callRoute(deliveryPhotoRoute as never, { url: `/api/dashboard/v1/admin/orders/${order.id}/delivery-photo`, headers: who?.headers ?? {}, params: { id: String(order.id) } });
    const seen = await photoOf(await staff('support'));
    expect(seen.status).toBe(200);
    expect(seen.headers.get('content-type')).toMatch(/^image\//);
    expect(seen.headers.get('cache-control')).toBe('private, no-store');
    expect((await photoOf(rider)).status).toBe(403);
    expect((await photoOf(null)).status).toBe(404);
    expect((await publicUpload(new Request(`http://localhost/media/uploads/${photo}`), { params: Promise.resolve({ id: photo }) })).status).toBe(404);
  });

  it('an order paid online collects no cash; another rider’s is 404; one not on the road 409', async () => {
    const rider = await newRider();
    const { order: paid } = await orderAt('ready', { paymentMethod: 'khalti' });
    await db().update(orders).set({ paymentStatus: 'paid', paidAt: new Date() }).where(eq(orders.id, paid.id));
    await giveTo(paid.id, rider.id);
    expect((await deliver(rider, paid.id)).status).toBe(409); // still ready
    await pickUp(rider, paid.id);
    expect((await deliver(await newRider('Kamal Bista'), paid.id)).status).toBe(404);
    expect((await deliver(rider, paid.id)).status).toBe(200);
    expect(await orderRow(paid.id)).toMatchObject({ status: 'delivered', cashCollected: null, paymentStatus: 'paid' });
  });
});

describe('cash per rider per day', () => {
  it('totals the cash each rider collected that Kathmandu day and what they still hold to collect', async () => {
    const now = new Date();
    const today = kathmanduDateKey(now);
    const ram = await newRider('Ram Khadka');
    const sita = await newRider('Sita Adhikari');
    const a = (await orderAt('ready', { today: now })).order;
    const b = (await orderAt('ready', { today: now })).order;
    const c = (await orderAt('ready', { today: now })).order;
    const paid = (await orderAt('ready', { today: now, paymentMethod: 'khalti' })).order;
    await db().update(orders).set({ paymentStatus: 'paid', paidAt: now }).where(eq(orders.id, paid.id));
    for (const id of [a.id, b.id, paid.id]) await giveTo(id, ram.id);
    await giveTo(c.id, sita.id);
    for (const id of [a.id, b.id, paid.id]) expect((await pickUp(ram, id)).status).toBe(200);
    expect((await deliver(ram, a.id)).status).toBe(200);
    expect((await deliver(ram, paid.id)).status).toBe(200);

    const cash = await cashByRider(today);
    expect(cash.find((row) => row.riderId === ram.id)).toEqual({ riderId: ram.id, name: 'Ram Khadka', collected: a.total, deliveredCod: 1, toCollect: b.total, openCod: 1 });
    expect(cash.find((row) => row.riderId === sita.id)).toEqual({ riderId: sita.id, name: 'Sita Adhikari', collected: 0, deliveredCod: 0, toCollect: c.total, openCod: 1 });
    const day = await dispatchDay(today);
    expect(day.riders.find((r) => r.id === ram.id)).toMatchObject({ assigned: 0, onTheRoad: 1, delivered: 2 });
    expect(day.cash).toEqual(expect.arrayContaining(cash.filter((row) => row.riderId === ram.id || row.riderId === sita.id)));

    // Cash is counted on the day it was taken, not the day the order was due: the next day starts from zero.
    expect((await cashByRider(tomorrowOf(now))).find((row) => row.riderId === ram.id)).toMatchObject({ collected: 0 });
  });
});

describe('could not deliver', () => {
  it('needs a reason; goes back to ready without a rider; the customer is told why; a second trip is told again', async () => {
    const rider = await newRider('Ramesh Thapa');
    const dispatcher = await staff('dispatch');
    const { order, customer } = await orderAt('ready');
    await giveTo(order.id, rider.id);
    expect((await fail(rider, order.id, { preset: 'No one at home' })).status).toBe(409); // not on the road yet
    await pickUp(rider, order.id);
    await arrive(rider, order.id);

    const none = await fail(rider, order.id, {});
    expect(none.status).toBe(400);
    expect(none.body.error.fields).toHaveProperty('reason');
    expect((await fail(rider, order.id, { preset: 'Out of petrol' })).status).toBe(400);
    expect((await fail(await newRider('Kamal Bista'), order.id, { preset: 'No one at home' })).status).toBe(404);

    const taps = await concurrently([1, 2], 2, () => fail(rider, order.id, { preset: 'No one at home', note: 'Rang the bell twice' }));
    // The second tap finds the order no longer this rider's.
    expect(taps.map((t) => t.status).sort()).toEqual([200, 404]);
    const row = await orderRow(order.id);
    expect(row).toMatchObject({ status: 'ready', riderId: null, assignedAt: null, pickedUpAt: null, arrivedAt: null });
    expect((await historyOf(order.id)).at(-1)).toMatchObject({
      status: 'ready',
      by: 'rider',
      byUserId: rider.id,
      note: 'Could not deliver: No one at home: Rang the bell twice',
    });
    expect(await noticesOf(order.id, 'not_delivered')).toHaveLength(2);
    const told = await outboxAbout(order.number, customer.userId);
    const failed = told.mails.filter((m) => m.subject.startsWith(`We could not deliver your order ${order.number}`));
    expect(failed).toHaveLength(1);
    expect(failed[0]!.text).toContain('No one at home: Rang the bell twice.');
    expect(told.texts.filter((t) => t.text.includes(`we could not hand over order ${order.number}`))).toHaveLength(1);

    // Dispatch sends it again; the second trip's "on its way" reaches the customer too.
    expect((await adminCall(assignRoute, '/x', dispatcher, { id: order.id, body: { riderId: rider.id } })).status).toBe(200);
    expect((await pickUp(rider, order.id)).status).toBe(200);
    expect((await arrive(rider, order.id)).status).toBe(200); // a new trip, a new arrival
    expect(await noticesOf(order.id, 'out_for_delivery')).toHaveLength(4);
    const again = await outboxAbout(order.number, customer.userId);
    expect(again.mails.filter((m) => m.subject.startsWith(`Your order ${order.number} is on its way`))).toHaveLength(2);
    expect((await deliver(rider, order.id)).status).toBe(200);
  });

  it('a free-text reason alone is enough', async () => {
    const rider = await newRider();
    const { order } = await orderAt('ready');
    await giveTo(order.id, rider.id);
    await pickUp(rider, order.id);
    expect((await fail(rider, order.id, { note: 'Gate locked, guard sent me away' })).status).toBe(200);
    expect((await historyOf(order.id)).at(-1)!.note).toBe('Could not deliver: Gate locked, guard sent me away');
    await advanceOrder(order.id, 'cancelled', { note: 'Customer asked to cancel after the failed attempt' });
  });
});
