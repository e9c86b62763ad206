import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { accessories, cartAccessories, products } from '@/lib/server/db/schema';
import { ApiError, notFound } from '@/lib/server/http/errors';
import { touchCart, type CartRow } from './carts';
import { unprocessable } from './items';

// Add-ons (candles, knife, card…). The client keeps a pending list and posts it one item at a time (SPEC §4), so
// each post SETS the quantity of one add-on (0 removes it): posting the same item twice does not double it.

export type AccessoryInput = { id: number; productId?: number | undefined; quantity: number };

export async function setAccessory(cart: CartRow, input: AccessoryInput): Promise<void> {
  const db = getDb();
  const [accessory] = await db.select().from(accessories).where(eq(accessories.id, input.id)).limit(1);
  if (!accessory || !accessory.isActive) throw notFound('Add-on');
  if (input.quantity === 0) {
    await db.delete(cartAccessories).where(and(eq(cartAccessories.cartId, cart.id), eq(cartAccessories.accessoryId, input.id)));
    await touchCart(cart.id);
    return;
  }
  if (accessory.stock < input.quantity) {
    throw unprocessable('quantity', accessory.stock <= 0 ? 'Sorry, this add-on is sold out.' : `Only ${accessory.stock} left in stock.`);
  }
  if (input.productId !== undefined) {
    const [product] = await db.select({ id: products.id }).from(products).where(eq(products.id, input.productId)).limit(1);
    if (!product) throw notFound('Product');
  }
  await db
    .insert(cartAccessories)
    .values({ cartId: cart.id, accessoryId: accessory.id, productId: input.productId ?? null, quantity: input.quantity, unitPriceSnapshot: accessory.price })
    .onConflictDoUpdate({
      target: [cartAccessories.cartId, cartAccessories.accessoryId],
      set: {
        quantity: input.quantity,
        unitPriceSnapshot: accessory.price,
        productId: sql`coalesce(excluded.product_id, ${cartAccessories.productId})`,
      },
    });
  await touchCart(cart.id);
}

export async function removeAccessory(cart: CartRow | null, accessoryId: number): Promise<void> {
  const removed = cart
    ? await getDb()
        .delete(cartAccessories)
        .where(and(eq(cartAccessories.cartId, cart.id), eq(cartAccessories.accessoryId, accessoryId)))
        .returning({ id: cartAccessories.accessoryId })
    : [];
  if (removed.length === 0) throw new ApiError(404, 'This add-on is not in your cart.', 'not_found');
  if (cart) await touchCart(cart.id);
}
