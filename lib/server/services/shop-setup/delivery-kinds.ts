import 'server-only';
import { asc, eq, sql } from 'drizzle-orm';
import { expireTags, invalidationsReachCaches } from '@/lib/server/cache/expire';
import { getDb } from '@/lib/server/db/client';
import { deliveryLocations, deliveryMethods, timeSlots } from '@/lib/server/db/schema';
import { badRequest } from '@/lib/server/http/errors';
import { DELIVERY_CACHE_TAG } from '@/lib/server/services/delivery';
import { tableKind, type Tx } from './table-kind';
import { firstUse } from './uses';

// Delivery on /admin/setup: the places we deliver to (region → city → area, with the charge to each), the methods
// (standard, express, midnight, with their premium) and the slots' windows. Checkout reads all three from one cached
// configuration (tag 'delivery'), which every change here expires after its commit. A slot's daily CAPACITY is not
// here: it is /admin/slots (the manager's screen). The daily cut-off is a rule of the schedule
// (lib/domain/delivery/lead-time.ts), not a row: nothing to set here.

/** Places are a few hundred rows at most (every valley area and every city beyond it): read whole, bounded. */
const PLACES_MAX = 2000;

function invalidateDelivery(): void {
  if (invalidationsReachCaches()) expireTags([DELIVERY_CACHE_TAG]);
}

const PARENT_KIND = { region: null, city: 'region', area: 'city' } as const;

/** A region has no parent; a city is in a region; an area in a city. Kinds only go down, so no place is its own ancestor. */
async function checkPlaceParent(tx: Tx, values: { kind: 'region' | 'city' | 'area'; parentId: number | null }, before: { id: number; kind: string } | null): Promise<void> {
  const wanted = PARENT_KIND[values.kind];
  if (wanted === null) {
    if (values.parentId !== null) throw badRequest('Please check the highlighted fields.', { parentId: 'A region is not inside another place.' });
  } else {
    if (values.parentId === null) throw badRequest('Please check the highlighted fields.', { parentId: `Choose the ${wanted} it is in.` });
    if (before && values.parentId === before.id) throw badRequest('Please check the highlighted fields.', { parentId: 'A place cannot be inside itself.' });
    const [parent] = await tx.select({ kind: deliveryLocations.kind }).from(deliveryLocations).where(eq(deliveryLocations.id, values.parentId)).limit(1);
    if (!parent || parent.kind !== wanted) throw badRequest('Please check the highlighted fields.', { parentId: `Choose the ${wanted} it is in.` });
  }
  if (before && before.kind !== values.kind) {
    const [child] = await tx.select({ id: deliveryLocations.id }).from(deliveryLocations).where(eq(deliveryLocations.parentId, before.id)).limit(1);
    if (child) throw badRequest('Please check the highlighted fields.', { kind: 'This place has places inside it: its kind cannot change.' });
  }
}

export const placeKind = tableKind({
  entity: 'delivery_place',
  noun: 'delivery place',
  table: deliveryLocations,
  key: deliveryLocations.id,
  keyName: 'id',
  title: (row) => row.name,
  list: async () => ({
    rows: await getDb().select().from(deliveryLocations).orderBy(asc(deliveryLocations.position), asc(deliveryLocations.id)).limit(PLACES_MAX),
    next: null,
  }),
  unique: { delivery_locations_slug_uq: { field: 'slug', message: 'Another delivery place already has this slug. Choose another.' } },
  prepare: (tx, values: { kind: 'region' | 'city' | 'area'; parentId: number | null }, before) => checkPlaceParent(tx, values, before as { id: number; kind: string } | null),
  visibility: { field: 'isActive', shownWhen: true },
  // Orders and saved addresses point at a place by foreign key: the database refuses those deletes (a 409 naming them).
  usedBy: (tx, id) => firstUse(tx, [['the places inside it', sql`SELECT 1 FROM delivery_locations WHERE parent_id = ${id}`]]),
  invalidate: invalidateDelivery,
});

export const methodKind = tableKind({
  entity: 'delivery_method',
  noun: 'delivery method',
  table: deliveryMethods,
  key: deliveryMethods.id,
  keyName: 'id',
  title: (row) => row.name,
  list: async () => ({ rows: await getDb().select().from(deliveryMethods).orderBy(asc(deliveryMethods.position), asc(deliveryMethods.id)).limit(100), next: null }),
  unique: { delivery_methods_code_uq: { field: 'code', message: 'Another delivery method already has this code. Choose another.' } },
  fixed: { code: 'The code cannot change: orders name their delivery method by it. Add a new method instead.' },
  visibility: { field: 'isActive', shownWhen: true },
  usedBy: (tx, id) => firstUse(tx, [['time slots', sql`SELECT 1 FROM time_slots WHERE method_id = ${id}`]]),
  invalidate: invalidateDelivery,
});

async function checkSlotMethod(tx: Tx, values: { methodId: number }): Promise<void> {
  const [method] = await tx.select({ id: deliveryMethods.id }).from(deliveryMethods).where(eq(deliveryMethods.id, values.methodId)).limit(1);
  if (!method) throw badRequest('Please check the highlighted fields.', { methodId: 'Choose the delivery method.' });
}

export const slotKind = tableKind({
  entity: 'time_slot',
  noun: 'time slot',
  table: timeSlots,
  key: timeSlots.id,
  keyName: 'id',
  title: (row) => row.label,
  list: async () => ({ rows: await getDb().select().from(timeSlots).orderBy(asc(timeSlots.methodId), asc(timeSlots.startMinute), asc(timeSlots.id)).limit(500), next: null }),
  unique: { time_slots_method_window_uq: { field: 'end', message: 'This method already has a slot with this window.' } },
  prepare: (tx, values: { methodId: number }) => checkSlotMethod(tx, values),
  // A new slot takes nothing until the manager gives it a capacity on /admin/slots (the one place capacity is set).
  defaults: { capacity: 0 },
  visibility: { field: 'isActive', shownWhen: true },
  // A booked slot has slot_bookings rows (indexed by slot); orders point at it by foreign key as well.
  usedBy: (tx, id) => firstUse(tx, [['booked deliveries', sql`SELECT 1 FROM slot_bookings WHERE slot_id = ${id}`]]),
  invalidate: invalidateDelivery,
});
