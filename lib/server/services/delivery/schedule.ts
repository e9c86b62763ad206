import { computeDeliveryCharge, withDeliveryCode, type DeliveryCode } from '@/lib/domain/delivery/charge';
import { checkPlaceEligibility } from '@/lib/domain/delivery/eligibility';
import { combinedLeadRule } from '@/lib/domain/delivery/lead-time';
import {
  addDaysToKey,
  earliestDelivery,
  type Earliest,
  firstDelivery,
  type FirstDelivery,
  kathmanduIso,
  type MethodDef,
  slotsForDate,
} from '@/lib/domain/delivery/schedule';
import { kathmanduDateKey } from '@/lib/domain/kathmandu-time';
import { ApiError, badRequest } from '@/lib/server/http/errors';
import { MAX_DAYS_AHEAD } from '@/lib/validation/delivery';
import { loadBookings, loadMethods } from './methods';
import { type DeliveryPlace, getPlaceOr404 } from './places';
import { loadDeliveryProducts, type PricedDeliveryProduct } from './products';
import { slotUnitsOf } from './quote';

// first-delivery-date, delivery-methods-time-slot and eligibility. Every function takes an optional `now` so tests
// are deterministic; route handlers pass nothing (the real clock).

/** How far ahead the first free slot is searched for. */
export const SEARCH_DAYS = 30;

export function notDeliverable(reasons: string[]): ApiError {
  return new ApiError(422, reasons[0] ?? 'These products can’t be delivered there.', 'not_deliverable', { productIds: reasons.join(' ') });
}

export async function checkDeliveryEligibility(input: { locationId: number; productIds: number[] }) {
  const place = await getPlaceOr404(input.locationId);
  const items = await loadDeliveryProducts(input.productIds);
  return { locationId: place.id, ...checkPlaceEligibility(place, items) };
}

/** The first slot (from now, Kathmandu time) that can bring all the products to the place. */
export async function planFirstDelivery(
  items: PricedDeliveryProduct[],
  place: DeliveryPlace | null,
  now: Date,
  units = 1,
): Promise<{ first: FirstDelivery; earliest: Earliest; methods: MethodDef[] }> {
  const methods = await loadMethods();
  const today = kathmanduDateKey(now);
  const booked = await loadBookings(today, addDaysToKey(today, SEARCH_DAYS));
  const earliest = earliestDelivery(now, combinedLeadRule(items), place);
  const first = firstDelivery({ now, methods, place, earliest, booked, horizonDays: SEARCH_DAYS, units });
  if (!first) throw new ApiError(422, 'Every delivery slot is taken for the next 30 days. Please call us to arrange a time.', 'no_slot');
  return { first, earliest, methods };
}

export async function firstDeliveryDate(input: { productIds: number[]; locationId?: number | undefined; now?: Date }) {
  const now = input.now ?? new Date();
  const place = input.locationId === undefined ? null : await getPlaceOr404(input.locationId);
  const items = await loadDeliveryProducts(input.productIds);
  if (place) {
    const eligibility = checkPlaceEligibility(place, items);
    if (!eligibility.eligible) throw notDeliverable(eligibility.reasons);
  }
  const { first, earliest } = await planFirstDelivery(items, place, now);
  return {
    firstDeliveryDateTime: kathmanduIso(first.at),
    firstDeliveryDate: first.dateKey,
    deliveryMethod: first.methodCode,
    timeSlotId: first.slotId,
    reason: earliest.reason,
  };
}

/** A delivery date must be a real day no further than MAX_DAYS_AHEAD days from today (Kathmandu). */
export function assertBookableDate(deliveryDate: string, now: Date, field = 'deliveryDate'): void {
  const last = addDaysToKey(kathmanduDateKey(now), MAX_DAYS_AHEAD);
  if (deliveryDate > last) throw badRequest('Please check the highlighted fields.', { [field]: `Choose a date within the next ${MAX_DAYS_AHEAD} days` });
}

/**
 * Every method with its charge and its slots on the date, each offered or closed with a reason. The charge is measured
 * against `subtotal` (paisa; checkout passes the customer's priced cart, lib/domain/delivery deliveryGoodsValue), or
 * one of each product at its shelf price when no cart is known.
 */
export async function deliveryMethodsTimeSlot(input: {
  locationId: number;
  deliveryDate: string;
  productIds: number[];
  subtotal?: number | undefined;
  /** The cart's free-delivery code: each method is priced after it, as checkout-quote will charge. */
  deliveryCode?: DeliveryCode | null;
  /** The cart's lines (checkout): a slot without room for all its cakes is shown full, as place-order will refuse it. */
  lines?: readonly { productId: number; quantity: number }[] | undefined;
  now?: Date;
}) {
  const now = input.now ?? new Date();
  assertBookableDate(input.deliveryDate, now);
  const place = await getPlaceOr404(input.locationId);
  const items = await loadDeliveryProducts(input.productIds);
  const eligibility = checkPlaceEligibility(place, items);
  if (!eligibility.eligible) throw notDeliverable(eligibility.reasons);

  const units = input.lines ? slotUnitsOf(items, input.lines) : 1;
  const { first, earliest, methods } = await planFirstDelivery(items, place, now, units);
  const booked = await loadBookings(input.deliveryDate, input.deliveryDate);
  const subtotal = input.subtotal ?? items.reduce((sum, item) => sum + item.unitPrice, 0);
  const deliveryMethods = slotsForDate({ dateKey: input.deliveryDate, methods, place, now, earliest, booked, units }).map((method) => {
    const quote = computeDeliveryCharge({ place, subtotal, method });
    const coded = withDeliveryCode(quote.charge, input.deliveryCode ?? null);
    const chargeInfo = coded.info ? `${quote.info} ${coded.info}` : quote.info;
    return {
      ...method,
      charge: coded.charge,
      chargeInfo,
      placeInfo: quote.placeInfo,
      methodInfo: quote.methodInfo,
      /** What the cart's free-delivery code does to this method's charge; null without one. */
      codeInfo: coded.info,
      freeDelivery: quote.freeDelivery || (coded.waived > 0 && coded.charge === 0),
    };
  });
  return { deliveryDate: input.deliveryDate, firstDeliveryDate: first.dateKey, locationId: place.id, deliveryMethods };
}
