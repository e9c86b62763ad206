import 'server-only';
import { and, asc, eq, gt } from 'drizzle-orm';
import { computeTotals } from '@/lib/domain/cart-rules';
import { EMPTY_CART, type CartAccessoryLine, type CartGift, type CartView, type CartVoucherView } from '@/lib/domain/cart-types';
import { cartOrderLines } from '@/lib/domain/order-lines';
import { getDb } from '@/lib/server/db/client';
import { accessories, cartAccessories, giftRules, products, vouchers } from '@/lib/server/db/schema';
import { firstImage } from '@/lib/server/services/catalogue/product-card';
import { unpaidOrders } from '@/lib/server/services/orders/queries';
import type { CartRow } from './carts';
import { checkCoupon } from './coupons';
import { priceCartLines } from './pricing';

// GET cart: the whole cart priced now, with add-ons, coupon, voucher, free gifts and totals, all server-side, and the
// one list of the order's lines (paid and free) that checkout and the order then show.

async function accessoryLines(cartId: number): Promise<CartAccessoryLine[]> {
  const rows = await getDb()
    .select({ line: cartAccessories, accessory: accessories })
    .from(cartAccessories)
    .innerJoin(accessories, eq(accessories.id, cartAccessories.accessoryId))
    .where(eq(cartAccessories.cartId, cartId))
    .orderBy(asc(accessories.position), asc(accessories.id));
  return rows.map(({ line, accessory }) => {
    const available = accessory.isActive && accessory.stock >= line.quantity;
    const view: CartAccessoryLine = {
      id: accessory.id,
      accessoryId: accessory.id,
      productId: line.productId,
      slug: accessory.slug,
      name: accessory.name,
      kind: accessory.kind,
      image: accessory.image,
      price: accessory.price,
      quantity: line.quantity,
      lineTotal: available ? accessory.price * line.quantity : 0,
      available,
    };
    if (accessory.price !== line.unitPriceSnapshot) {
      view.priceChanged = true;
      view.previousPrice = line.unitPriceSnapshot;
    }
    return view;
  });
}

async function voucherOf(cart: CartRow, now: Date): Promise<{ code: string; amount: number } | null> {
  if (cart.voucherId === null) return null;
  const [row] = await getDb().select().from(vouchers).where(eq(vouchers.id, cart.voucherId)).limit(1);
  // A voucher spent on an order, expired, or claimed by someone else no longer counts on this cart.
  if (!row || row.consumedAt || (row.expiresAt && row.expiresAt < now)) return null;
  if (cart.userId === null || row.redeemedByUserId !== cart.userId) return null;
  return { code: row.code, amount: row.amount };
}

/** Every active free-gift rule whose gift can still be given, lowest threshold first. */
async function giftsFor(value: number, hasItems: boolean): Promise<CartGift[]> {
  if (!hasItems) return [];
  const rows = await getDb()
    .select({ rule: giftRules, product: { id: products.id, slug: products.slug, name: products.name, images: products.images } })
    .from(giftRules)
    .innerJoin(products, eq(products.id, giftRules.productId))
    .where(and(eq(giftRules.active, true), eq(products.isActive, true), gt(products.stock, 0)))
    .orderBy(asc(giftRules.thresholdPaisa));
  return rows.map(({ rule, product }) => ({
    id: rule.id,
    productId: product.id,
    title: rule.title,
    name: product.name,
    slug: product.slug,
    image: firstImage(product.images, product.name).src,
    threshold: rule.thresholdPaisa,
    unlocked: value >= rule.thresholdPaisa,
    remaining: Math.max(0, rule.thresholdPaisa - value),
  }));
}

export async function buildCartView(cart: CartRow | null, context: { userId: number | null; now?: Date }): Promise<CartView> {
  if (!cart) return { ...EMPTY_CART };
  const now = context.now ?? new Date();
  const [lines, addOns, voucher] = await Promise.all([priceCartLines(cart.id, now), accessoryLines(cart.id), voucherOf(cart, now)]);
  const before = computeTotals({ lines, accessories: addOns, discount: 0, voucherAmount: 0 });
  const base = before.subtotal + before.accessories;
  const checked = cart.couponCode ? await checkCoupon(cart.couponCode, { base, userId: context.userId, now, lines }) : null;
  const coupon = checked?.view ?? null;
  const totals = computeTotals({ lines, accessories: addOns, discount: coupon?.discount ?? 0, voucherAmount: voucher?.amount ?? 0 });
  const voucherView: CartVoucherView | null = voucher ? { ...voucher, applied: totals.voucher } : null;
  const gifts = await giftsFor(base - totals.discount, lines.some((l) => l.available));
  return {
    cartId: cart.id,
    cartItems: lines,
    note: cart.note,
    // The customer's online orders still waiting for payment (the cart offers Pay now).
    unpaidOrders: context.userId === null ? [] : await unpaidOrders(context.userId),
    gifts,
    accessories: addOns,
    lines: cartOrderLines({ items: lines, accessories: addOns, gifts, prize: checked?.freeItem ?? null }),
    coupon,
    voucher: voucherView,
    totals,
    needsAttention:
      lines.some((l) => l.priceChanged || !l.available) || addOns.some((a) => a.priceChanged || !a.available),
  };
}
