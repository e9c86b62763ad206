import { and, desc, eq } from 'drizzle-orm';
import { GET as boardRoute } from '@/app/api/dashboard/v1/admin/kitchen/route';
import { POST as bakingRoute } from '@/app/api/dashboard/v1/admin/kitchen/orders/[id]/baking/route';
import { POST as readyRoute } from '@/app/api/dashboard/v1/admin/kitchen/orders/[id]/ready/route';
import { GET as ticketsRoute } from '@/app/api/dashboard/v1/admin/kitchen/tickets/route';
import { addDaysToKey } from '@/lib/domain/delivery/schedule';
import { kathmanduDateKey } from '@/lib/domain/kathmandu-time';
import type { KitchenOrder, KitchenSlot } from '@/lib/domain/kitchen';
import type { StaffRole } from '@/lib/domain/staff-roles';
import { deliveryLocations, orders, orderStatusHistory } from '@/lib/server/db/schema';
import { advanceOrder } from '@/lib/server/services/orders';
import { useTestDatabase } from '../support/database';
import { newStaffMember } from '../support/users';
import { newCustomer } from '../orders/support';
import { asStaff, cakeProduct, giftProduct, photoCake, placedOrder } from './kitchen-support';

// The kitchen's board (issue 24): one delivery day's orders by slot, what to bake per product and weight, each cake
// as the kitchen makes it, filters, and the two kitchen buttons, with every role's access proven on the server.

const { db } = useTestDatabase();

const today = kathmanduDateKey(new Date());
/** Each test reads its own day (the file's tests share one database). */
const onDay = (daysAhead: number) => ({ deliveryDate: addDaysToKey(today, daysAhead) });

const staff = async (role: StaffRole) => newStaffMember(role);
const board = (who: { headers: Record<string, string> } | null, query: string) => asStaff(boardRoute, `/api/dashboard/v1/admin/kitchen?${query}`, who);
const step = (route: typeof bakingRoute, name: 'baking' | 'ready', who: { headers: Record<string, string> } | null, id: number | string) =>
  asStaff(route, `/api/dashboard/v1/admin/kitchen/orders/${id}/${name}`, who, { method: 'POST', params: { id: String(id) } });

const slotOf = (body: { data: { slots: KitchenSlot[] } }, slotId: number) => body.data.slots.find((s) => s.id === slotId)!;
const orderOn = (body: { data: { slots: KitchenSlot[] } }, id: number): KitchenOrder | undefined =>
  body.data.slots.flatMap((s) => s.orders).find((o) => o.id === id);

