import { sql } from 'drizzle-orm';
import { computeDeliveryCharge } from '@/lib/domain/delivery/charge';
import { checkPlaceEligibility } from '@/lib/domain/delivery/eligibility';
import { combinedLeadRule } from '@/lib/domain/delivery/lead-time';
import { addDaysToKey, earliestDelivery, isValidDateKey, kathmanduIso, methodStatus, slotStatus, slotWindow } from '@/lib/domain/delivery/schedule';
import { kathmanduDateKey } from '@/lib/domain/kathmandu-time';
import { slotUnitsFor } from '@/lib/domain/kitchen';
import type { Database } from '@/lib/server/db/client';
import { ApiError } from '@/lib/server/http/errors';
import { MAX_DAYS_AHEAD } from '@/lib/validation/delivery';
import { type CartLine, shelfSubtotal } from './charge';
import { loadBookings, loadMethods } from './methods';
import { findPlace } from './places';
import { loadDeliveryProducts } from './products';

// For checkout: re-validate the customer's delivery choice and price it on the server (never trust the browser's
// charge), then book the slot's capacity inside the order's transaction.

const refuse = (field: string, message: string) => new ApiError(422, message, 'delivery_unavailable', { [field]: message });

export type DeliveryQuoteInput = {
  locationId: number;
  items: readonly CartLine[];
  /** 'standard' | 'express' | 'midnight'. */
  method: string;
  /** 'yyyy-MM-dd', Kathmandu calendar. */
  deliveryDate: string;
  slotId: number;
  /** Server-computed goods value (paisa) for the free-delivery threshold; defaults to shelf prices. */
  subtotal?: number;
  now?: Date;
};

export type DeliveryQuote = {
  /** Paisa to charge for delivery. */
  charge: number;
  locationCharge: number;
  premium: number;
  freeDelivery: boolean;
  chargeInfo: string;
  location: { id: number; name: string; city: string; region: string };
  method: { id: number; code: string; name: string };
  slot: { id: number; label: string; startsAt: string; endsAt: string };
  deliveryDate: string;
  /** Places of the slot this order takes: its cakes, at least 1 (lib/domain/kitchen.ts slotUnitsFor). */
  slotUnits: number;
};

/** The places in a slot these lines need: one per cake (the products' catalogue type says which are cakes). */
export function slotUnitsOf(items: readonly { id: number; type: string }[], lines: readonly CartLine[]): number {
  return slotUnitsFor(lines.map((line) => ({ type: items.find((i) => i.id === line.productId)?.type, quantity: line.quantity })));
}

