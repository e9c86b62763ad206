import 'server-only';
import { and, arrayOverlaps, eq, inArray, sql } from 'drizzle-orm';
import { COUPON_MESSAGES, couponDiscount, couponRefusal } from '@/lib/domain/cart-rules';
import type { CartCouponView } from '@/lib/domain/cart-types';
import { productUrl } from '@/lib/domain/catalogue-types';
import { describePrize } from '@/lib/domain/games';
import type { PrizeItem } from '@/lib/domain/order-lines';
import { couponTerms } from '@/lib/domain/prize-effects';
import { getDb } from '@/lib/server/db/client';
import { categories, couponRedemptions, coupons, products } from '@/lib/server/db/schema';
import { firstImage } from '@/lib/server/services/catalogue/product-card';

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

/** The code as the cart shows it, why it cannot be used (or null), and the item it adds at रू 0 (a free-item code). */
export type CouponCheck = { view: CartCouponView; refusal: string | null; freeItem: PrizeItem | null };

/** The product a free-item code gives, when it can be given now (on sale and in stock), else why not. */
async function freeItemOf(coupon: CouponRow): Promise<{ item: PrizeItem | null; name: string; refusal: string | null }> {
  if (coupon.kind !== 'free_item' || coupon.productId === null) return { item: null, name: '', refusal: null };
  const [product] = await getDb()
    .select({ id: products.id, type: products.type, slug: products.slug, name: products.name, images: products.images, stock: products.stock, isActive: products.isActive })
    .from(products)
    .where(eq(products.id, coupon.productId))
    .limit(1);
  if (!product || !product.isActive || product.stock <= 0) {
    const name = product?.name ?? 'the free item';
    return { item: null, name, refusal: `${name} has run out for now. Keep your code: it works again once it is back.` };
  }
  const item: PrizeItem = {
    code: coupon.code,
    productId: product.id,
    name: product.name,
    slug: product.slug,
    image: firstImage(product.images, product.name).src,
    url: productUrl(product.type, product.slug),
  };
  return { item, name: product.name, refusal: null };
}

type CouponLine = { productId: number; lineTotal: number };

/**
 * What a code limited to some categories applies to: the cart's lines of those categories (a product counts by any
 * of its categories), or null when the code is for the whole cart. With the name of its first category for messages.
 */
async function categoryBase(coupon: CouponRow, lines: CouponLine[]): Promise<{ base: number; name: string } | null> {
  if (!coupon.categoryIds || coupon.categoryIds.length === 0) return null;
  const ids = coupon.categoryIds;
  const [named] = await getDb().select({ name: categories.name }).from(categories).where(eq(categories.id, ids[0]!)).limit(1);
  const productIds = [...new Set(lines.map((l) => l.productId))];
  const inScope =
    productIds.length === 0
      ? []
      : await getDb()
          .select({ id: products.id })
          .from(products)
          .where(and(inArray(products.id, productIds), arrayOverlaps(products.categoryIds, ids)));
  const scope = new Set(inScope.map((p) => p.id));
  return { base: lines.reduce((sum, l) => sum + (scope.has(l.productId) ? l.lineTotal : 0), 0), name: named?.name ?? 'some items' };
}

/**
 * Whether `code` applies to a cart worth `base` (items + add-ons) for this customer now, and what it takes off. A
 * code for some categories applies to those `lines` only.
 */
export async function checkCoupon(
  code: string,
  context: { base: number; userId: number | null; now: Date; lines?: CouponLine[] },
): Promise<CouponCheck> {
  const found = await findCoupon(code);
  // A personal code (a prize in a wallet) exists only for its owner: to anyone else it is an unknown code.
  const coupon = found && (found.ownerUserId === null || found.ownerUserId === context.userId) ? found : null;
  if (!coupon) {
    const view: CartCouponView = { code: normaliseCode(code), description: '', gives: '', kind: 'flat', valid: false, reason: COUPON_MESSAGES.unknown, discount: 0 };
    return { refusal: COUPON_MESSAGES.unknown, view, freeItem: null };
  }
  const scoped = await categoryBase(coupon, context.lines ?? []);
  const base = scoped ? scoped.base : context.base;
  let refusal = couponRefusal(coupon, {
    now: context.now,
    base,
    usage: await usage(coupon.id, context.userId),
    loggedIn: context.userId !== null,
  });
  if (scoped && context.base > 0 && (refusal === COUPON_MESSAGES.emptyCart || base === 0)) {
    refusal = `This code is for ${scoped.name} only: add some to your cart to use it.`;
  } else if (scoped && refusal?.startsWith('Add ')) {
    refusal = refusal.replace(/ more to use this code\.$/, ` more of ${scoped.name} to use this code.`);
  }
  const free = await freeItemOf(coupon);
  refusal ??= free.refusal;
  const view: CartCouponView = {
    code: coupon.code,
    description: coupon.description,
    gives: describePrize(couponTerms(coupon, free.name || null)),
    kind: coupon.kind,
    valid: refusal === null,
    discount: refusal === null ? couponDiscount(coupon, base) : 0,
  };
  if (coupon.kind === 'free_delivery') view.freeDelivery = { cap: coupon.maxDiscount };
  if (refusal) view.reason = refusal;
  return { view, refusal, freeItem: refusal === null ? free.item : null };
}