describe('the kitchen board', () => {
  it('is open to kitchen, dispatch, manager and owner; 403 for rider, editor, support; 404 for a customer and a visitor', async () => {
    for (const role of ['kitchen', 'dispatch', 'manager', 'owner'] as const) {
      const res = await board(await staff(role), `date=${today}`);
      expect({ role, status: res.status }).toEqual({ role, status: 200 });
      expect(res.body.data.date).toBe(today);
    }
    for (const role of ['rider', 'editor', 'support'] as const) {
      const res = await board(await staff(role), `date=${today}`);
      expect({ role, status: res.status, code: res.body.error.code }).toEqual({ role, status: 403, code: 'forbidden' });
    }
    const customer = await newCustomer();
    expect((await board(customer, `date=${today}`)).status).toBe(404);
    expect((await board(null, `date=${today}`)).status).toBe(404);
  });

  it('defaults to today in Kathmandu and refuses a bad date or filter by the field (400)', async () => {
    const kitchen = await staff('kitchen');
    const res = await board(kitchen, '');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ date: today, previousDate: addDaysToKey(today, -1), nextDate: addDaysToKey(today, 1) });
    for (const [query, field] of [
      ['date=2026-02-30', 'date'],
      ['date=tomorrow', 'date'],
      ['status=eaten', 'status'],
      ['area=-4', 'area'],
      ['method=drone', 'method'],
      ['payment=maybe', 'payment'],
      ['pay=bitcoin', 'pay'],
    ] as const) {
      const bad = await board(kitchen, query);
      expect({ query, status: bad.status }).toEqual({ query, status: 400 });
      expect(bad.body.error.fields).toHaveProperty(field);
    }
  });

  it('groups the day by slot with booked of capacity, counts per product and weight, and each cake as the kitchen bakes it', async () => {
    const day = onDay(3);
    const cake = await cakeProduct(0);
    const other = await cakeProduct(1);
    const gift = await giftProduct(1);
    const first = await placedOrder(
      [{ cake: { productId: cake.id, quantity: 2, options: { pound: 2, eggless: true, message: 'Happy Birthday Aama' } } }, { gift: { productId: gift.id, quantity: 1 } }],
      day,
    );
    const second = await placedOrder([{ cake: { productId: cake.id, quantity: 1, options: { pound: 2 } } }, { cake: { productId: other.id, quantity: 1 } }], day);
    const photo = await photoCake();
    const third = await placedOrder([{ cake: { productId: photo.product.id, quantity: 1, options: { photoUploadId: photo.photoUploadId, message: 'Ama 60' } } }], day);

    const res = await board(await staff('kitchen'), `date=${day.deliveryDate}`);
    expect(res.status).toBe(200);
    const slot = slotOf(res.body, first.order.slotId);
    expect(slot).toMatchObject({ methodCode: 'standard', label: '12 PM – 3 PM', booked: 5, capacity: 40 });
    expect(slot.orders.map((o) => o.id)).toEqual([first.order.id, second.order.id, third.order.id]);
    const label = `${cake.name} · 2 lb`;
    expect(slot.products.find((p) => p.label === label)?.count).toBe(3);
    expect(slot.products[0]).toMatchObject({ label, count: 3 }); // most first
    expect(slot.products.find((p) => p.label === gift.name)?.count).toBe(1);

    const mine = orderOn(res.body, first.order.id)!;
    expect(mine).toMatchObject({ number: first.order.number, status: 'placed', paymentStatus: 'unpaid', paymentMethod: 'cod', deliveryMethod: 'standard', slotUnits: 2, step: null });
    expect(mine.area.name).toBe('New Baneshwor');
    expect(mine.cakes).toEqual([
      expect.objectContaining({ name: cake.name, quantity: 2, pound: 2, tiers: 1, eggless: true, message: 'Happy Birthday Aama', photoUrl: null, free: false }),
    ]);
    expect(mine.cakes[0]!.flavour).toEqual(expect.any(String));
    expect(mine.extras).toEqual([{ name: gift.name, quantity: 1, kind: 'product' }]);
    const photoOrder = orderOn(res.body, third.order.id)!;
    expect(photoOrder.cakes[0]).toMatchObject({ photoUrl: `/media/uploads/${photo.photoUploadId}`, message: 'Ama 60' });
    expect(res.body.data.totals).toMatchObject({ orders: 3, cakes: 5, awaitingConfirmation: 3 });
    // Another day's board does not show them.
    const other2 = await board(await staff('kitchen'), `date=${onDay(9).deliveryDate}`);
    expect(orderOn(other2.body, first.order.id)).toBeUndefined();
  });

  it('filters by status, area, method and payment on the server; cancelled orders only when asked', async () => {
    const day = onDay(4);
    const cake = await cakeProduct(0);
    const cod = await placedOrder([{ cake: { productId: cake.id, quantity: 1 } }], day);
    const esewa = await placedOrder([{ cake: { productId: cake.id, quantity: 1 } }], { ...day, paymentMethod: 'esewa' });
    const lalitpur = await placedOrder([{ cake: { productId: cake.id, quantity: 1 } }], day);
    const cancelled = await placedOrder([{ cake: { productId: cake.id, quantity: 1 } }], day);
    await advanceOrder(cod.order.id, 'confirmed');
    await advanceOrder(cancelled.order.id, 'cancelled', { note: 'Customer changed the date' });
    // One order goes to another place (the filter reads the order's own place, as the rider's route does).
    const [place] = await db().select({ id: deliveryLocations.id }).from(deliveryLocations).where(eq(deliveryLocations.slug, 'jhamsikhel'));
    await db().update(orders).set({ locationId: place!.id }).where(eq(orders.id, lalitpur.order.id));

    const kitchen = await staff('kitchen');
    const ids = async (query: string) => {
      const res = await board(kitchen, `date=${day.deliveryDate}&${query}`);
      expect(res.status).toBe(200);
      return res.body.data.slots.flatMap((s: KitchenSlot) => s.orders.map((o) => o.id)).sort((a: number, b: number) => a - b);
    };
    const all = [cod, esewa, lalitpur].map((o) => o.order.id).sort((a, b) => a - b);
    expect(await ids('')).toEqual(all);
    expect(await ids('status=confirmed')).toEqual([cod.order.id]);
    expect(await ids('status=cancelled')).toEqual([cancelled.order.id]);
    expect(await ids('cancelled=1')).toEqual([...all, cancelled.order.id].sort((a, b) => a - b));
    expect(await ids('pay=esewa')).toEqual([esewa.order.id]);
    expect(await ids('payment=unpaid&pay=cod')).toEqual([cod.order.id, lalitpur.order.id].sort((a, b) => a - b));
    expect(await ids(`area=${place!.id}`)).toEqual([lalitpur.order.id]);
    expect(await ids('method=express')).toEqual([]);
    const express = await board(kitchen, `date=${day.deliveryDate}&method=express`);
    expect(express.body.data.slots.every((s: KitchenSlot) => s.methodCode === 'express')).toBe(true);
    // The area filter offers the day's places; the slot still says what is booked whatever is filtered.
    const res = await board(kitchen, `date=${day.deliveryDate}&pay=esewa`);
    expect(res.body.data.areas.map((a: { name: string }) => a.name)).toEqual(expect.arrayContaining(['Jhamsikhel', 'New Baneshwor']));
    expect(slotOf(res.body, cod.order.slotId).booked).toBe(3);
    expect(res.body.data.filtered).toBe(true);
  });
});