/** The delivery for an order, priced; throws ApiError 422 (fields: locationId, productIds, method, deliveryDate, slotId). */
export async function quoteDelivery(input: DeliveryQuoteInput): Promise<DeliveryQuote> {
  const now = input.now ?? new Date();
  const place = await findPlace(input.locationId);
  if (!place) throw refuse('locationId', 'We don’t deliver to that location. Please choose a place from the list.');
  if (input.items.length === 0) throw refuse('productIds', 'The cart is empty.');

  const items = await loadDeliveryProducts(input.items.map((i) => i.productId)).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 404) throw refuse('productIds', 'Some products in the cart are no longer sold.');
    throw error;
  });
  const eligibility = checkPlaceEligibility(place, items);
  if (!eligibility.eligible) throw refuse('productIds', eligibility.reasons.join(' '));

  const method = (await loadMethods()).find((m) => m.code === input.method);
  if (!method) throw refuse('method', 'Choose standard, express or midnight delivery.');
  const status = methodStatus(method, place);
  if (!status.available) throw refuse('method', status.reason ?? 'That delivery method is not offered there.');
  const slot = method.slots.find((s) => s.id === input.slotId);
  if (!slot) throw refuse('slotId', `That time is not one of ${method.name}’s slots.`);

  const today = kathmanduDateKey(now);
  if (!isValidDateKey(input.deliveryDate) || input.deliveryDate < today) throw refuse('deliveryDate', 'Choose a delivery date from today on.');
  if (input.deliveryDate > addDaysToKey(today, MAX_DAYS_AHEAD)) throw refuse('deliveryDate', `Choose a date within the next ${MAX_DAYS_AHEAD} days.`);

  const earliest = earliestDelivery(now, combinedLeadRule(items), place);
  const booked = await loadBookings(input.deliveryDate, input.deliveryDate);
  const slotUnits = slotUnitsOf(items, input.items);
  const state = slotStatus({ dateKey: input.deliveryDate, slot, now, earliest, booked: booked(slot.id, input.deliveryDate), units: slotUnits });
  // No room for this order's cakes is the same conflict reserveSlot answers when another checkout took the last place.
  if (state.full) {
    const message = slotUnits > 1 && state.reason ? `${state.reason} Please choose another slot.` : SLOT_FULL_MESSAGE;
    throw new ApiError(409, message, 'slot_full', { slotId: state.reason ?? SLOT_FULL_MESSAGE });
  }
  if (!state.available) throw refuse('slotId', state.reason ?? 'That time is no longer available.');

  const subtotal = input.subtotal ?? shelfSubtotal(items, input.items);
  const quote = computeDeliveryCharge({ place, subtotal, method });
  const window = slotWindow(input.deliveryDate, slot);
  return {
    charge: quote.charge,
    locationCharge: quote.locationCharge,
    premium: quote.premium,
    freeDelivery: quote.freeDelivery,
    chargeInfo: quote.info,
    location: { id: place.id, name: place.name, city: place.city, region: place.region },
    method: { id: method.id, code: method.code, name: method.name },
    slot: { id: slot.id, label: slot.label, startsAt: kathmanduIso(window.start), endsAt: kathmanduIso(window.end) },
    deliveryDate: input.deliveryDate,
    slotUnits,
  };
}

/** The database or an open transaction (checkout passes its transaction). */
export type SqlExecutor = Pick<Database, 'execute'>;

export const SLOT_FULL_MESSAGE = 'That delivery time has just been fully booked. Please choose another slot.';

/**
 * Books `count` deliveries in a slot on a date, never past its capacity, even with many checkouts at once: the
 * insert-or-increment is one statement, and PostgreSQL locks the booking row while it checks the capacity, so
 * concurrent bookings queue behind each other. Throws ApiError 409 when the slot is full. Returns the new count.
 */
export async function reserveSlot(tx: SqlExecutor, input: { slotId: number; deliveryDate: string; count?: number }): Promise<number> {
  const count = input.count ?? 1;
  if (!Number.isInteger(count) || count < 1) throw new RangeError('reserveSlot: count must be a positive integer');
  const result = await tx.execute<{ count: number }>(sql`
    INSERT INTO slot_bookings (slot_id, delivery_date, count)
    SELECT ts.id, ${input.deliveryDate}::date, ${count}::int FROM time_slots ts WHERE ts.id = ${input.slotId} AND ts.capacity >= ${count}::int
    ON CONFLICT (slot_id, delivery_date) DO UPDATE SET count = slot_bookings.count + EXCLUDED.count
      WHERE slot_bookings.count + EXCLUDED.count <= (SELECT capacity FROM time_slots WHERE id = EXCLUDED.slot_id)
    RETURNING count`);
  const row = result.rows[0];
  if (!row) throw new ApiError(409, SLOT_FULL_MESSAGE, 'slot_full', { slotId: SLOT_FULL_MESSAGE });
  return Number(row.count);
}

/** Gives booked capacity back (an order cancelled or its payment failed); never below zero. */
export async function releaseSlot(tx: SqlExecutor, input: { slotId: number; deliveryDate: string; count?: number }): Promise<void> {
  const count = input.count ?? 1;
  await tx.execute(sql`
    UPDATE slot_bookings SET count = GREATEST(count - ${count}::int, 0)
    WHERE slot_id = ${input.slotId} AND delivery_date = ${input.deliveryDate}::date`);
}
