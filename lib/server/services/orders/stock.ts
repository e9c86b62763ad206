import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '@/lib/server/db/client';
import { releaseDeals } from '@/lib/server/services/campaigns/deal-limits';
import { accessories, couponRedemptions, orderItems, products, vouchers, type OrderRow } from '@/lib/server/db/schema';
import { releaseSlot } from '@/lib/server/services/delivery';
import { unattributeCancelledOrder } from '@/lib/server/services/influencers/influencers';
import { ApiError } from '@/lib/server/http/errors';

// Stock is taken in the order's transaction with one conditional UPDATE per product (stock >= wanted): PostgreSQL
// locks the product row, so concurrent checkouts queue on it and re-check the condition; stock never goes below zero
// and exactly as many orders succeed as there are units. Products are locked in id order so two orders never wait
// on each other in a circle.

export type OrderTx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** `free`: only free lines (a gift, a prize's item) want this product, so the message must not say "your cart". */
export type StockNeed = { id: number; name: string; quantity: number; free?: boolean };

/** Sums quantities per id (two lines of one cake with different options share its stock), sorted by id. */
export function totalPerId(lines: StockNeed[]): StockNeed[] {
  const map = new Map<number, StockNeed>();
  for (const line of lines) {
    const seen = map.get(line.id);
    map.set(line.id, seen ? { ...seen, quantity: seen.quantity + line.quantity, free: Boolean(seen.free && line.free) } : { ...line });
  }
  return [...map.values()].sort((a, b) => a.id - b.id);
}

function outOfStock(need: StockNeed, left: number | null, field: string): ApiError {
  const message = need.free
    ? `Sorry, the free “${need.name}” has just run out. Please look at your cart again before you order.`
    : left === null || left <= 0
      ? `Sorry, “${need.name}” has just sold out. Remove it from your cart to continue.`
      : `Sorry, only ${left} of “${need.name}” ${left === 1 ? 'is' : 'are'} left. Lower the quantity to continue.`;
  return new ApiError(409, message, 'out_of_stock', { [field]: message });
}

/** Takes the stock; answers the ids of the products whose last units this took (sold out now). */
export async function reserveProducts(tx: OrderTx, needs: StockNeed[]): Promise<number[]> {
  const soldOut: number[] = [];
  for (const need of totalPerId(needs)) {
    const [row] = await tx
      .update(products)
      .set({ stock: sql`${products.stock} - ${need.quantity}`, soldCount: sql`${products.soldCount} + ${need.quantity}` })
      .where(and(eq(products.id, need.id), eq(products.isActive, true), sql`${products.stock} >= ${need.quantity}`))
      .returning({ stock: products.stock });
    if (!row) {
      const [now] = await tx.select({ stock: products.stock }).from(products).where(eq(products.id, need.id));
      throw outOfStock(need, now?.stock ?? null, `product.${need.id}`);
    }
    if (row.stock === 0) soldOut.push(need.id);
  }
  return soldOut;
}

export async function reserveAccessories(tx: OrderTx, needs: StockNeed[]): Promise<void> {
  for (const need of totalPerId(needs)) {
    const [row] = await tx
      .update(accessories)
      .set({ stock: sql`${accessories.stock} - ${need.quantity}` })
      .where(and(eq(accessories.id, need.id), eq(accessories.isActive, true), sql`${accessories.stock} >= ${need.quantity}`))
      .returning({ stock: accessories.stock });
    if (!row) {
      const [now] = await tx.select({ stock: accessories.stock }).from(accessories).where(eq(accessories.id, need.id));
      throw outOfStock(need, now?.stock ?? null, `accessory.${need.id}`);
    }
  }
}

/**
 * Gives back what a cancelled order held: product and add-on stock, the slot's place, the coupon use and the gift
 * voucher. Runs once per order (the `released` flag is set in the same transaction, on a row the caller locked).
 * Answers the ids of the products this brought back from sold out, whose cached campaign pages the caller expires
 * after the commit (campaigns/invalidate.ts).
 */
export async function releaseOrder(tx: OrderTx, order: OrderRow): Promise<number[]> {
  if (order.released) return [];
  const restocked: number[] = [];
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  for (const need of totalPerId(items.filter((i) => i.kind !== 'accessory' && i.productId !== null).map((i) => ({ id: i.productId!, name: i.name, quantity: i.quantity })))) {
    const [row] = await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${need.quantity}`, soldCount: sql`GREATEST(${products.soldCount} - ${need.quantity}, 0)` })
      .where(eq(products.id, need.id))
      .returning({ stock: products.stock });
    if (row && row.stock > 0 && row.stock - need.quantity <= 0) restocked.push(need.id);
  }
  for (const need of totalPerId(items.filter((i) => i.kind === 'accessory' && i.accessoryId !== null).map((i) => ({ id: i.accessoryId!, name: i.name, quantity: i.quantity })))) {
    await tx.update(accessories).set({ stock: sql`${accessories.stock} + ${need.quantity}` }).where(eq(accessories.id, need.id));
  }
  await releaseDeals(tx, order.userId, items);
  await releaseSlot(tx, { slotId: order.slotId, deliveryDate: order.deliveryDate, count: order.slotUnits }); // the places it booked
  await tx.delete(couponRedemptions).where(eq(couponRedemptions.orderId, order.id));
  await unattributeCancelledOrder(tx, order); // an influencer's code: the cancelled order no longer counts for them
  if (order.voucherId !== null) {
    await tx
      .update(vouchers)
      .set({ consumedAt: null, consumedOrderId: null })
      .where(and(eq(vouchers.id, order.voucherId), eq(vouchers.consumedOrderId, order.id)));
  }
  return restocked;
}
