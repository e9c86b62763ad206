import 'server-only';
import { and, eq, isNull, or } from 'drizzle-orm';
import { formatKathmanduDate } from '@/lib/domain/kathmandu-time';
import { getDb } from '@/lib/server/db/client';
import { vouchers } from '@/lib/server/db/schema';
import { touchCart, type CartRow } from './carts';
import { normaliseCode } from './coupons';
import { unprocessable } from './items';
import { buildCartView } from './view';

// apply-coupon and redeem-voucher. Each refusal is a 422 whose message says exactly why (unknown, expired, not
// started, below the minimum with the amount still to add, used up), shown beside the code box.

export async function applyCoupon(cart: CartRow | null, code: string, userId: number | null, now = new Date()): Promise<void> {
  const normalised = normaliseCode(code);
  if (!cart) throw unprocessable('code', 'Add something to your cart before using a code.');
  const view = await buildCartView({ ...cart, couponCode: normalised }, { userId, now });
  const coupon = view.coupon;
  if (!coupon || !coupon.valid) throw unprocessable('code', coupon?.reason ?? 'This code cannot be used.');
  await touchCart(cart.id, { couponCode: coupon.code });
}

export async function removeCoupon(cart: CartRow | null): Promise<void> {
  if (cart) await touchCart(cart.id, { couponCode: null });
}

/**
 * Claims a gift voucher for the customer and puts it on their cart. A voucher belongs to the first account that
 * redeems it; it is spent (consumedAt) by the order that uses it.
 */
export async function redeemVoucher(cart: CartRow, code: string, userId: number, now = new Date()): Promise<void> {
  const db = getDb();
  const [voucher] = await db.select().from(vouchers).where(eq(vouchers.code, normaliseCode(code))).limit(1);
  if (!voucher) throw unprocessable('code', 'This voucher code is not valid. Check it and try again.');
  if (voucher.consumedAt) throw unprocessable('code', 'This voucher has already been used.');
  if (voucher.expiresAt && voucher.expiresAt < now) {
    throw unprocessable('code', `This voucher expired on ${formatKathmanduDate(voucher.expiresAt, 'd MMM yyyy')}.`);
  }
  // Claim it only if nobody else has: the condition in the UPDATE settles two accounts racing for one code.
  const claimed = await db
    .update(vouchers)
    .set({ redeemedByUserId: userId, redeemedAt: voucher.redeemedAt ?? now })
    .where(and(eq(vouchers.id, voucher.id), or(isNull(vouchers.redeemedByUserId), eq(vouchers.redeemedByUserId, userId))))
    .returning({ id: vouchers.id });
  if (claimed.length === 0) throw unprocessable('code', 'This voucher has already been redeemed by another account.');
  await touchCart(cart.id, { voucherId: voucher.id });
}

export async function removeVoucher(cart: CartRow | null): Promise<void> {
  if (cart) await touchCart(cart.id, { voucherId: null });
}
