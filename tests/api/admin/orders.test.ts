import { and, eq, gt, isNull } from 'drizzle-orm';
import { GET as listRoute } from '@/app/api/dashboard/v1/admin/orders/route';
import { GET as detailRoute } from '@/app/api/dashboard/v1/admin/orders/[id]/route';
import { POST as confirmRoute } from '@/app/api/dashboard/v1/admin/orders/[id]/confirm/route';
import { POST as cancelRoute } from '@/app/api/dashboard/v1/admin/orders/[id]/cancel/route';
import { cakeFlavours, cakeOptions, cakeTiers, flavours, products } from '@/lib/server/db/schema';
import { listOutbox } from '@/lib/server/mail/outbox';
import { addItem, quoteForCart, userCart } from '@/lib/server/services/cart';
import { deliverNotifications } from '@/lib/server/services/notifications';
import { advanceOrder, placeOrder } from '@/lib/server/services/orders';
import { addressFor, deliveryChoice } from '../orders/support';
import { useTestDatabase } from '../support/database';
import { useTempOutbox } from '../support/isolation';
import { newStaffMember } from '../support/users';
import { asStaff, historyOf, newBuyer, newOrder, orderRow, placeFor, UNKNOWN_ORDER, type Buyer } from './orders-support';

// The back office's order list and order page, and the shop's two decisions on an order (confirm, cancel with a
// reason), through the route handlers: who may (every role with orders.read / orders.decide), who may not (403 for
// a role without it, the unknown-path 404 for customers and visitors), and what staff see and change.

useTempOutbox();
const { db } = useTestDatabase();
beforeAll(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));
afterAll(() => jest.restoreAllMocks());

const list = (who: Parameters<typeof asStaff>[2], query = '') => asStaff(listRoute, `/api/dashboard/v1/admin/orders?${query}`, who);
const detail = (who: Parameters<typeof asStaff>[2], id: number | string) => asStaff(detailRoute, `/api/dashboard/v1/admin/orders/${id}`, who, { id });
const confirm = (who: Parameters<typeof asStaff>[2], id: number | string) =>
  asStaff(confirmRoute, `/api/dashboard/v1/admin/orders/${id}/confirm`, who, { id, method: 'POST' });
const cancel = (who: Parameters<typeof asStaff>[2], id: number | string, body: unknown) =>
  asStaff(cancelRoute, `/api/dashboard/v1/admin/orders/${id}/cancel`, who, { id, method: 'POST', body });

type Row = { id: number; number: string; total: number; deliveryDate: string; createdAt: string; status: string };
const ids = (rows: Row[]) => rows.map((r) => r.id);

