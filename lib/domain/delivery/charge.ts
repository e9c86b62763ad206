import { deliveryWaiver } from '@/lib/domain/cart-rules';
import { formatNpr } from '@/lib/domain/money';

// The delivery charge, in integer paisa: the place's charge (waived inside the valley above the free-delivery
// threshold) plus the method's premium (express, midnight), which is never waived.

export type ChargePlace = { name: string; charge: number; freeDeliveryAbove: number | null };
export type ChargeMethod = { name: string; premium: number };

export type ChargeQuote = {
  /** What the customer pays for delivery, paisa. */
  charge: number;
  locationCharge: number;
  premium: number;
  freeDelivery: boolean;
  /** Paisa more of goods that would make the place's charge free; null when it can never be free or already is. */
  amountForFreeDelivery: number | null;
  /** One sentence for the customer: placeInfo, then methodInfo. */
  info: string;
  /** The place's part: its charge, or why it is free (the threshold reached), and what more would make it free. */
  placeInfo: string;
  /** The method's part ('Midnight delivery adds रू 500.'), or null without a premium. */
  methodInfo: string | null;
};

const rs = (paisa: number) => formatNpr(paisa, { compact: false });

/**
 * The goods value a place's free-delivery threshold is measured against (paisa): the items and add-ons after the
 * coupon. A gift voucher is a way of paying, so it does not push an order back under the threshold. Checkout's
 * method list, its quote and place-order all measure with this, so step 2 and the review can never disagree.
 */
export function deliveryGoodsValue(totals: { subtotal: number; accessories: number; discount: number }): number {
  return Math.max(0, totals.subtotal + totals.accessories - totals.discount);
}

export function computeDeliveryCharge(input: { place: ChargePlace; subtotal: number; method?: ChargeMethod | null }): ChargeQuote {
  const { place, subtotal } = input;
  const premium = input.method?.premium ?? 0;
  const threshold = place.freeDeliveryAbove;
  const freeDelivery = place.charge > 0 && threshold !== null && subtotal >= threshold;
  const locationCharge = freeDelivery ? 0 : place.charge;
  const amountForFreeDelivery = !freeDelivery && place.charge > 0 && threshold !== null ? threshold - subtotal : null;

  const parts: string[] = [];
  if (freeDelivery && threshold !== null) parts.push(`Free delivery to ${place.name} on orders of ${rs(threshold)} or more.`);
  else if (place.charge === 0) parts.push(`Delivery to ${place.name} is free.`);
  else parts.push(`Delivery to ${place.name} costs ${rs(place.charge)}.`);
  if (amountForFreeDelivery !== null) parts.push(`Add ${rs(amountForFreeDelivery)} more for free delivery.`);
  const placeInfo = parts.join(' ');
  const methodInfo = premium > 0 && input.method ? `${input.method.name} adds ${rs(premium)}.` : null;

  return {
    charge: locationCharge + premium,
    locationCharge,
    premium,
    freeDelivery,
    amountForFreeDelivery,
    info: methodInfo ? `${placeInfo} ${methodInfo}` : placeInfo,
    placeInfo,
    methodInfo,
  };
}

/** A usable free-delivery code on the cart: what checkout takes off the delivery charge (cap null: all of it). */
export type DeliveryCode = { code: string; cap: number | null };

/** The cart's code as a DeliveryCode when it is a usable free delivery, else null. */
export function deliveryCodeOf(coupon: { code: string; valid: boolean; freeDelivery?: { cap: number | null } } | null): DeliveryCode | null {
  return coupon?.valid && coupon.freeDelivery ? { code: coupon.code, cap: coupon.freeDelivery.cap } : null;
}

/**
 * The delivery charge after a free-delivery code: what is still paid, what the code waived, and one sentence saying
 * so (null without a code). Step 2's methods, checkout-quote and place-order all price through this, whatever the
 * method: the place's charge and the method's premium both come off, up to the code's cap.
 */
export function withDeliveryCode(charge: number, code: DeliveryCode | null): { charge: number; waived: number; info: string | null } {
  if (!code) return { charge, waived: 0, info: null };
  const waived = deliveryWaiver({ kind: 'free_delivery', maxDiscount: code.cap }, charge);
  const info =
    charge === 0
      ? `Delivery is free already, so your free delivery code ${code.code} is not used on this order.`
      : waived === charge
        ? `Your free delivery code ${code.code} takes off the whole ${rs(charge)}.`
        : `Your free delivery code ${code.code} takes ${rs(waived)} off the ${rs(charge)}.`;
  return { charge: charge - waived, waived, info };
}

/** 'Same day' inside the valley, 'Delivered in 3 days' beyond it. */
export function durationText(leadDays: number): string {
  if (leadDays <= 0) return 'Same day';
  return leadDays === 1 ? 'Delivered next day' : `Delivered in ${leadDays} days`;
}
