import 'server-only';
import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import { expireTags, invalidationsReachCaches } from '@/lib/server/cache/expire';
import { addDaysToKey } from '@/lib/domain/delivery/schedule';
import { kathmanduDateKey } from '@/lib/domain/kathmandu-time';
import { getDb } from '@/lib/server/db/client';
import { slotBookings, timeSlots } from '@/lib/server/db/schema';
import { notFound } from '@/lib/server/http/errors';
import { DELIVERY_CACHE_TAG } from '@/lib/server/services/delivery';
import { loadSlotDefinitions } from './day';
import { recordAudit } from '@/lib/server/services/audit/record';

// How many cakes each delivery slot takes a day, and what is booked in the next days (the manager's /admin/slots).
// The capacity is read by place-order's booking in the same statement that books (reserveSlot), so a change holds for
// the very next order; checkout's slot list is cached with the delivery configuration, which a change expires.

/** The days the slots page shows: today and the six after it, Kathmandu. */
export const SLOT_DAYS = 7;

export type SlotCapacityRow = {
  id: number;
  label: string;
  startMinute: number;
  endMinute: number;
  capacity: number;
  isActive: boolean;
  /** Places booked on each of the days (same order as `days`). */
  booked: number[];
};

export type SlotCapacityMethod = { code: string; name: string; slots: SlotCapacityRow[] };

export type SlotCapacityView = { days: string[]; methods: SlotCapacityMethod[] };

export async function loadSlotCapacity(now = new Date()): Promise<SlotCapacityView> {
  const today = kathmanduDateKey(now);
  const days = Array.from({ length: SLOT_DAYS }, (_, i) => addDaysToKey(today, i));
  const definitions = await loadSlotDefinitions();
  const rows = definitions.length
    ? await getDb()
        .select({ slotId: slotBookings.slotId, date: slotBookings.deliveryDate, count: slotBookings.count })
        .from(slotBookings)
        .where(and(inArray(slotBookings.slotId, definitions.map((d) => d.id)), gte(slotBookings.deliveryDate, days[0]!), lte(slotBookings.deliveryDate, days[days.length - 1]!)))
    : [];
  const booked = new Map(rows.map((r) => [`${r.slotId}|${r.date}`, r.count]));

  const methods: SlotCapacityMethod[] = [];
  for (const d of [...definitions].sort((a, b) => a.methodPosition - b.methodPosition || a.methodId - b.methodId || a.startMinute - b.startMinute)) {
    let method = methods.find((m) => m.code === d.methodCode);
    if (!method) {
      method = { code: d.methodCode, name: d.methodName, slots: [] };
      methods.push(method);
    }
    method.slots.push({
      id: d.id,
      label: d.label,
      startMinute: d.startMinute,
      endMinute: d.endMinute,
      capacity: d.capacity,
      isActive: d.isActive,
      booked: days.map((day) => booked.get(`${d.id}|${day}`) ?? 0),
    });
  }
  return { days, methods };
}

/**
 * Sets a slot's daily capacity in cakes (0 closes it). Lowering it below what is already booked is allowed: those
 * orders stand (they were promised), the slot just takes no more until cancellations bring it under.
 */
export async function setSlotCapacity(slotId: number, capacity: number): Promise<{ id: number; label: string; capacity: number }> {
  const row = await getDb().transaction(async (tx) => {
    const [before] = await tx.select({ capacity: timeSlots.capacity }).from(timeSlots).where(eq(timeSlots.id, slotId)).for('update');
    if (!before) throw notFound('Slot');
    const [after] = await tx
      .update(timeSlots)
      .set({ capacity })
      .where(eq(timeSlots.id, slotId))
      .returning({ id: timeSlots.id, label: timeSlots.label, capacity: timeSlots.capacity });
    await recordAudit(tx, {
      action: 'slot.capacity',
      entity: 'slot',
      entityId: slotId,
      summary: `${after!.label}: ${before.capacity} → ${capacity} cakes a day`,
      before: { capacity: before.capacity },
      after: { capacity },
    });
    return after!;
  });
  // Checkout's methods and slots are cached with the delivery configuration (delivery/methods.ts): show the change now.
  if (invalidationsReachCaches()) expireTags([DELIVERY_CACHE_TAG]);
  return row;
}
