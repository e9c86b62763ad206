import { and, desc, eq } from 'drizzle-orm';
import { POST as arrivedRoute } from '@/app/api/dashboard/v1/admin/deliveries/[id]/arrived/route';
import { POST as pickedUpRoute } from '@/app/api/dashboard/v1/admin/deliveries/[id]/picked-up/route';
import { POST as confirmRoute } from '@/app/api/dashboard/v1/admin/orders/[id]/confirm/route';
import { PATCH as slotRoute } from '@/app/api/dashboard/v1/admin/slots/[id]/route';
import { auditLog, timeSlots } from '@/lib/server/db/schema';
import { useTestDatabase } from '../support/database';
import { adminCall, giveTo, newRider, orderAt } from './deliveries-support';
import { asStaff, newOrder, staffOf } from './orders-support';

// What the audit trail records of the back office's own actions (issue 25): the services of issue 24 record each
// change with the thing before and after, inside the change's own transaction; an action whose service records
// nothing still leaves one entry, from its route; a refused action leaves none.

const { db } = useTestDatabase();

const entriesFor = (entity: string, entityId: number) =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId))))
    .orderBy(desc(auditLog.id));

describe('the audit trail of back-office actions', () => {
  it('a manager confirming an order is one entry: who, the order, placed → confirmed', async () => {
    const [manager] = await staffOf('manager');
    const { order } = await newOrder();
    const res = await asStaff(confirmRoute, `/api/dashboard/v1/admin/orders/${order.id}/confirm`, manager!, { id: order.id, method: 'POST' });
    expect(res.status).toBe(200);
    const entries = await entriesFor('order', order.id);
    expect(entries).toHaveLength(1); // the service's entry; no second one from the route
    expect(entries[0]).toMatchObject({
      action: 'order.confirmed',
      staffUserId: manager!.id,
      staffRole: 'manager',
      before: { status: 'placed' },
      after: { status: 'confirmed' },
    });
    expect(entries[0]!.summary).toContain(order.number);
  });

  it('a refused action leaves no entry: a kitchen member may not confirm', async () => {
    const [kitchen] = await staffOf('kitchen');
    const { order } = await newOrder();
    const res = await asStaff(confirmRoute, `/api/dashboard/v1/admin/orders/${order.id}/confirm`, kitchen!, { id: order.id, method: 'POST' });
    expect(res.status).toBe(403);
    expect(await entriesFor('order', order.id)).toHaveLength(0);
  });

  it('a slot capacity change keeps the capacity before and after', async () => {
    const [owner] = await staffOf('owner');
    const [slot] = await db().select().from(timeSlots).orderBy(timeSlots.id).limit(1);
    const patched = await asStaff(slotRoute, `/api/dashboard/v1/admin/slots/${slot!.id}`, owner!, { id: slot!.id, method: 'PATCH', body: { capacity: slot!.capacity + 5 } });
    expect(patched.status).toBe(200);
    const [entry] = await entriesFor('slot', slot!.id);
    expect(entry).toMatchObject({ action: 'slot.capacity', staffRole: 'owner', before: { capacity: slot!.capacity }, after: { capacity: slot!.capacity + 5 } });
    await db().update(timeSlots).set({ capacity: slot!.capacity }).where(eq(timeSlots.id, slot!.id));
  });

  it('an action whose service records nothing (a rider at the door) still leaves one entry, from its route', async () => {
    const rider = await newRider();
    const { order } = await orderAt('ready');
    await giveTo(order.id, rider.id);
    const step = (route: typeof pickedUpRoute, name: string) =>
      adminCall(route, `/api/dashboard/v1/admin/deliveries/${order.id}/${name}`, rider, { id: order.id, body: {} });
    expect((await step(pickedUpRoute, 'picked-up')).status).toBe(200);
    expect((await step(arrivedRoute, 'arrived')).status).toBe(200);
    const entries = await db().select().from(auditLog).where(eq(auditLog.staffUserId, rider.id)).orderBy(auditLog.id);
    expect(entries.map((entry) => entry.action)).toEqual(['order.out_for_delivery', 'deliveries.arrived']);
    expect(entries[1]).toMatchObject({ entity: 'deliveries', entityId: String(order.id), staffRole: 'rider' });
  });
});