describe('the kitchen buttons', () => {
  it('start baking a confirmed order and mark it ready, recorded as the staff member; a placed one waits for confirmation', async () => {
    const cake = await cakeProduct(0);
    const { order } = await placedOrder([{ cake: { productId: cake.id, quantity: 1 } }], onDay(5));
    const kitchen = await staff('kitchen');

    const early = await step(bakingRoute, 'baking', kitchen, order.id);
    expect(early.status).toBe(409);
    expect(early.body.error).toMatchObject({ code: 'invalid_transition', message: expect.stringContaining('not confirmed yet') });
    expect((await step(readyRoute, 'ready', kitchen, order.id)).status).toBe(409);

    await advanceOrder(order.id, 'confirmed');
    const baking = await step(bakingRoute, 'baking', kitchen, order.id);
    expect(baking.status).toBe(200);
    expect(baking.body.data.status).toBe('baking');
    const [history] = await db().select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order.id)).orderBy(desc(orderStatusHistory.id)).limit(1);
    expect(history).toMatchObject({ status: 'baking', by: 'shop', byUserId: kitchen.id });

    expect((await step(bakingRoute, 'baking', kitchen, order.id)).status).toBe(409); // already baking
    const ready = await step(readyRoute, 'ready', kitchen, order.id);
    expect(ready.status).toBe(200);
    expect(ready.body.data.status).toBe('ready');
    const again = await step(readyRoute, 'ready', kitchen, order.id);
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('invalid_transition');

    const res = await board(kitchen, `date=${order.deliveryDate}`);
    expect(orderOn(res.body, order.id)).toMatchObject({ status: 'ready', step: null });
  });

  it('a double tap on Start baking moves the order once', async () => {
    const cake = await cakeProduct(0);
    const { order } = await placedOrder([{ cake: { productId: cake.id, quantity: 1 } }], onDay(5));
    await advanceOrder(order.id, 'confirmed');
    const kitchen = await staff('kitchen');
    const answers = await Promise.all([0, 1, 2].map(() => step(bakingRoute, 'baking', kitchen, order.id)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    const rows = await db().select().from(orderStatusHistory).where(and(eq(orderStatusHistory.orderId, order.id), eq(orderStatusHistory.status, 'baking')));
    expect(rows).toHaveLength(1);
  });

  it('only kitchen, manager and owner may press them; unknown orders are 404', async () => {
    const cake = await cakeProduct(0);
    const { order } = await placedOrder([{ cake: { productId: cake.id, quantity: 1 } }], onDay(5));
    await advanceOrder(order.id, 'confirmed');
    for (const role of ['dispatch', 'rider', 'editor', 'support'] as const) {
      const res = await step(bakingRoute, 'baking', await staff(role), order.id);
      expect({ role, status: res.status }).toEqual({ role, status: 403 });
    }
    const customer = await newCustomer();
    expect((await step(bakingRoute, 'baking', customer, order.id)).status).toBe(404);
    expect((await step(readyRoute, 'ready', null, order.id)).status).toBe(404);
    const [row] = await db().select({ status: orders.status }).from(orders).where(eq(orders.id, order.id));
    expect(row?.status).toBe('confirmed');

    const manager = await staff('manager');
    expect((await step(bakingRoute, 'baking', manager, 2_000_000_000)).status).toBe(404);
    expect((await step(bakingRoute, 'baking', manager, 'abc')).status).toBe(404);
    expect((await step(bakingRoute, 'baking', manager, order.id)).status).toBe(200);
    expect((await step(readyRoute, 'ready', await staff('owner'), order.id)).status).toBe(200);
  });
});

