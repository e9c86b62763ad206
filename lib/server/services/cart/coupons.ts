import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { COUPON_MESSAGES, couponDiscount, couponRefusal } from '@/lib/domain/cart-rules';
import type { CartCouponView } from '@/lib/domain/cart-types';
import { getDb } from '@/lib/server/db/client';
import { couponRedemptions, coupons } from '@/lib/server/db/schema';

// Coupons are checked again on every cart read: a code that stops applying (the cart fell below its minimum, it
// expired overnight) stays on the cart marked invalid with the reason, worth nothing, rather than vanishing.

export type CouponRow = typeof coupons.$inferSelect;

export const normaliseCode = (code: string): string => code.trim().toUpperCase().replace(/\s+/g, '');

export async function findCoupon(code: string): Promise<CouponRow | null> {
  const [row] = await getDb().select().from(coupons).where(eq(coupons.code, normaliseCode(code))).limit(1);
  return row ?? null;
}

async function usage(couponId: number, userId: number | null): Promise<{ total: number; byUser: number }> {
  const [row] = await getDb()
    .select({
      total: sql<number>`count(*)::int`,
      byUser: userId === null ? sql<number>`0` : sql<number>`(count(*) filter (where ${couponRedemptions.userId} = ${userId}))::int`,
    })
    .from(couponRedemptions)
    .where(eq(couponRedemptions.couponId, couponId));
  return { total: row?.total ?? 0, byUser: Number(row?.byUser ?? 0) };
}

export type CouponCheck = { view: CartCouponView; refusal: string | null };

/** Whether `code` applies to a cart worth `base` (items + add-ons) for this customer now, and what it takes off. */
export async function checkCoupon(code: string, context: { base: number; userId: number | null; now: Date }): Promise<CouponCheck> {
  const found = await findCoupon(code);
  // A personal code (a prize in a wallet) exists only for its owner: to anyone else it is an unknown code.
  const coupon = found && (found.ownerUserId === null || found.ownerUserId === context.userId) ? found : null;
  if (!coupon) {
    return { refusal: COUPON_MESSAGES.unknown, view: { code: normaliseCode(code), description: '', valid: false, reason: COUPON_MESSAGES.unknown, discount: 0 } };
  }
  const refusal = couponRefusal(coupon, {
    now: context.now,
    base: context.base,
    usage: await usage(coupon.id, context.userId),
    loggedIn: context.userId !== null,
  });
  const view: CartCouponView = {
    code: coupon.code,
    description: coupon.description,
    valid: refusal === null,
    discount: refusal === null ? couponDiscount(coupon, context.base) : 0,
  };
  if (refusal) view.reason = refusal;
  return { view, refusal };
}
