import { inArray, sql } from 'drizzle-orm';
import { GET as boardRoute } from '@/app/api/dashboard/v1/admin/kitchen/route';
import { addDaysToKey } from '@/lib/domain/delivery/schedule';
import type { KitchenSlot } from '@/lib/domain/kitchen';
import { orders } from '@/lib/server/db/schema';
import { BOARD_ORDERS } from '@/lib/server/db/seed/board-orders';
import { demoPersonId } from '@/lib/server/db/seed/community';
import { useTestDatabase } from '../support/database';
import { newStaffMember } from '../support/users';
import { asStaff } from './kitchen-support';

// A fresh `npm start` shows a working kitchen (issue 24): the seed puts orders on the seed day and the day after, in
// every kitchen status, with cakes as customers configure them, and books their slots exactly as place-order would.
// The days are found from the seeded orders, so the test holds whatever the clock says.

const { db } = useTestDatabase();

describe('the demo board', () => {
  it('has orders today and tomorrow (of the seed) across slots, in every kitchen status, with cakes to bake', async () => {
    const customers = [...new Set(BOARD_ORDERS.map((o) => demoPersonId(o.customer)))];
    const [first] = await db().select({ day: sql<string>`min(${orders.deliveryDate})` }).from(orders).where(inArray(orders.userId, customers));
    const seedDay = first!.day;
    const kitchen = await newStaffMember('kitchen');

    const today = await asStaff(boardRoute, `/api/dashboard/v1/admin/kitchen?date=${seedDay}`, kitchen);
    expect(today.status).toBe(200);
    const slots = today.body.data.slots as KitchenSlot[];
    const shown = slots.filter((s) => s.orders.length > 0);
    expect(shown.length).toBeGreaterThanOrEqual(4);
    const statuses = new Set(shown.flatMap((s) => s.orders.map((o) => o.status)));
    expect([...statuses].sort()).toEqual(['baking', 'confirmed', 'placed', 'ready']);
    const cakes = shown.flatMap((s) => s.orders.flatMap((o) => o.cakes));
    expect(cakes.some((c) => c.eggless)).toBe(true);
    expect(cakes.some((c) => c.photoUrl !== null)).toBe(true);
    expect(cakes.some((c) => c.tiers === 2)).toBe(true);
    expect(cakes.every((c) => c.pound !== null && c.flavour !== null && c.message !== null)).toBe(true);
    // Every slot's booking is exactly its orders' places (the cancelled one gave its place back).
    for (const slot of shown) expect({ slot: slot.label, booked: slot.booked }).toEqual({ slot: slot.label, booked: slot.orders.reduce((n, o) => n + o.slotUnits, 0) });
    const withCancelled = await asStaff(boardRoute, `/api/dashboard/v1/admin/kitchen?date=${seedDay}&status=cancelled`, kitchen);
    expect(withCancelled.body.data.totals.orders).toBe(0); // cancelled orders do not count as work…
    expect((withCancelled.body.data.slots as KitchenSlot[]).flatMap((s) => s.orders)).toHaveLength(1); // …but can be seen

    const tomorrow = await asStaff(boardRoute, `/api/dashboard/v1/admin/kitchen?date=${addDaysToKey(seedDay, 1)}`, kitchen);
    expect(tomorrow.body.data.totals.orders).toBe(BOARD_ORDERS.filter((o) => o.day === 1).length);
    expect(tomorrow.body.data.totals.awaitingConfirmation).toBeGreaterThan(0);
  });
});
