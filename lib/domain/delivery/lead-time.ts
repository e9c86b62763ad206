import type { ProductType } from '@/lib/domain/catalogue-types';

// How long each product needs before it can leave the shop. Pure rules shared by the API and checkout.

/** Orders for same-day gifts must be in by 18:00 Kathmandu time; later ones go out the next day. */
export const DAILY_CUTOFF_MINUTE = 18 * 60;

/** What the delivery rules need to know about a product (read from the catalogue; no extra column). */
export type DeliveryProduct = {
  id: number;
  name: string;
  type: ProductType;
  isUrgent: boolean;
  isReadyMade: boolean;
  /** Slugs of the product's categories (main and extra). */
  categorySlugs: readonly string[];
};

export type LeadRule = {
  /** Minutes between the order and the earliest moment the product can be handed over. */
  leadMinutes: number;
  /** Same-day delivery only when ordered before DAILY_CUTOFF_MINUTE (Kathmandu time). */
  sameDayCutoff: boolean;
  /** Why, in words a customer understands. */
  reason: string;
};

const HOUR = 60;

export function leadRuleFor(product: DeliveryProduct): LeadRule {
  const inCategory = (slug: string) => product.categorySlugs.includes(slug);
  if (product.type === 'automobile') {
    return { leadMinutes: 72 * HOUR, sameDayCutoff: false, reason: 'Scooters are checked and registered before delivery: allow 3 days.' };
  }
  if (product.type === 'cake') {
    if (inCategory('tiered-wedding-cakes')) {
      return { leadMinutes: 24 * HOUR, sameDayCutoff: false, reason: 'Tiered cakes are baked to order: allow 24 hours.' };
    }
    if (product.isReadyMade || product.isUrgent) {
      return { leadMinutes: 3 * HOUR, sameDayCutoff: false, reason: 'Ready cakes go out within 3 hours.' };
    }
    return { leadMinutes: 4 * HOUR, sameDayCutoff: false, reason: 'Cakes are baked fresh for you: allow 4 hours.' };
  }
  if (inCategory('personalised-gifts')) {
    return { leadMinutes: 24 * HOUR, sameDayCutoff: false, reason: 'Personalised gifts are printed for you: allow 24 hours.' };
  }
  return { leadMinutes: 2 * HOUR, sameDayCutoff: true, reason: 'Gifts ordered before 6 PM go out the same day.' };
}

/** The strictest rule across a cart: the longest lead, and the cut-off if any product has one. */
export function combinedLeadRule(products: readonly DeliveryProduct[]): LeadRule {
  let result: LeadRule = { leadMinutes: 0, sameDayCutoff: false, reason: '' };
  for (const product of products) {
    const rule = leadRuleFor(product);
    const longer = rule.leadMinutes > result.leadMinutes;
    result = {
      leadMinutes: Math.max(result.leadMinutes, rule.leadMinutes),
      sameDayCutoff: result.sameDayCutoff || rule.sameDayCutoff,
      reason: longer || !result.reason ? rule.reason : result.reason,
    };
  }
  return result;
}
