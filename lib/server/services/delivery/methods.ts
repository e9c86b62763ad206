import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { BookingLookup, MethodDef } from '@/lib/domain/delivery/schedule';
import { cached } from '@/lib/server/cache/cached';
import { cachePolicy } from '@/lib/server/cache/policy';
import { getDb } from '@/lib/server/db/client';
import { deliveryMethods, slotBookings, timeSlots } from '@/lib/server/db/schema';
import { DELIVERY_CACHE_TAG } from './places';

// Delivery methods with their slots (cached: configuration), and the slot bookings (always read fresh).

async function readMethods(): Promise<MethodDef[]> {
  const db = getDb();
  const methods = await db
    .select()
    .from(deliveryMethods)
    .where(eq(deliveryMethods.isActive, true))
    .orderBy(asc(deliveryMethods.position), asc(deliveryMethods.id));
  const slots = await db
    .select()
    .from(timeSlots)
    .where(eq(timeSlots.isActive, true))
    .orderBy(asc(timeSlots.startMinute), asc(timeSlots.position), asc(timeSlots.id));
  return methods.map((m) => ({
    id: m.id,
    code: m.code,
    name: m.name,
    description: m.description,
    premium: m.premium,
    valleyOnly: m.valleyOnly,
    slots: slots
      .filter((s) => s.methodId === m.id)
      .map((s) => ({ id: s.id, label: s.label, startMinute: s.startMinute, endMinute: s.endMinute, capacity: s.capacity })),
  }));
}

export const loadMethods = cached(readMethods, ['delivery-methods'], { tags: [DELIVERY_CACHE_TAG], revalidate: cachePolicy.reference.revalidate });

/** Booked counts for every slot between two Kathmandu dates (inclusive). */
export async function loadBookings(fromKey: string, toKey: string): Promise<BookingLookup> {
  const rows = await getDb()
    .select()
    .from(slotBookings)
    .where(and(gte(slotBookings.deliveryDate, fromKey), lte(slotBookings.deliveryDate, toKey)));
  const counts = new Map(rows.map((r) => [`${r.slotId}|${r.deliveryDate}`, r.count]));
  return (slotId, dateKey) => counts.get(`${slotId}|${dateKey}`) ?? 0;
}
