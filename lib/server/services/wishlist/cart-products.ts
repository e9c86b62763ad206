import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { cartItems, carts } from '@/lib/server/db/schema';

// The cart service has no "which products are in this customer's cart" call, so this reads its tables (read-only):
// wish-and-cart answers the ids, and shipping-addresses?deliveryDate checks each address against the cart's products.

/** Product ids in the customer's cart, in the order they were first added (no duplicates). */
export async function cartProductIds(userId: number): Promise<number[]> {
  const rows = await getDb()
    .select({ productId: cartItems.productId })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .where(eq(carts.userId, userId))
    .orderBy(asc(cartItems.addedAt), asc(cartItems.id));
  return [...new Set(rows.map((r) => r.productId))];
}
