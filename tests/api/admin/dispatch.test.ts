import { eq } from 'drizzle-orm';
import { POST as assignRoute } from '@/app/api/dashboard/v1/admin/dispatch/orders/[id]/assign/route';
import { GET as dispatchRoute } from '@/app/api/dashboard/v1/admin/dispatch/route';
import { POST as pickedUpRoute } from '@/app/api/dashboard/v1/admin/deliveries/[id]/picked-up/route';
import type { STAFF_ROLES } from '@/lib/domain/staff-roles';
import { orders } from '@/lib/server/db/schema';
import { advanceOrder, requestCancellation } from '@/lib/server/services/orders';
import { concurrently } from '../support/concurrently';
import { useTestDatabase } from '../support/database';
import { useTempOutbox } from '../support/isolation';
import { newCustomer } from '../orders/support';
import { adminCall, historyOf, newRider, orderAt, orderRow, staff, type Caller } from './deliveries-support';

// Dispatch (issue 24): the day's board by slot with the riders and their cash, and giving an order to a rider. Who may
// (dispatch, manager, owner), who is refused (403 for other roles, the unknown-path 404 for customers and visitors), and
// what a choice may not do (a non-rider, an order picked up, delivered or cancelled).

useTempOutbox();
const { db } = useTestDatabase();

type Role = (typeof STAFF_ROLES)[number];

const board = (who: Caller, date?: string) => adminCall(dispatchRoute, `/api/dashboard/v1/admin/dispatch${date ? `?date=${date}` : ''}`, who);
const assign = (who: Caller, id: number | string, body: unknown) =>
  adminCall(assignRoute, `/api/dashboard/v1/admin/dispatch/orders/${id}/assign`, who, { id, body });

describe('the dispatch board', () => {
  it('lists the day’s orders by slot: ready and on the road, confirmed and baking greyed as coming, with what to collect', async () => {
    const ready = await orderAt('ready');
    const baking = await orderAt('baking');
    const placed = await orderAt('placed');
    const rider = await newRider('Sunil Gurung');
    const dispatcher = await staff('dispatch');
    expect((await assign(dispatcher, ready.order.id, { riderId: rider.id })).status).toBe(200);

    const res = await board(dispatcher, ready.order.deliveryDate);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const rows = res.body.data.slots.flatMap((slot: { orders: unknown[] }) => slot.orders) as Array<Record<string, unknown>>;
    const ids = rows.map((row) => row.id);
    expect(ids).toEqual(expect.arrayContaining([ready.order.id, baking.order.id]));
    expect(ids).not.toContain(placed.order.id); // not confirmed yet: not the road's business
    const readyRow = rows.find((row) => row.id === ready.order.id)!;
    expect(readyRow).toMatchObject({
      number: ready.order.number,
      status: 'ready',
      coming: false,
      area: expect.stringContaining('New Baneshwor'),
      landmark: 'Opposite the temple, blue gate',
      toCollect: ready.order.total,
      rider: { id: rider.id, name: 'Sunil Gurung' },
    });
    expect(readyRow.itemsBrief).toMatch(/ x1$/);
    expect(rows.find((row) => row.id === baking.order.id)).toMatchObject({ status: 'baking', coming: true, rider: null });
    // Slots in time order.
    const starts = res.body.data.slots.map((slot: { startsAt: string }) => slot.startsAt);
    expect([...starts].sort()).toEqual(starts);
    // The rider with their load that day.
    expect(res.body.data.riders).toContainEqual({ id: rider.id, name: 'Sunil Gurung', phone: rider.phone, assigned: 1, onTheRoad: 0, delivered: 0 });
    expect(res.body.data.cash).toContainEqual(expect.objectContaining({ riderId: rider.id, collected: 0, toCollect: ready.order.total, openCod: 1 }));
  });

  it('refuses a date that is not one (400) and answers only the roles that dispatch', async () => {
    const dispatcher = await staff('dispatch');
    expect((await board(dispatcher, '2026-02-30')).status).toBe(400);
    for (const role of ['manager', 'owner'] as Role[]) expect((await board(await staff(role))).status).toBe(200);
    for (const role of ['kitchen', 'rider', 'editor', 'support'] as Role[]) {
      const res = await board(await staff(role));
      expect(res.status).toBe(403);
      expect(res.body.error.code).toBe('forbidden');
    }
    expect((await board(await newCustomer())).status).toBe(404);
    expect((await board(null)).status).toBe(404);
  });
});

