import 'server-only';
import { and, eq, ne } from 'drizzle-orm';
import { normaliseCakeMessage, optionsKey } from '@/lib/domain/cart-rules';
import { MAX_LINE_QUANTITY, type CartItemOptions } from '@/lib/domain/cart-types';
import { getDb } from '@/lib/server/db/client';
import { cartItems, products } from '@/lib/server/db/schema';
import { loadCakeRules } from '@/lib/server/services/catalogue/cake-rules';
import { touchCart, type CartRow } from './carts';
import { lineNotFound, unprocessable } from './items';

// The message written on a cake, changed after the cake is in the cart (the checkout's "Customise" part). The
// cake's own rules decide as at add-to-cart: whether it takes a message and how long. Another cart's line is simply
// not found (404). The price does not depend on the message, so the line keeps its price reference.

/**
 * Sets (or, with an empty text, removes) the message on a cake line. When the cart already holds the same cake with
 * that message, the two lines become one, as add-to-cart would have made them.
 */
export async function setItemMessage(cart: CartRow | null, cartItemId: number, rawMessage: string): Promise<void> {
  if (!cart) throw lineNotFound();
  const db = getDb();
  const [line] = await db
    .select({ id: cartItems.id, productId: cartItems.productId, quantity: cartItems.quantity, options: cartItems.options, type: products.type, stock: products.stock })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(and(eq(cartItems.id, cartItemId), eq(cartItems.cartId, cart.id)))
    .limit(1);
  if (!line) throw lineNotFound();

  const message = normaliseCakeMessage(rawMessage);
  const rules = line.type === 'cake' ? await loadCakeRules(line.productId) : null;
  if (message) {
    if (!rules || !rules.allowsMessage) throw unprocessable('message', 'This item cannot carry a message.');
    if (message.length > rules.maxMessageLength) throw unprocessable('message', `Keep the message to ${rules.maxMessageLength} characters.`);
  }

  const options: CartItemOptions = { ...line.options };
  if (message) options.message = message;
  else delete options.message;
  const key = optionsKey(options);
  if (key === optionsKey(line.options)) return;

  await db.transaction(async (tx) => {
    const [twin] = await tx
      .select({ id: cartItems.id, quantity: cartItems.quantity })
      .from(cartItems)
      .where(and(eq(cartItems.cartId, cart.id), eq(cartItems.productId, line.productId), eq(cartItems.optionsKey, key), ne(cartItems.id, line.id)))
      .for('update')
      .limit(1);
    if (!twin) {
      await tx.update(cartItems).set({ options, optionsKey: key }).where(eq(cartItems.id, line.id));
      return;
    }
    const quantity = twin.quantity + line.quantity;
    const max = Math.min(MAX_LINE_QUANTITY, line.stock);
    if (quantity > max) {
      throw unprocessable('message', `Your cart already has ${twin.quantity} of this cake with that message, and together they would be more than ${max}.`);
    }
    await tx.update(cartItems).set({ quantity }).where(eq(cartItems.id, twin.id));
    await tx.delete(cartItems).where(eq(cartItems.id, line.id));
  });
  await touchCart(cart.id);
}