describe('GET admin/orders', () => {
  let kamala: Buyer;
  let placed: Array<{ id: number; number: string; total: number; deliveryDate: string }> = [];
  let other: Awaited<ReturnType<typeof newOrder>>;
  let manager: Awaited<ReturnType<typeof newStaffMember>>;

  beforeAll(async () => {
    manager = await newStaffMember('manager', 'Asha Gurung');
    // One customer with seven orders: totals with ties (same quantity) and three delivery days, to sort and page.
    kamala = await newBuyer(`Kamala Adhikari ${Date.now().toString(36)}`);
    const quantities = [1, 2, 1, 3, 1, 2, 1];
    placed = [];
    for (const [index, quantity] of quantities.entries()) {
      const { order } = await placeFor(kamala, { quantity, daysAhead: 3 + (index % 3) });
      placed.push({ id: order.id, number: order.number, total: order.totals.total, deliveryDate: order.deliveryDate });
    }
    other = await newOrder({ paymentMethod: 'esewa', name: 'Bishnu Thapa' });
  });

  it('lets every role with orders.read see the list; 403 for a rider or an editor, 404 for customers and visitors', async () => {
    for (const role of ['owner', 'manager', 'kitchen', 'dispatch', 'support'] as const) {
      const res = await list(await newStaffMember(role), `customer=${kamala.userId}`);
      expect([role, res.status]).toEqual([role, 200]);
      expect(res.body.data.orders).toHaveLength(7);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
    }
    for (const role of ['rider', 'editor'] as const) {
      const res = await list(await newStaffMember(role));
      expect([role, res.status, res.body.error.code]).toEqual([role, 403, 'forbidden']);
    }
    const customer = await list(kamala);
    expect(customer.status).toBe(404);
    const visitor = await list(null);
    expect(visitor.status).toBe(404);
    expect(customer.body).toEqual(visitor.body); // the same answer as any unknown path: nothing says /admin exists
  });

  it('shows each order’s facts in its row, newest first by default', async () => {
    const res = await list(manager, `customer=${kamala.userId}`);
    expect(ids(res.body.data.orders)).toEqual(placed.map((p) => p.id).reverse());
    const newest = res.body.data.orders[0];
    const last = placed[placed.length - 1]!;
    expect(newest).toMatchObject({
      id: last.id,
      number: last.number,
      customer: { id: kamala.userId, name: kamala.name, phone: kamala.phone },
      deliveryDate: last.deliveryDate,
      slotLabel: '12 PM – 3 PM',
      area: expect.stringContaining('New Baneshwor'),
      deliveryMethod: 'standard',
      total: last.total,
      paymentMethod: 'cod',
      paymentLabel: expect.stringMatching(/cash on delivery/i),
      paymentStatus: 'unpaid',
      refundStatus: null,
      status: 'placed',
      statusLabel: 'Placed',
      rider: null,
    });
    expect(newest.itemsBrief).toMatch(/ x1$/);
    expect(res.body.meta).toMatchObject({ total: 7, totalIsLowerBound: false, perPage: 50, cursors: { next: null, previous: null } });
  });

  it('filters by status, payment status, method, delivery date, and searches by number, name and phone', async () => {
    await advanceOrder(placed[1]!.id, 'confirmed');
    const confirmed = await list(manager, `customer=${kamala.userId}&status=confirmed`);
    expect(ids(confirmed.body.data.orders)).toEqual([placed[1]!.id]);

    const esewa = await list(manager, `method=esewa&payment=unpaid&q=${encodeURIComponent('Bishnu Thapa')}`);
    expect(ids(esewa.body.data.orders)).toContain(other.order.id);
    expect(esewa.body.data.orders.every((r: { paymentMethod: string; paymentStatus: string }) => r.paymentMethod === 'esewa' && r.paymentStatus === 'unpaid')).toBe(true);
    expect(ids((await list(manager, `customer=${kamala.userId}&method=esewa`)).body.data.orders)).toEqual([]);

    const day = placed[0]!.deliveryDate;
    const onDay = await list(manager, `customer=${kamala.userId}&date=${day}`);
    expect(ids(onDay.body.data.orders).sort()).toEqual(placed.filter((p) => p.deliveryDate === day).map((p) => p.id).sort());

    const byNumber = await list(manager, `q=${placed[2]!.number}`);
    expect(ids(byNumber.body.data.orders)).toEqual([placed[2]!.id]);
    const byShortNumber = await list(manager, `q=${String(placed[2]!.id).padStart(6, '0')}`);
    expect(ids(byShortNumber.body.data.orders)).toContain(placed[2]!.id);

    const fragment = kamala.name.split(' ').slice(1).join(' ').toLowerCase(); // 'adhikari <suffix>', any case
    const byName = await list(manager, `q=${encodeURIComponent(fragment)}`);
    expect(ids(byName.body.data.orders).sort()).toEqual(placed.map((p) => p.id).sort());

    const byPhone = await list(manager, `q=${encodeURIComponent(`+977 ${kamala.phone}`)}`);
    expect(ids(byPhone.body.data.orders).sort()).toEqual(placed.map((p) => p.id).sort());
    // The receiver's number on the address finds the orders too (every test address is for 9841234567).
    expect(ids((await list(manager, `q=9841234567&customer=${kamala.userId}`)).body.data.orders)).toHaveLength(7);

    expect((await list(manager, `q=${encodeURIComponent('nobody by this name zzq')}`)).body.data.orders).toEqual([]);
  });

  it('sorts by total and by delivery slot, ties broken by id, both ways', async () => {
    const expected = [...placed].sort((a, b) => a.total - b.total || a.id - b.id).map((p) => p.id);
    const byTotal = await list(manager, `customer=${kamala.userId}&sort=total&dir=asc`);
    expect(ids(byTotal.body.data.orders)).toEqual(expected);
    const byTotalDesc = await list(manager, `customer=${kamala.userId}&sort=total&dir=desc`);
    expect(ids(byTotalDesc.body.data.orders)).toEqual([...expected].reverse());

    const byDelivery = await list(manager, `customer=${kamala.userId}&sort=delivery&dir=asc`);
    const dates = byDelivery.body.data.orders.map((r: Row) => r.deliveryDate);
    expect(dates).toEqual([...dates].sort());
    expect(ids(byDelivery.body.data.orders)).toEqual(
      [...placed].sort((a, b) => a.deliveryDate.localeCompare(b.deliveryDate) || a.id - b.id).map((p) => p.id),
    );
  });

  it('pages by keyset: every row once across the pages, a deep page from its cursor, and back again', async () => {
    for (const sort of ['placed', 'total', 'delivery'] as const) {
      const all = ids((await list(manager, `customer=${kamala.userId}&sort=${sort}&dir=asc`)).body.data.orders);
      const seen: number[] = [];
      const cursors: Array<string | null> = [];
      let after: string | null = null;
      let pages = 0;
      do {
        const res = await list(manager, `customer=${kamala.userId}&sort=${sort}&dir=asc&perPage=2${after ? `&after=${after}` : ''}`);
        expect(res.status).toBe(200);
        expect(res.body.data.orders.length).toBeLessThanOrEqual(2);
        expect(res.body.meta.cursors.previous === null).toBe(pages === 0);
        seen.push(...ids(res.body.data.orders));
        after = res.body.meta.cursors.next;
        cursors.push(after);
        pages += 1;
      } while (after && pages < 10);
      expect([sort, seen]).toEqual([sort, all]);
      expect(pages).toBe(4);

      // The third page straight from the second page's cursor: rows 5 and 6, the same as walking there.
      const deep = await list(manager, `customer=${kamala.userId}&sort=${sort}&dir=asc&perPage=2&after=${cursors[1]}`);
      expect(ids(deep.body.data.orders)).toEqual(all.slice(4, 6));
      // And the page before it: rows 3 and 4.
      const back = await list(manager, `customer=${kamala.userId}&sort=${sort}&dir=asc&perPage=2&before=${deep.body.meta.cursors.previous}`);
      expect(ids(back.body.data.orders)).toEqual(all.slice(2, 4));
      expect(back.body.meta.cursors.next).not.toBeNull();
    }
  });

  it('refuses bad input with 400 and the field, and a cursor from another sort or tampered with', async () => {
    const bad = async (query: string, field: string) => {
      const res = await list(manager, query);
      expect([query, res.status, res.body.error.code]).toEqual([query, 400, 'validation_error']);
      expect(res.body.error.fields[field]).toBeTruthy();
    };
    await bad('status=lost', 'status');
    await bad('payment=maybe', 'payment');
    await bad('method=paypal', 'method');
    await bad('refund=soon', 'refund');
    await bad('date=2026-13-45', 'date');
    await bad('sort=colour', 'sort');
    await bad('perPage=1000', 'perPage');
    await bad('customer=-4', 'customer');
    await bad(`q=${'x'.repeat(200)}`, 'q');
    await bad('after=not%20a%20cursor', 'after');
    await bad('after=abc&before=abc', 'before');

    const page = await list(manager, `customer=${kamala.userId}&perPage=2`);
    const cursor = page.body.meta.cursors.next as string;
    await bad(`sort=total&perPage=2&after=${cursor}`, 'after');
    const tampered = Buffer.from(JSON.stringify({ s: 'placed', d: 'desc', i: 1, k: ["2026-02-30T00:00:00.000000Z'; drop table orders; --"] })).toString('base64url');
    await bad(`after=${tampered}`, 'after');
  });
});

