import 'server-only';
import { MAX_LINE_QUANTITY } from '@/lib/domain/cart-types';
import { maxLineQuantity } from '@/lib/domain/cart-rules';
import type { ProductType } from '@/lib/domain/catalogue-types';
import { leadRuleFor } from '@/lib/domain/delivery/lead-time';
import { acceptedPayments } from '@/lib/server/payments/registry';
import { loadMethods } from './methods';
import { loadPlaces } from './places';
import { loadDeliveryProducts } from './products';

// What the product page may promise about delivery and paying, read from the rules themselves: the product's lead
// time (lib/domain/delivery/lead-time), the places that take its kind and their days on the way, the methods kept to
// the valley, the per-order cap (cart rules) and the gateways checkout really offers (PAYMENT_GATEWAYS). Nothing
// here is typed twice, so the page cannot promise Fonepay or "2–4 days" after the rules have changed.

export type ProductDeliveryFacts = {
  /** The lead rule's own sentence ('Cakes are baked fresh for you: allow 4 hours.'). */
  lead: string;
  /** Valley cities delivering this kind the same day (none when the lead time is a day or more). */
  sameDayCities: string[];
  /** Methods offered only inside the valley, by name ('Express delivery', 'Midnight delivery'). */
  valleyMethods: string[];
  /** Days on the way to the places beyond the valley that take this kind; null when none does. */
  beyondValley: { minDays: number; maxDays: number; places: number } | null;
  /** The most of this product one order may hold, when it is stricter than every product's cap. */
  perOrderLimit: number | null;
  /** Checkout's payment methods, by their labels, in checkout's order. */
  payments: string[];
};

const DAY_MINUTES = 24 * 60;

export async function productDeliveryFacts(product: { id: number; type: ProductType }): Promise<ProductDeliveryFacts> {
  // An inactive product (shown to staff) is not in the delivery rules' list: its type alone then decides.
  const [[item], { places }, methods] = await Promise.all([
    loadDeliveryProducts([product.id]).catch(() => []),
    loadPlaces(),
    loadMethods(),
  ]);
  const rule = leadRuleFor(item ?? { id: product.id, name: '', type: product.type, isUrgent: false, isReadyMade: false, categorySlugs: [] });
  const takes = places.filter((place) => place.productTypes.includes(product.type));
  const valley = takes.filter((place) => place.inValley);
  const beyond = takes.filter((place) => !place.inValley);
  const days = beyond.map((place) => place.leadDays);
  const cap = maxLineQuantity(product.type, Number.POSITIVE_INFINITY);
  return {
    lead: rule.reason,
    sameDayCities: rule.leadMinutes < DAY_MINUTES ? [...new Set(valley.filter((place) => place.leadDays === 0).map((place) => place.city))] : [],
    valleyMethods: valley.length > 0 ? methods.filter((method) => method.valleyOnly).map((method) => method.name) : [],
    beyondValley: beyond.length > 0 ? { minDays: Math.min(...days), maxDays: Math.max(...days), places: beyond.length } : null,
    perOrderLimit: cap < MAX_LINE_QUANTITY ? cap : null,
    payments: acceptedPayments(),
  };
}
