import { computeDeliveryCharge, durationText } from '@/lib/domain/delivery/charge';
import { checkPlaceEligibility } from '@/lib/domain/delivery/eligibility';
import { kathmanduIso, methodStatus } from '@/lib/domain/delivery/schedule';
import { ApiError } from '@/lib/server/http/errors';
import { getPlaceOr404 } from './places';
import { loadDeliveryProducts, type PricedDeliveryProduct } from './products';
import { notDeliverable, planFirstDelivery } from './schedule';

// delivery-charge: what delivering this cart to this place costs (paisa), how long it takes, and the first date.

export type CartLine = { productId: number; quantity: number };

/** The goods' value at shelf prices (paisa). Checkout passes its own server-computed subtotal instead. */
export function shelfSubtotal(items: PricedDeliveryProduct[], lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + (items.find((i) => i.id === line.productId)?.unitPrice ?? 0) * line.quantity, 0);
}

export async function deliveryCharge(input: { locationId: number; cartItems: CartLine[]; deliveryMethod?: string | undefined; now?: Date }) {
  const now = input.now ?? new Date();
  const place = await getPlaceOr404(input.locationId);
  const items = await loadDeliveryProducts(input.cartItems.map((line) => line.productId));
  const eligibility = checkPlaceEligibility(place, items);
  if (!eligibility.eligible) throw notDeliverable(eligibility.reasons);

  const { first, methods } = await planFirstDelivery(items, place, now);
  const offered = methods.filter((m) => methodStatus(m, place).available);
  const code = input.deliveryMethod ?? 'standard';
  const chosen = methods.find((m) => m.code === code);
  const chosenStatus = chosen ? methodStatus(chosen, place) : { available: false, reason: 'That delivery method is not offered.' };
  if (!chosen || !chosenStatus.available) {
    throw new ApiError(422, chosenStatus.reason ?? 'That delivery method is not offered.', 'method_unavailable', { deliveryMethod: chosenStatus.reason ?? '' });
  }

  const subtotal = shelfSubtotal(items, input.cartItems);
  const quote = computeDeliveryCharge({ place, subtotal, method: chosen });
  const minMethodCharge = Math.min(...offered.map((m) => computeDeliveryCharge({ place, subtotal, method: m }).charge));
  return {
    duration: durationText(place.leadDays),
    charge: quote.charge,
    chargeInfo: quote.info,
    minMethodCharge,
    firstDeliveryDate: first.dateKey,
    firstDeliveryDateTime: kathmanduIso(first.at),
    deliveryMethod: chosen.code,
    locationCharge: quote.locationCharge,
    premium: quote.premium,
    freeDelivery: quote.freeDelivery,
    amountForFreeDelivery: quote.amountForFreeDelivery,
    subtotal,
  };
}
