import 'server-only';
import { and, asc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import { uploadUrl } from '@/lib/domain/account-types';
import { kitchenCakeOf, kitchenStepFor, type KitchenExtra, type KitchenOrder } from '@/lib/domain/kitchen';
import { getDb } from '@/lib/server/db/client';
import { cakeHeights, deliveryLocations, deliveryMethods, flavours, icingTypes, orderItems, orders, products, slotBookings, timeSlots } from '@/lib/server/db/schema';
import type { KitchenFilters } from '@/lib/validation/kitchen';

// One delivery day's orders as the kitchen reads them, for the board and the tickets. Every read is bounded by the
// day: the orders through orders_delivery_slot_idx (delivery_date, slot_id), their lines through
// order_items_order_idx, the bookings through slot_bookings' (slot_id, delivery_date) key, and the catalogue's names
// by the ids those lines carry. A year of orders costs the board nothing more than today's.

export type SlotDefinition = {
  id: number;
  label: string;
  startMinute: number;
  endMinute: number;
  capacity: number;
  isActive: boolean;
  methodId: number;
  methodCode: string;
  methodName: string;
  methodPosition: number;
  position: number;
};

/** Every slot of every method (a few dozen rows of configuration), in the day's time order. */
export async function loadSlotDefinitions(): Promise<SlotDefinition[]> {
  const rows = await getDb()
    .select({
      id: timeSlots.id,
      label: timeSlots.label,
      startMinute: timeSlots.startMinute,
      endMinute: timeSlots.endMinute,
      capacity: timeSlots.capacity,
      isActive: timeSlots.isActive,
      position: timeSlots.position,
      methodId: deliveryMethods.id,
      methodCode: deliveryMethods.code,
      methodName: deliveryMethods.name,
      methodPosition: deliveryMethods.position,
    })
    .from(timeSlots)
    .innerJoin(deliveryMethods, eq(deliveryMethods.id, timeSlots.methodId));
  return rows.sort((a, b) => a.startMinute - b.startMinute || a.methodPosition - b.methodPosition || a.position - b.position || a.id - b.id);
}

/** Places booked per slot on one date (slot id → count). */
export async function loadDayBookings(dateKey: string, slotIds: readonly number[]): Promise<Map<number, number>> {
  if (slotIds.length === 0) return new Map();
  const rows = await getDb()
    .select({ slotId: slotBookings.slotId, count: slotBookings.count })
    .from(slotBookings)
    .where(and(inArray(slotBookings.slotId, [...slotIds]), eq(slotBookings.deliveryDate, dateKey)));
  return new Map(rows.map((r) => [r.slotId, r.count]));
}

/** The day's orders matching the filters (cancelled ones only when asked), each with its cakes and extras. */
export async function loadDayOrders(
  dateKey: string,
  filters: Partial<KitchenFilters> & { slotId?: number | undefined; orderId?: number | undefined },
): Promise<(KitchenOrder & { deliveryDate: string })[]> {
  const conditions: SQL[] = [eq(orders.deliveryDate, dateKey)];
  if (filters.slotId !== undefined) conditions.push(eq(orders.slotId, filters.slotId));
  if (filters.orderId !== undefined) conditions.push(eq(orders.id, filters.orderId));
  if (filters.status) conditions.push(eq(orders.status, filters.status));
  else if (!filters.cancelled) conditions.push(ne(orders.status, 'cancelled'));
  if (filters.area !== undefined) conditions.push(eq(orders.locationId, filters.area));
  if (filters.method) conditions.push(eq(orders.deliveryMethod, filters.method));
  if (filters.payment) conditions.push(eq(orders.paymentStatus, filters.payment));
  if (filters.pay) conditions.push(eq(orders.paymentMethod, filters.pay));

  const db = getDb();
  const rows = await db
    .select({
      id: orders.id,
      number: orders.number,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      paymentMethod: orders.paymentMethod,
      deliveryMethod: orders.deliveryMethod,
      deliveryDate: orders.deliveryDate,
      slotId: orders.slotId,
      slotLabel: orders.slotLabel,
      slotUnits: orders.slotUnits,
      note: orders.note,
      areaId: orders.locationId,
      areaName: deliveryLocations.name,
    })
    .from(orders)
    .innerJoin(deliveryLocations, eq(deliveryLocations.id, orders.locationId))
    .where(and(...conditions))
    .orderBy(asc(orders.slotStartsAt), asc(orders.id));
  if (rows.length === 0) return [];

  const items = await db
    .select({
      id: orderItems.id,
      orderId: orderItems.orderId,
      kind: orderItems.kind,
      productId: orderItems.productId,
      name: orderItems.name,
      quantity: orderItems.quantity,
      options: orderItems.options,
      type: products.type,
    })
    .from(orderItems)
    .leftJoin(products, eq(products.id, orderItems.productId))
    .where(inArray(orderItems.orderId, rows.map((r) => r.id)))
    .orderBy(asc(orderItems.id));

  const names = await catalogueNames(items);
  const byOrder = new Map<number, KitchenOrder['cakes']>();
  const extrasByOrder = new Map<number, KitchenExtra[]>();
  for (const item of items) {
    // A cake by the catalogue's type; a line whose product was deleted since is still a cake if it carries a weight.
    const isCake = item.kind !== 'accessory' && (item.type === 'cake' || (item.type === null && typeof item.options?.pound === 'number'));
    if (isCake) {
      const o = item.options ?? {};
      const cake = kitchenCakeOf(item, {
        flavour: o.flavorId !== undefined ? names.flavours.get(o.flavorId) : null,
        icing: o.icingType ? names.icings.get(o.icingType) : null,
        height: o.height && item.productId !== null ? names.heights.get(`${item.productId}|${o.height}`) : null,
        photoUrl: o.photoUploadId ? uploadUrl(o.photoUploadId) : null,
      });
      byOrder.set(item.orderId, [...(byOrder.get(item.orderId) ?? []), cake]);
    } else {
      const extra: KitchenExtra = { name: item.name, quantity: item.quantity, kind: item.kind === 'accessory' ? 'accessory' : 'product' };
      extrasByOrder.set(item.orderId, [...(extrasByOrder.get(item.orderId) ?? []), extra]);
    }
  }

  return rows.map((row) => ({
    id: row.id,
    number: row.number,
    status: row.status,
    paymentStatus: row.paymentStatus,
    paymentMethod: row.paymentMethod,
    deliveryMethod: row.deliveryMethod,
    deliveryDate: row.deliveryDate,
    slotId: row.slotId,
    slotLabel: row.slotLabel,
    area: { id: row.areaId, name: row.areaName },
    note: row.note,
    cakes: byOrder.get(row.id) ?? [],
    extras: extrasByOrder.get(row.id) ?? [],
    slotUnits: row.slotUnits,
    step: kitchenStepFor(row.status),
  }));
}

/** Flavour, icing and height names for the options the lines carry (only those ids: the tables stay out of it). */
async function catalogueNames(items: readonly { productId: number | null; options: { flavorId?: number; icingType?: string; height?: string } | null }[]) {
  const flavourIds = [...new Set(items.flatMap((i) => (typeof i.options?.flavorId === 'number' ? [i.options.flavorId] : [])))];
  const icingCodes = [...new Set(items.flatMap((i) => (i.options?.icingType ? [i.options.icingType] : [])))];
  const heightProducts = [...new Set(items.flatMap((i) => (i.options?.height && i.productId !== null ? [i.productId] : [])))];
  const db = getDb();
  const [flavourRows, icingRows, heightRows] = await Promise.all([
    flavourIds.length ? db.select({ id: flavours.id, name: flavours.name }).from(flavours).where(inArray(flavours.id, flavourIds)) : [],
    icingCodes.length ? db.select({ code: icingTypes.code, name: icingTypes.name }).from(icingTypes).where(inArray(icingTypes.code, icingCodes)) : [],
    heightProducts.length
      ? db.select({ productId: cakeHeights.productId, code: cakeHeights.code, label: cakeHeights.label }).from(cakeHeights).where(inArray(cakeHeights.productId, heightProducts))
      : [],
  ]);
  return {
    flavours: new Map(flavourRows.map((r) => [r.id, r.name])),
    icings: new Map(icingRows.map((r) => [r.code, r.name])),
    heights: new Map(heightRows.map((r) => [`${r.productId}|${r.code}`, r.label])),
  };
}

/** The delivery places that have orders on the day (the board's area filter offers only these). */
export async function loadDayAreas(dateKey: string): Promise<{ id: number; name: string }[]> {
  const rows = await getDb()
    .selectDistinct({ id: deliveryLocations.id, name: deliveryLocations.name })
    .from(orders)
    .innerJoin(deliveryLocations, eq(deliveryLocations.id, orders.locationId))
    .where(eq(orders.deliveryDate, dateKey));
  return rows.sort((a, b) => a.name.localeCompare(b.name));
}
