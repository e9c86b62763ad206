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
  /** One sentence for the customer. */
  info: string;
};

const rs = (paisa: number) => formatNpr(paisa, { compact: false });

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
  if (premium > 0 && input.method) parts.push(`${input.method.name} adds ${rs(premium)}.`);

  return { charge: locationCharge + premium, locationCharge, premium, freeDelivery, amountForFreeDelivery, info: parts.join(' ') };
}

/** 'Same day' inside the valley, 'Delivered in 3 days' beyond it. */
export function durationText(leadDays: number): string {
  if (leadDays <= 0) return 'Same day';
  return leadDays === 1 ? 'Delivered next day' : `Delivered in ${leadDays} days`;
}