/** A cake the seed can make eggless in two tiers with a dearer flavour, and a message. */
async function cakeOrder() {
  const [cake] = await db()
    .select({ id: products.id, minPound: cakeOptions.minPound, tier2Min: cakeTiers.minPound })
    .from(products)
    .innerJoin(cakeOptions, eq(cakeOptions.productId, products.id))
    .innerJoin(cakeTiers, and(eq(cakeTiers.productId, products.id), eq(cakeTiers.tiers, 2)))
    .where(and(eq(products.isReadyMade, false), isNull(products.salePrice), eq(products.isActive, true), eq(cakeOptions.isPhotoCake, false), gt(products.stock, 5)))
    .limit(1);
  if (!cake) throw new Error('seed has no two-tier cake');
  const [flavour] = await db()
    .select({ id: flavours.id, name: flavours.name })
    .from(cakeFlavours)
    .innerJoin(flavours, eq(flavours.id, cakeFlavours.flavourId))
    .where(eq(cakeFlavours.productId, cake.id))
    .limit(1);
  const buyer = await newBuyer('Gita Rai');
  const addressId = await addressFor(buyer.userId);
  const pound = Math.max(cake.minPound, cake.tier2Min);
  const options = { pound, tier: 2, flavorId: flavour!.id, eggless: true, message: 'Happy Birthday Aama' };
  await addItem(await userCart(buyer.userId), await quoteForCart(cake.id, options, buyer.userId), 1);
  const { order } = await placeOrder(buyer.userId, { addressId, ...(await deliveryChoice(4)), paymentMethod: 'cod' });
  await deliverNotifications();
  return { buyer, order, flavour: flavour!, pound };
}

