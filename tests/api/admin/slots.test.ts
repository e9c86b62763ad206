import { eq } from 'drizzle-orm';
import { GET as slotsRoute } from '@/app/api/dashboard/v1/admin/slots/route';
import { PATCH as slotRoute } from '@/app/api/dashboard/v1/admin/slots/[id]/route';
import { addDaysToKey } from '@/lib/domain/delivery/schedule';
import { kathmanduDateKey } from '@/lib/domain/kathmandu-time';
import type { StaffRole } from '@/lib/domain/staff-roles';
import { timeSlots } from '@/lib/server/db/schema';
import type { SlotCapacityView } from '@/lib/server/services/kitchen';
import { useTestDatabase } from '../support/database';
import { newStaffMember } from '../support/users';
import { newCustomer } from '../orders/support';
import { asStaff, cakeProduct, customerWithCart, placeOrder, placedOrder } from './kitchen-support';

// /admin/slots (issue 24): each method's slots with their daily capacity in cakes and what is booked on the next 7
// Kathmandu days; the manager sets a capacity (0 closes the slot), and place-order holds to it from the next order.

const { db } = useTestDatabase();

const staff = (role: StaffRole) => newStaffMember(role);
const list = (who: { headers: Record<string, string> } | null) => asStaff(slotsRoute, '/api/dashboard/v1/admin/slots', who);
const patch = (who: { headers: Record<string, string> } | null, id: number | string, body: unknown) =>
  asStaff(slotRoute, `/api/dashboard/v1/admin/slots/${id}`, who, { method: 'PATCH', body, params: { id: String(id) } });

const capacityOf = async (id: number) => (await db().select({ capacity: timeSlots.capacity }).from(timeSlots).where(eq(timeSlots.id, id)))[0]?.capacity;

describe('slot capacity (admin/slots)', () => {
  it('lists every method’s slots with capacity and the next 7 days’ bookings in cakes', async () => {
    const cake = await cakeProduct(0);
    const { order, body } = await placedOrder([{ cake: { productId: cake.id, quantity: 3 } }]);
    const res = await list(await staff('manager'));
    expect(res.status).toBe(200);
    const view = res.body.data as SlotCapacityView;
    const today = kathmanduDateKey(new Date());
    expect(view.days).toEqual(Array.from({ length: 7 }, (_, i) => addDaysToKey(today, i)));
    expect(view.methods.map((m) => m.code)).toEqual(['standard', 'express', 'midnight']);
    const slot = view.methods[0]!.slots.find((s) => s.id === order.slotId)!;
    expect(slot).toMatchObject({ label: '12 PM – 3 PM', capacity: 40 });
    expect(slot.booked[view.days.indexOf((body as { deliveryDate: string }).deliveryDate)]).toBe(3);
  });

  it('the manager (and owner) set a capacity 0–500; 0 closes the slot for the next order; below what is booked stays booked', async () => {
    const manager = await staff('manager');
    const cake = await cakeProduct(0);
    const day = { deliveryDate: addDaysToKey(kathmanduDateKey(new Date()), 4) }; // a day of its own in this file
    const { order } = await placedOrder([{ cake: { productId: cake.id, quantity: 2 } }], day);
    const slotId = order.slotId;

    const lowered = await patch(manager, slotId, { capacity: 1 });
    expect(lowered.status).toBe(200);
    expect(lowered.body.data).toMatchObject({ id: slotId, capacity: 1 });
    expect(await capacityOf(slotId)).toBe(1);
    // Booked 2 of 1: the list says so, and the slot takes no more.
    const view = (await list(manager)).body.data as SlotCapacityView;
    const row = view.methods.flatMap((m) => m.slots).find((s) => s.id === slotId)!;
    expect(row.capacity).toBe(1);
    expect(row.booked[view.days.indexOf(day.deliveryDate)]).toBe(2);
    const next = await customerWithCart([{ cake: { productId: cake.id, quantity: 1 } }], day);
    const refused = await placeOrder(next.customer, next.body);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('slot_full');

    expect((await patch(await staff('owner'), slotId, { capacity: 0 })).status).toBe(200);
    expect(await capacityOf(slotId)).toBe(0);
    const closed = await placeOrder(next.customer, next.body);
    expect(closed.status).toBe(422);
    expect(closed.body.error.fields.slotId).toBe('We are not delivering in this slot that day.');
    expect((await patch(manager, slotId, { capacity: 500 })).status).toBe(200);
    const placed = await placeOrder(next.customer, next.body);
    expect(placed.status).toBe(201);
  });

  it('refuses a capacity outside 0–500 or not a whole number (400 by the field), and an unknown slot (404)', async () => {
    const manager = await staff('manager');
    const [slot] = await db().select({ id: timeSlots.id, capacity: timeSlots.capacity }).from(timeSlots).limit(1);
    for (const body of [{ capacity: -1 }, { capacity: 501 }, { capacity: 2.5 }, { capacity: '12' }, {}, { capacity: null }]) {
      const res = await patch(manager, slot!.id, body);
      expect({ body, status: res.status }).toEqual({ body, status: 400 });
      expect(res.body.error.fields).toHaveProperty('capacity');
    }
    expect(await capacityOf(slot!.id)).toBe(slot!.capacity);
    expect((await patch(manager, 999_999, { capacity: 5 })).status).toBe(404);
    expect((await patch(manager, 'x', { capacity: 5 })).status).toBe(404);
  });

  it('only staff with slots.manage: kitchen, dispatch, rider, editor, support 403; customer and visitor 404', async () => {
    const [slot] = await db().select({ id: timeSlots.id, capacity: timeSlots.capacity }).from(timeSlots).limit(1);
    for (const role of ['kitchen', 'dispatch', 'rider', 'editor', 'support'] as const) {
      const who = await staff(role);
      expect({ role, list: (await list(who)).status, patch: (await patch(who, slot!.id, { capacity: 3 })).status }).toEqual({ role, list: 403, patch: 403 });
    }
    const customer = await newCustomer();
    expect((await list(customer)).status).toBe(404);
    expect((await patch(customer, slot!.id, { capacity: 3 })).status).toBe(404);
    expect((await list(null)).status).toBe(404);
    expect((await patch(null, slot!.id, { capacity: 3 })).status).toBe(404);
    expect(await capacityOf(slot!.id)).toBe(slot!.capacity);
  });
});