describe('kitchen tickets', () => {
  it('one ticket per cake for a slot of a day, or for one order; 404 for an unknown order, 400 without a day', async () => {
    const day = onDay(6);
    const cake = await cakeProduct(0);
    const other = await cakeProduct(1);
    const two = await placedOrder([{ cake: { productId: cake.id, quantity: 2, options: { pound: 3, eggless: true, message: 'Subha Bibaha' } } }], day);
    const one = await placedOrder([{ cake: { productId: other.id, quantity: 1 } }], day);
    const gone = await placedOrder([{ cake: { productId: other.id, quantity: 1 } }], day);
    await advanceOrder(gone.order.id, 'cancelled', { note: 'Wrong address' });
    const kitchen = await staff('kitchen');
    const tickets = (query: string, who: { headers: Record<string, string> } | null = kitchen) =>
      asStaff(ticketsRoute, `/api/dashboard/v1/admin/kitchen/tickets?${query}`, who);

    const slot = await tickets(`date=${day.deliveryDate}&slot=${two.order.slotId}`);
    expect(slot.status).toBe(200);
    expect(slot.body.data.slot).toMatchObject({ id: two.order.slotId, label: '12 PM – 3 PM' });
    const list = slot.body.data.tickets as Array<{ orderNumber: string; index: number; of: number; cake: { pound: number; eggless: boolean; message: string } }>;
    expect(list.map((t) => [t.orderNumber, t.index, t.of])).toEqual([
      [two.order.number, 1, 2],
      [two.order.number, 2, 2],
      [one.order.number, 1, 1],
    ]);
    expect(list[0]!.cake).toMatchObject({ pound: 3, eggless: true, message: 'Subha Bibaha' });

    const single = await tickets(`order=${one.order.id}`);
    expect(single.status).toBe(200);
    expect(single.body.data).toMatchObject({ date: day.deliveryDate, orderId: one.order.id });
    expect(single.body.data.tickets).toHaveLength(1);
    expect((await tickets(`order=${gone.order.id}`)).body.data.tickets).toEqual([]); // a cancelled order bakes nothing

    expect((await tickets('order=2000000000')).status).toBe(404);
    expect((await tickets(`date=${day.deliveryDate}&slot=999999`)).status).toBe(404);
    const bad = await tickets('slot=3');
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toHaveProperty('date');
    expect((await tickets(`order=${one.order.id}`, await staff('rider'))).status).toBe(403);
    expect((await tickets(`order=${one.order.id}`, null)).status).toBe(404);
  });
});
