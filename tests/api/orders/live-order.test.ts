import { POST as deliveredRoute } from '@/app/api/dashboard/v1/admin/deliveries/[id]/delivered/route';
import { POST as pickedUpRoute } from '@/app/api/dashboard/v1/admin/deliveries/[id]/picked-up/route';
import { POST as assignRoute } from '@/app/api/dashboard/v1/admin/dispatch/orders/[id]/assign/route';
import { GET as detailRoute } from '@/app/api/V2/order-detail/route';
import { formatKathmanduDate } from '@/lib/domain/kathmandu-time';
import { listOutbox } from '@/lib/server/mail/outbox';
import { deliverNotifications } from '@/lib/server/services/notifications';
import { advanceOrder, buildOrderDetail } from '@/lib/server/services/orders';
import { adminCall, moveToDay, newRider, orderAt, orderRow, staff } from '../admin/deliveries-support';
import { useTestDatabase } from '../support/database';
import { useTempOutbox } from '../support/isolation';
import { call, newCustomer, type Customer } from './support';

// The customer watches their order (issue 24 ★): order-detail, which their page polls, carries every step, the rider's
// first name and number only while the cake is on its way (the first name alone after), and the time left in the slot.
// Nobody else sees any of it.

useTempOutbox();
useTestDatabase();

const detail = (customer: Customer | null, orderId: number) => call(detailRoute, `/api/V2/order-detail?orderId=${orderId}`, customer);

describe('the live order detail', () => {
  it('walks every step; the rider appears only once the cake is on its way, then only by first name; each step is told', async () => {
    const { order, customer } = await orderAt('placed');
    const rider = await newRider('Ramesh Thapa');
    const dispatcher = await staff('dispatch');

    const placed = await detail(customer, order.id);
    expect(placed.status).toBe(200);
    expect(placed.body.data.tracking).toEqual({ rider: null, pickedUpAt: null, arrivedAt: null, deliveredAt: null, arrival: null, live: true });

    for (const step of ['confirmed', 'baking', 'ready'] as const) await advanceOrder(order.id, step);
    expect((await adminCall(assignRoute, '/x', dispatcher, { id: order.id, body: { riderId: rider.id } })).status).toBe(200);
    const ready = await detail(customer, order.id);
    expect(ready.body.data.status).toBe('ready');
    expect(ready.body.data.history.map((h: { status: string }) => h.status)).toEqual(['placed', 'confirmed', 'baking', 'ready', 'ready']);
    // Given to a rider, but nothing of them is the customer's yet: not the name, not the number, not in a note.
    expect(ready.body.data.tracking.rider).toBeNull();
    expect(JSON.stringify(ready.body)).not.toContain('Ramesh');
    expect(JSON.stringify(ready.body)).not.toContain(rider.phone);

    expect((await adminCall(pickedUpRoute, '/x', rider, { id: order.id, body: {} })).status).toBe(200);
    const onTheWay = await detail(customer, order.id);
    expect(onTheWay.body.data.status).toBe('out_for_delivery');
    expect(onTheWay.body.data.tracking).toMatchObject({ rider: { firstName: 'Ramesh', phone: rider.phone }, live: true, pickedUpAt: expect.any(String) });
    expect(onTheWay.body.data.tracking.arrival).toMatchObject({ by: expect.any(String), late: expect.any(Boolean), text: expect.stringMatching(/^(Arriving by|Running late)/) });
    expect(JSON.stringify(onTheWay.body)).not.toContain('Thapa');

    // Another customer, and a visitor, see nothing of it.
    expect((await detail(await newCustomer('Laxmi Gurung'), order.id)).status).toBe(404);
    expect((await detail(null, order.id)).status).toBe(401);

    expect((await adminCall(deliveredRoute, '/x', rider, { id: order.id, body: {} })).status).toBe(200);
    const done = await detail(customer, order.id);
    expect(done.body.data).toMatchObject({ status: 'delivered', paymentStatus: 'paid', canGiveFeedback: true });
    expect(done.body.data.tracking).toMatchObject({ rider: { firstName: 'Ramesh', phone: null }, arrival: null, live: false, deliveredAt: expect.any(String) });
    expect(JSON.stringify(done.body)).not.toContain(rider.phone);
    expect(done.body.data.history.map((h: { status: string }) => h.status)).toEqual(['placed', 'confirmed', 'baking', 'ready', 'ready', 'out_for_delivery', 'delivered']);

    // Every step reached the customer by mail.
    await deliverNotifications({ limit: 500 });
    const subjects = (await listOutbox()).filter((m) => m.channel === 'email' && m.text.includes(order.number)).map((m) => m.subject.split(' — ')[0]);
    expect(subjects.sort()).toEqual(
      [
        `Your order ${order.number} is placed`,
        `Your order ${order.number} is confirmed`,
        `Your order ${order.number} is being baked`,
        `Your order ${order.number} is ready`,
        `Your order ${order.number} is on its way`,
        `Your order ${order.number} is delivered`,
      ].sort(),
    );
  });

  it('counts the minutes left in the slot at a given moment, and says so when running late', async () => {
    const rider = await newRider('Ramesh Thapa');
    const { order } = await orderAt('ready');
    await adminCall(assignRoute, '/x', await staff('dispatch'), { id: order.id, body: { riderId: rider.id } });
    await adminCall(pickedUpRoute, '/x', rider, { id: order.id, body: {} });
    const row = await orderRow(order.id);
    const end = row.slotEndsAt.getTime();
    const by = formatKathmanduDate(row.slotEndsAt, formatKathmanduDate(row.slotEndsAt, 'mm') === '00' ? 'h a' : 'h:mm a');

    const soon = await buildOrderDetail(row, new Date(end - 42 * 60_000));
    expect(soon.tracking.arrival).toEqual({ by, minutesLeft: 42, late: false, text: `Arriving by ${by} — 42 minutes left` });
    const hours = await buildOrderDetail(row, new Date(end - 125 * 60_000 + 20_000));
    expect(hours.tracking.arrival?.text).toBe(`Arriving by ${by} — 2 hours 5 minutes left`);
    const late = await buildOrderDetail(row, new Date(end + 10 * 60_000));
    expect(late.tracking.arrival).toEqual({ by, minutesLeft: 0, late: true, text: `Running late — it was due by ${by}` });
  });

  it('shows no countdown before the delivery day, and one from its morning while the cake is still in the kitchen', async () => {
    const { order } = await orderAt('baking');
    const row = await orderRow(order.id);
    const dayBefore = new Date(row.slotStartsAt.getTime() - 30 * 60 * 60_000);
    expect((await buildOrderDetail(row, dayBefore)).tracking.arrival).toBeNull();
    const morning = new Date(row.slotStartsAt.getTime() - 2 * 60 * 60_000);
    expect((await buildOrderDetail(row, morning)).tracking.arrival).toMatchObject({ late: false });
    await moveToDay(order.id, '2026-01-05');
    await advanceOrder(order.id, 'cancelled', { note: 'Kitchen closed' });
    const cancelled = await buildOrderDetail(await orderRow(order.id), new Date('2026-01-05T06:00:00Z'));
    expect(cancelled.tracking).toMatchObject({ arrival: null, live: false, rider: null });
  });
});
