import { couponDiscount, deliveryWaiver, type CouponKind } from './cart-rules';
import type { PrizeTerms } from './games';

// A prize is carried by a personal coupon (lib/server/services/games/wallet.ts), and the cart and checkout apply
// that coupon with their usual rules. These two mappings are the only way between the two shapes, and prizeEffect
// runs the very functions the server charges with (couponDiscount, deliveryWaiver), so a unit test can hold every
// prize kind's wording (describePrize) against what it really does to an order.

/** The coupon columns that carry a prize: its kind, value, cap and (a free item) the product. */
export type PrizeCoupon = { kind: CouponKind; value: number; maxDiscount: number | null; productId: number | null };

export function prizeCoupon(terms: PrizeTerms): PrizeCoupon {
  switch (terms.kind) {
    case 'percent':
      return { kind: 'percent', value: terms.value, maxDiscount: terms.maxDiscount, productId: null };
    case 'free_delivery':
      return { kind: 'free_delivery', value: 0, maxDiscount: terms.maxDiscount, productId: null };
    case 'free_item':
      if (!terms.item) throw new Error('a free-item prize names the product it gives');
      return { kind: 'free_item', value: 0, maxDiscount: null, productId: terms.item.productId };
    case 'flat':
      return { kind: 'flat', value: terms.value, maxDiscount: null, productId: null };
    default:
      throw new Error('a prize of nothing has no coupon');
  }
}

/** A coupon read back as a prize's terms (the wallet and the cart describe every code with describePrize). */
export function couponTerms(
  coupon: { kind: CouponKind; value: number; minSubtotal: number; maxDiscount: number | null; productId?: number | null },
  itemName: string | null = null,
): PrizeTerms {
  const item = coupon.kind === 'free_item' && coupon.productId != null ? { productId: coupon.productId, name: itemName ?? 'gift' } : null;
  const capped = coupon.kind === 'percent' || coupon.kind === 'free_delivery';
  return { kind: coupon.kind, value: coupon.value, minSubtotal: coupon.minSubtotal, maxDiscount: capped ? coupon.maxDiscount : null, item };
}

export type PrizeEffect = {
  /** Paisa off the items and add-ons. */
  discount: number;
  /** Paisa off the delivery charge. */
  deliveryDiscount: number;
  /** The product added to the order at रू 0. */
  freeItem: { productId: number; name: string } | null;
};

/** What a usable prize does to an order worth `base` (items and add-ons) whose delivery costs `deliveryCharge`. */
export function prizeEffect(terms: PrizeTerms, order: { base: number; deliveryCharge: number }): PrizeEffect {
  if (terms.kind === 'none') return { discount: 0, deliveryDiscount: 0, freeItem: null };
  const coupon = prizeCoupon(terms);
  return {
    discount: couponDiscount(coupon, order.base),
    deliveryDiscount: deliveryWaiver(coupon, order.deliveryCharge),
    freeItem: coupon.kind === 'free_item' ? (terms.item ?? null) : null,
  };
}