describe('GET admin/orders/{id}', () => {
  it('shows staff everything about the order: customer, address with a map, each cake’s choices, payment, timeline', async () => {
    const { buyer, order, flavour, pound } = await cakeOrder();
    const kitchen = await newStaffMember('kitchen');
    const res = await detail(kitchen, order.id);
    expect(res.status).toBe(200);
    const view = res.body.data;
    expect(view).toMatchObject({
      id: order.id,
      number: order.number,
      status: 'placed',
      customer: { id: buyer.userId, name: 'Gita Rai', email: buyer.email, phone: buyer.phone, ordersHref: `/admin/orders?customer=${buyer.userId}` },
      address: { receiverName: 'Aama Sharma', phoneNumber: '9841234567', landmark: 'Opposite the temple, blue gate', mapUrl: expect.stringContaining('27.6923,85.3422') },
      delivery: { date: order.deliveryDate, slotLabel: order.slotLabel, method: 'standard' },
      payment: { method: 'cod', status: 'unpaid', paidAt: null, attempts: [] },
      refund: null,
      road: { rider: null, pickedUpAt: null, deliveredAt: null },
      totals: { total: order.totals.total },
    });
    const cakeLine = view.lines.find((l: { kind: string }) => l.kind === 'product');
    expect(cakeLine.cake).toEqual({
      pound,
      tiers: 2,
      height: expect.any(String), // the cake's default height, named
      flavour: flavour.name,
      icing: expect.anything(),
      eggless: true,
      lessCream: false,
      message: 'Happy Birthday Aama',
      photoUrl: null,
    });
    expect(view.timeline).toEqual([expect.objectContaining({ status: 'placed', by: 'customer', who: 'Customer (Gita Rai)', note: 'Order placed' })]);
    // The kitchen reads; it decides nothing and handles no money.
    expect(view.actions).toEqual({ confirm: false, cancel: false, refund: false, checkGateway: false });

    const manager = await newStaffMember('manager');
    expect((await detail(manager, order.id)).body.data.actions).toEqual({ confirm: true, cancel: true, refund: false, checkGateway: false });
  });

  it('404 for an unknown or impossible id, a customer (even the order’s own) and a visitor; 403 for a rider', async () => {
    const { buyer, order } = await newOrder();
    const support = await newStaffMember('support');
    expect((await detail(support, UNKNOWN_ORDER)).status).toBe(404);
    expect((await detail(support, 'abc')).status).toBe(404);
    expect((await detail(support, '99999999999')).status).toBe(404);
    expect((await detail(buyer, order.id)).status).toBe(404);
    expect((await detail(null, order.id)).status).toBe(404);
    expect((await detail(await newStaffMember('rider'), order.id)).status).toBe(403);
    expect((await detail(await newStaffMember('editor'), order.id)).status).toBe(403);
  });
});

describe('POST admin/orders/{id}/confirm', () => {
  it('a manager confirms a placed order: confirmed, who and when in the history, the customer told', async () => {
    const { buyer, order } = await newOrder();
    const manager = await newStaffMember('manager', 'Asha Gurung');
    const res = await confirm(manager, order.id);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: order.id, status: 'confirmed', actions: { confirm: false, cancel: true } });
    const last = res.body.data.timeline.at(-1);
    expect(last).toMatchObject({ status: 'confirmed', by: 'shop', who: 'Asha Gurung (Manager)', person: { id: manager.id, role: 'manager' } });

    const history = await historyOf(order.id);
    expect(history.at(-1)).toMatchObject({ status: 'confirmed', by: 'shop', byUserId: manager.id });
    expect(Math.abs(history.at(-1)!.createdAt.getTime() - Date.now())).toBeLessThan(60_000);
    const mails = (await listOutbox()).filter((m) => m.to === buyer.email && m.subject.startsWith(`Your order ${order.number} is confirmed`));
    expect(mails).toHaveLength(1);
    expect((await listOutbox()).filter((m) => m.to === buyer.phone && m.text.includes(`order ${order.number} confirmed`))).toHaveLength(1);
  });

  it('409 for a status that cannot be confirmed; two taps confirm once', async () => {
    const { order } = await newOrder();
    const owner = await newStaffMember('owner');
    const [a, b] = await Promise.all([confirm(owner, order.id), confirm(owner, order.id)]);
    expect([a!.status, b!.status].sort()).toEqual([200, 409]);
    expect((await historyOf(order.id)).filter((h) => h.status === 'confirmed')).toHaveLength(1);
    const again = await confirm(owner, order.id);
    expect([again.status, again.body.error.code]).toEqual([409, 'invalid_transition']);
  });

  it('403 for kitchen, dispatch and support; 404 for a customer, a visitor and an unknown order', async () => {
    const { buyer, order } = await newOrder();
    for (const role of ['kitchen', 'dispatch', 'support', 'rider', 'editor'] as const) {
      const res = await confirm(await newStaffMember(role), order.id);
      expect([role, res.status]).toEqual([role, 403]);
    }
    expect((await confirm(buyer, order.id)).status).toBe(404);
    expect((await confirm(null, order.id)).status).toBe(404);
    expect((await confirm(await newStaffMember('manager'), UNKNOWN_ORDER)).status).toBe(404);
    expect((await orderRow(order.id)).status).toBe('placed');
  });
});

