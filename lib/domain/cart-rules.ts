import { kathmanduDay } from './kathmandu-format';
import { formatNpr } from './money';
import { MAX_AUTOMOBILE_QUANTITY, MAX_LINE_QUANTITY, type CartItemOptions, type CartTotals } from './cart-types';

// Pure cart rules shared by the server (which decides) and the browser (which shows): the identity of a line's
// options, coupon eligibility and discount, and the totals. All money is integer paisa; discounts are whole rupees,
// rounded down, so we never promise more than we give.

/** The message written on a cake as stored: '  Happy   birthday ' → 'Happy birthday'. */
export const normaliseCakeMessage = (message: string): string => message.replace(/\s+/g, ' ').trim();

/** Canonical text of a line's options: two lines with the same product and the same key are one line. */
export function optionsKey(options: CartItemOptions): string {
  const entries = Object.entries(options)
    .filter(([, v]) => v !== undefined && v !== null && v !== '' && v !== false)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return entries.length === 0 ? '' : JSON.stringify(Object.fromEntries(entries));
}

/** The most of one product a line may hold: 20 (2 for an automobile), never more than is in stock. */
export function maxLineQuantity(type: string, stock: number): number {
  return Math.min(type === 'automobile' ? MAX_AUTOMOBILE_QUANTITY : MAX_LINE_QUANTITY, stock);
}

/** 'रू 1,250': an amount still to add, in whole rupees rounded up (रू 265.44 short → रू 266; 265 would not do). */
const wholeRupeesUp = (paisa: number): string => formatNpr(Math.ceil(paisa / 100) * 100, { compact: false });

/** '14 Apr 2033' in Kathmandu time. */
// Intl, not date-fns: this module also runs in the browser (the cake message rule on the product page).
const dayText = (date: Date): string => kathmanduDay(date);

/**
 * What a code does: money off the items and add-ons ('percent', 'flat'), the delivery charge off ('free_delivery',
 * capped by maxDiscount when set), or a product added at रू 0 ('free_item', coupons.product_id).
 */
export const COUPON_KINDS = ['percent', 'flat', 'free_delivery', 'free_item'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

export type CouponRule = {
  code: string;
  kind: CouponKind;
  value: number;
  minSubtotal: number;
  maxDiscount: number | null;
  startsAt: Date | null;
  endsAt: Date | null;
  usageLimit: number | null;
  perUserLimit: number | null;
  active: boolean;
};

export type CouponUsage = { total: number; byUser: number };

export const COUPON_MESSAGES = {
  unknown: 'This code does not exist. Check the spelling and try again.',
  inactive: 'This code is no longer available.',
  emptyCart: 'Add something to your cart before using a code.',
  usedUp: 'This code has been used up.',
  alreadyUsed: 'You have already used this code.',
  needsLogin: 'Log in to use this code: it is limited per customer.',
} as const;

/**
 * Why a coupon cannot be used now, or null when it can. `base` is the value it applies to (items + add-ons).
 * Order matters: the most permanent reason first, so the customer is not told to add more for a dead code.
 */
export function couponRefusal(
  coupon: CouponRule,
  context: { now: Date; base: number; usage: CouponUsage; loggedIn: boolean },
): string | null {
  if (!coupon.active) return COUPON_MESSAGES.inactive;
  if (coupon.endsAt && context.now.getTime() > coupon.endsAt.getTime()) {
    return `This code expired on ${dayText(coupon.endsAt)}.`;
  }
  if (coupon.startsAt && context.now.getTime() < coupon.startsAt.getTime()) {
    return `This code can be used from ${dayText(coupon.startsAt)}.`;
  }
  if (coupon.usageLimit !== null && context.usage.total >= coupon.usageLimit) return COUPON_MESSAGES.usedUp;
  if (coupon.perUserLimit !== null) {
    if (!context.loggedIn) return COUPON_MESSAGES.needsLogin;
    if (context.usage.byUser >= coupon.perUserLimit) return COUPON_MESSAGES.alreadyUsed;
  }
  if (context.base <= 0) return COUPON_MESSAGES.emptyCart;
  if (context.base < coupon.minSubtotal) {
    return `Add ${wholeRupeesUp(coupon.minSubtotal - context.base)} more to use this code.`;
  }
  return null;
}

/**
 * The discount a usable coupon gives on `base` (the items and add-ons), whole rupees, never more than base. A free
 * delivery or a free item takes nothing off the items: what they give is deliveryWaiver and the free line.
 */
export function couponDiscount(coupon: Pick<CouponRule, 'kind' | 'value' | 'maxDiscount'>, base: number): number {
  if (base <= 0 || (coupon.kind !== 'percent' && coupon.kind !== 'flat')) return 0;
  let discount = coupon.kind === 'percent' ? (base * coupon.value) / 100 : coupon.value;
  if (coupon.maxDiscount !== null) discount = Math.min(discount, coupon.maxDiscount);
  discount = Math.floor(Math.min(discount, base) / 100) * 100;
  return Math.max(0, discount);
}

/**
 * How much of the delivery `charge` (paisa, every part: the place's and the method's) a usable code waives: all of it
 * for a free delivery, or up to its cap; nothing for any other code.
 */
export function deliveryWaiver(coupon: Pick<CouponRule, 'kind' | 'maxDiscount'> | null, charge: number): number {
  if (!coupon || coupon.kind !== 'free_delivery' || charge <= 0) return 0;
  return coupon.maxDiscount === null ? charge : Math.min(charge, Math.max(0, coupon.maxDiscount));
}

export type TotalsInput = {
  lines: Array<{ available: boolean; sellingPrice: number; quantity: number }>;
  accessories: Array<{ available: boolean; price: number; quantity: number }>;
  discount: number;
  /** The voucher's full value; only as much as is left to pay is used. */
  voucherAmount: number;
};

/** subtotal (buyable lines), add-ons, discount, voucher and total; unavailable lines are shown but not counted. */
export function computeTotals(input: TotalsInput): CartTotals {
  const subtotal = input.lines.reduce((sum, l) => sum + (l.available ? l.sellingPrice * l.quantity : 0), 0);
  const accessories = input.accessories.reduce((sum, a) => sum + (a.available ? a.price * a.quantity : 0), 0);
  const discount = Math.min(input.discount, subtotal + accessories);
  const afterDiscount = subtotal + accessories - discount;
  const voucher = Math.min(Math.max(0, input.voucherAmount), afterDiscount);
  return {
    subtotal,
    accessories,
    discount,
    voucher,
    total: afterDiscount - voucher,
    count: input.lines.reduce((n, l) => n + l.quantity, 0),
  };
}

/** Readable lines for a cake's options, e.g. ['2 lb', '2 tiers', 'Chocolate', 'Eggless', 'Message: “Happy Birthday”']. */
export function describeOptions(
  options: CartItemOptions,
  names: { flavour?: string | null; icing?: string | null; height?: string | null } = {},
): string[] {
  const out: string[] = [];
  if (options.pound !== undefined) out.push(`${options.pound} lb`);
  if (options.tier !== undefined && options.tier > 1) out.push(`${options.tier} tiers`);
  if (names.flavour) out.push(names.flavour);
  if (names.icing) out.push(names.icing);
  if (names.height && options.height !== 'regular') out.push(names.height);
  if (options.eggless) out.push('Eggless');
  if (options.lessCream) out.push('Less cream');
  if (options.message) out.push(`Message: “${options.message}”`);
  if (options.photoUploadId) out.push('Your photo on the cake');
  return out;
}
