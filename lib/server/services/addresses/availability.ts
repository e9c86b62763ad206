import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import type { AddressDelivery, AddressOutlet, AddressView } from '@/lib/domain/address-types';
import { haversineKm } from '@/lib/domain/delivery/distance';
import { checkPlaceEligibility } from '@/lib/domain/delivery/eligibility';
import { combinedLeadRule, type DeliveryProduct } from '@/lib/domain/delivery/lead-time';
import { earliestDelivery, type MethodDef, slotsForDate, type BookingLookup } from '@/lib/domain/delivery/schedule';
import { kathmanduDateKey } from '@/lib/domain/kathmandu-time';
import { getDb } from '@/lib/server/db/client';
import { products, stores } from '@/lib/server/db/schema';
import {
  assertBookableDate,
  type DeliveryPlace,
  loadBookings,
  loadDeliveryProducts,
  loadMethods,
  loadPlaces,
} from '@/lib/server/services/delivery';
import { cartProductIds } from '@/lib/server/services/wishlist/cart-products';
import type { AddressListQuery } from '@/lib/validation/address';
import { listAddresses } from './addresses';

// GET shipping-addresses?deliveryDate&isDonation&outlet=1 (SPEC §7, data.addressInfo). The spec does not say what the
// flags do, so: with a deliveryDate each address says whether a delivery can reach it that day, judged against the
// products in the customer's cart (their lead times and the types the place accepts) — or, for isDonation=1, against
// no cart at all (a donation is not the cart's order); outlet=1 adds the nearest of our bakeries and shops.

const GONE = 'We no longer deliver to this place. Please edit the address and choose another area.';
const PASSED = 'This date has passed. Please choose another day.';
const SLOTS_GONE = 'No delivery slots are left on that day. Please choose another day.';
const TIME_PASSED = 'This time has passed.';

async function activeCartProducts(userId: number): Promise<DeliveryProduct[]> {
  const ids = await cartProductIds(userId);
  if (ids.length === 0) return [];
  // A product switched off after it was put in the cart says nothing about where the rest can go.
  const active = await getDb()
    .select({ id: products.id })
    .from(products)
    .where(and(inArray(products.id, ids), eq(products.isActive, true)));
  const activeIds = ids.filter((id) => active.some((row) => row.id === id));
  return activeIds.length === 0 ? [] : loadDeliveryProducts(activeIds);
}

type DayContext = { dateKey: string; today: string; now: Date; items: DeliveryProduct[]; methods: MethodDef[]; booked: BookingLookup };

/** Can anything reach this place on the day? The first reason a customer can act on when not. */
export function deliveryOnDay(place: DeliveryPlace | null, day: DayContext): AddressDelivery {
  const answer = (available: boolean, reason?: string): AddressDelivery =>
    reason === undefined ? { deliveryDate: day.dateKey, available } : { deliveryDate: day.dateKey, available, reason };
  if (!place) return answer(false, GONE);
  if (day.dateKey < day.today) return answer(false, PASSED);
  const eligibility = checkPlaceEligibility(place, day.items);
  if (!eligibility.eligible) return answer(false, eligibility.reasons[0]);
  const earliest = earliestDelivery(day.now, combinedLeadRule(day.items), place);
  const methods = slotsForDate({ dateKey: day.dateKey, methods: day.methods, place, now: day.now, earliest, booked: day.booked });
  const slots = methods.flatMap((m) => m.timeSlots);
  if (slots.some((slot) => slot.available)) return answer(true);
  const reasons = slots.map((slot) => slot.reason).filter((r): r is string => Boolean(r) && r !== TIME_PASSED);
  return answer(false, reasons[0] ?? SLOTS_GONE);
}

async function nearestOutlets(views: AddressView[], places: Map<number, DeliveryPlace>): Promise<Map<number, AddressOutlet | null>> {
  const shops = await getDb()
    .select({ id: stores.id, name: stores.name, address: stores.address, city: stores.city, latitude: stores.latitude, longitude: stores.longitude })
    .from(stores);
  const result = new Map<number, AddressOutlet | null>();
  for (const view of views) {
    const place = places.get(view.deliveryLocationId);
    const point =
      view.xCoord !== null && view.yCoord !== null ? { latitude: view.yCoord, longitude: view.xCoord } : place ? place : null;
    let best: AddressOutlet | null = null;
    if (point) {
      for (const shop of shops) {
        const distanceKm = Math.round(haversineKm(point, shop) * 10) / 10;
        if (!best || distanceKm < best.distanceKm) best = { id: shop.id, name: shop.name, address: shop.address, city: shop.city, distanceKm };
      }
    }
    result.set(view.id, best);
  }
  return result;
}

export async function shippingAddressInfo(userId: number, query: AddressListQuery, now: Date = new Date()) {
  const addressInfo = await listAddresses(userId);
  if (!query.deliveryDate && !query.outlet) return { addressInfo };
  const { places } = await loadPlaces();
  const byId = new Map(places.map((p) => [p.id, p]));

  if (query.deliveryDate) {
    assertBookableDate(query.deliveryDate, now);
    const day: DayContext = {
      dateKey: query.deliveryDate,
      today: kathmanduDateKey(now),
      now,
      items: query.isDonation ? [] : await activeCartProducts(userId),
      methods: await loadMethods(),
      booked: await loadBookings(query.deliveryDate, query.deliveryDate),
    };
    for (const view of addressInfo) view.delivery = deliveryOnDay(byId.get(view.deliveryLocationId) ?? null, day);
  }
  if (query.outlet) {
    const outlets = await nearestOutlets(addressInfo, byId);
    for (const view of addressInfo) view.outlet = outlets.get(view.id) ?? null;
  }
  return { addressInfo, ...(query.deliveryDate ? { deliveryDate: query.deliveryDate } : {}) };
}