describe('POST admin/orders/{id}/cancel', () => {
  it('cancels with a reason: kept, recorded with who, told to the customer; stock comes back', async () => {
    const { buyer, order, product } = await newOrder({ quantity: 2 });
    await advanceOrder(order.id, 'confirmed');
    const stockBefore = (await db().select({ stock: products.stock }).from(products).where(eq(products.id, product.id)))[0]!.stock;
    const owner = await newStaffMember('owner', 'Ram Shrestha');
    const res = await cancel(owner, order.id, { reason: 'We cannot deliver to this address in time: the road is closed' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'cancelled', cancellation: { reason: 'We cannot deliver to this address in time: the road is closed' }, refund: null });
    expect(res.body.data.timeline.at(-1)).toMatchObject({ status: 'cancelled', who: 'Ram Shrestha (Owner)', note: 'We cannot deliver to this address in time: the road is closed' });
    expect((await historyOf(order.id)).at(-1)).toMatchObject({ status: 'cancelled', byUserId: owner.id, by: 'shop' });
    expect((await db().select({ stock: products.stock }).from(products).where(eq(products.id, product.id)))[0]!.stock).toBe(stockBefore + 2);
    const mail = (await listOutbox()).find((m) => m.to === buyer.email && m.subject.startsWith(`Your order ${order.number} is cancelled`));
    expect(mail?.text).toContain('Reason: We cannot deliver to this address in time: the road is closed.');
  });

  it('until the cake leaves: 409 once it is out for delivery, and for a cancelled order', async () => {
    const { order } = await newOrder();
    for (const step of ['confirmed', 'baking', 'ready', 'out_for_delivery'] as const) await advanceOrder(order.id, step);
    const manager = await newStaffMember('manager');
    const res = await cancel(manager, order.id, { reason: 'Changed our mind' });
    expect([res.status, res.body.error.code]).toEqual([409, 'invalid_transition']);
    expect((await orderRow(order.id)).status).toBe('out_for_delivery');

    const { order: gone } = await newOrder();
    expect((await cancel(manager, gone.id, { reason: 'Customer asked by phone' })).status).toBe(200);
    expect((await cancel(manager, gone.id, { reason: 'Again' })).status).toBe(409);
  });

  it('a reason is required (422 with the field); text that is not text, or too long, is a 400 with the field', async () => {
    const { order } = await newOrder();
    const manager = await newStaffMember('manager');
    for (const body of [{}, { reason: '' }, { reason: '   ' }]) {
      const res = await cancel(manager, order.id, body);
      expect([JSON.stringify(body), res.status]).toEqual([JSON.stringify(body), 422]);
      expect(res.body.error.fields.reason).toBeTruthy();
    }
    for (const body of [{ reason: 42 }, { reason: 'x'.repeat(501) }, { reason: 'bad\u0000byte' }]) {
      const res = await cancel(manager, order.id, body);
      expect(res.status).toBe(400);
      expect(res.body.error.fields.reason).toBeTruthy();
    }
    expect((await cancel(manager, order.id, 'not json')).status).toBe(400);
    expect((await orderRow(order.id)).status).toBe('placed');
  });

  it('403 for roles without orders.decide; 404 for customers, visitors and unknown orders', async () => {
    const { buyer, order } = await newOrder();
    for (const role of ['kitchen', 'dispatch', 'support'] as const) {
      expect((await cancel(await newStaffMember(role), order.id, { reason: 'x' })).status).toBe(403);
    }
    expect((await cancel(buyer, order.id, { reason: 'x' })).status).toBe(404);
    expect((await cancel(null, order.id, { reason: 'x' })).status).toBe(404);
    expect((await cancel(await newStaffMember('owner'), UNKNOWN_ORDER, { reason: 'x' })).status).toBe(404);
    expect((await orderRow(order.id)).status).toBe('placed');
  });
});