describe('assign a rider', () => {
  it('dispatch, a manager and an owner may give an order to a rider; the status stays, assigned_at and the history say so', async () => {
    const { order } = await orderAt('ready');
    const riders = [await newRider('Hari Bahadur'), await newRider('Gita Rai'), await newRider('Maya Lama')];
    for (const [index, role] of (['dispatch', 'manager', 'owner'] as Role[]).entries()) {
      const who = await staff(role);
      const res = await assign(who, order.id, { riderId: riders[index]!.id });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ id: order.id, status: 'ready', rider: { id: riders[index]!.id } });
    }
    const row = await orderRow(order.id);
    expect(row).toMatchObject({ status: 'ready', riderId: riders[2]!.id });
    expect(row.assignedAt).toBeInstanceOf(Date);
    const notes = (await historyOf(order.id)).filter((h) => h.note.startsWith('Given to'));
    expect(notes.map((h) => [h.status, h.note, h.by])).toEqual([
      ['ready', 'Given to a rider', 'shop'],
      ['ready', 'Given to another rider', 'shop'],
      ['ready', 'Given to another rider', 'shop'],
    ]);

    // The same rider again changes nothing; null takes the order back.
    expect((await assign(await staff('dispatch'), order.id, { riderId: riders[2]!.id })).status).toBe(200);
    expect((await historyOf(order.id)).filter((h) => h.note.startsWith('Given to'))).toHaveLength(3);
    const back = await assign(await staff('dispatch'), order.id, { riderId: null });
    expect(back.status).toBe(200);
    expect(back.body.data.rider).toBeNull();
    expect(await orderRow(order.id)).toMatchObject({ riderId: null, assignedAt: null });
    expect((await historyOf(order.id)).at(-1)).toMatchObject({ status: 'ready', note: 'Taken back from the rider' });
  });

  it('other roles get 403, customers and visitors the unknown-path 404; nothing changes', async () => {
    const { order } = await orderAt('ready');
    const rider = await newRider();
    for (const role of ['kitchen', 'rider', 'editor', 'support'] as Role[]) {
      const res = await assign(await staff(role), order.id, { riderId: rider.id });
      expect(res.status).toBe(403);
    }
    expect((await assign(await newCustomer(), order.id, { riderId: rider.id })).status).toBe(404);
    expect((await assign(null, order.id, { riderId: rider.id })).status).toBe(404);
    expect((await orderRow(order.id)).riderId).toBeNull();
  });

  it('refuses someone who is not a rider (422), bad input (400), an unknown order (404)', async () => {
    const { order, customer } = await orderAt('ready');
    const dispatcher = await staff('dispatch');
    const kitchen = await staff('kitchen');
    for (const riderId of [kitchen.id, customer.userId, 2_000_000_000]) {
      const res = await assign(dispatcher, order.id, { riderId });
      expect(res.status).toBe(422);
      expect(res.body.error.fields).toHaveProperty('riderId');
    }
    expect((await assign(dispatcher, order.id, { riderId: 'Ram' })).status).toBe(400);
    expect((await assign(dispatcher, order.id, {})).status).toBe(400);
    expect((await assign(dispatcher, 999_999_999, { riderId: null })).status).toBe(404);
    expect((await assign(dispatcher, 'abc', { riderId: null })).status).toBe(404);
    expect((await orderRow(order.id)).riderId).toBeNull();
  });

  it('refuses an order already picked up, delivered or cancelled (409)', async () => {
    const dispatcher = await staff('dispatch');
    const rider = await newRider();
    const other = await newRider('Bikash Shrestha');

    const { order: onRoad } = await orderAt('ready');
    expect((await assign(dispatcher, onRoad.id, { riderId: rider.id })).status).toBe(200);
    expect((await adminCall(pickedUpRoute, '/x', rider, { id: onRoad.id, body: {} })).status).toBe(200);
    const moved = await assign(dispatcher, onRoad.id, { riderId: other.id });
    expect(moved.status).toBe(409);
    expect(moved.body.error.code).toBe('already_picked_up');
    expect((await assign(dispatcher, onRoad.id, { riderId: null })).status).toBe(409);

    const { order: done } = await orderAt('ready');
    await advanceOrder(done.id, 'out_for_delivery');
    await advanceOrder(done.id, 'delivered');
    const late = await assign(dispatcher, done.id, { riderId: rider.id });
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe('order_closed');

    const { order: gone, customer } = await orderAt('placed');
    await requestCancellation(customer.userId, { orderId: gone.id, reasonId: 1 });
    expect((await assign(dispatcher, gone.id, { riderId: rider.id })).status).toBe(409);
    expect((await orderRow(done.id)).riderId).toBeNull();
    expect((await orderRow(onRoad.id)).riderId).toBe(rider.id);
  });

  it('parallel choices end consistent: one rider, one history entry per real change', async () => {
    const { order } = await orderAt('ready');
    const a = await newRider('Anil Karki');
    const b = await newRider('Binod Tamang');
    const dispatchers = [await staff('dispatch'), await staff('manager')];
    const choices = Array.from({ length: 10 }, (_, i) => (i % 2 === 0 ? a.id : b.id));
    const answers = await concurrently(choices, 10, (riderId, i) => assign(dispatchers[i % 2]!, order.id, { riderId }));
    expect(answers.map((r) => r.status)).toEqual(choices.map(() => 200));

    const row = await orderRow(order.id);
    expect([a.id, b.id]).toContain(row.riderId);
    const notes = (await historyOf(order.id)).filter((h) => h.note.startsWith('Given to')).map((h) => h.note);
    // Each entry is a real change: the first gives it, every later one swaps riders; the last swap lands on row.riderId.
    expect(notes[0]).toBe('Given to a rider');
    expect(notes.slice(1).every((note) => note === 'Given to another rider')).toBe(true);
    expect(notes.length).toBeLessThanOrEqual(choices.length);

    // The same rider chosen ten times at once: one entry.
    const { order: second } = await orderAt('ready');
    await concurrently(choices, 10, (_, i) => assign(dispatchers[i % 2]!, second.id, { riderId: a.id }));
    expect((await historyOf(second.id)).filter((h) => h.note.startsWith('Given to'))).toHaveLength(1);
  });

  it('a reassignment racing the rider’s pick-up: either the pick-up wins (the new choice is refused) or the new rider has it', async () => {
    const dispatcher = await staff('dispatch');
    const first = await newRider('Deepak Magar');
    const second = await newRider('Suman Rai');
    for (let round = 0; round < 3; round += 1) {
      const { order } = await orderAt('ready');
      await db().update(orders).set({ riderId: first.id, assignedAt: new Date() }).where(eq(orders.id, order.id));
      const [pick, move] = await Promise.all([
        adminCall(pickedUpRoute, '/x', first, { id: order.id, body: {} }),
        assign(dispatcher, order.id, { riderId: second.id }),
      ]);
      const row = await orderRow(order.id);
      if (pick.status === 200) {
        expect(move.status).toBe(409);
        expect(row).toMatchObject({ status: 'out_for_delivery', riderId: first.id });
      } else {
        expect(pick.status).toBe(404);
        expect(move.status).toBe(200);
        expect(row).toMatchObject({ status: 'ready', riderId: second.id });
      }
    }
  });
});
