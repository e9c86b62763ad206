import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { maxLineQuantity, normaliseCakeMessage, optionsKey } from '@/lib/domain/cart-rules';
import { MAX_AUTOMOBILE_QUANTITY, MAX_LINE_QUANTITY, type CartItemOptions } from '@/lib/domain/cart-types';
import { getDb } from '@/lib/server/db/client';
import { cartItems, products, stores } from '@/lib/server/db/schema';
import { ApiError, notFound } from '@/lib/server/http/errors';
import { loadCakeRules } from '@/lib/server/services/catalogue/cake-rules';
import { usablePhoto } from '@/lib/server/uploads/store';
import type { CakeOptionsInput } from '@/lib/validation/cart';
import { UPLOAD_MESSAGES } from '@/lib/validation/upload';
import { touchCart, type CartRow } from './carts';
import { loadSaleRules } from '@/lib/server/services/campaigns/sale-rules';
import { priceCartLines, productForCartColumns, unitPrice, type ProductForCart } from './pricing';

// Adding, changing and removing cart lines. A refusal names the field and says why (422); another cart's line is
// simply not found (404), so nobody can learn which line ids exist.

export const unprocessable = (field: string, message: string) => new ApiError(422, message, 'unprocessable', { [field]: message });

export type CartQuote = { product: ProductForCart; options: CartItemOptions; unitPrice: number };

/**
 * Checks that the product can go in a cart with these options and prices it: a configurable cake gets its
 * defaults filled in (so "2 lb, default flavour" is one line however it was asked for) and its rules applied.
 * A photo cake needs its photo (an upload/file id the shopper may use: `userId` is the customer, null for a guest).
 */
export async function quoteForCart(productId: number, input: CakeOptionsInput | undefined, userId: number | null = null): Promise<CartQuote> {
  const [product] = await getDb()
    .select(productForCartColumns)
    .from(products)
    .innerJoin(stores, eq(stores.id, products.storeId))
    .where(eq(products.id, productId))
    .limit(1);
  if (!product || !product.isActive) throw notFound('Product');
  if (product.stock <= 0) throw unprocessable('productId', 'Sorry, this item is sold out.');
  const [rules, book] = await Promise.all([product.type === 'cake' ? loadCakeRules(product.id) : null, loadSaleRules()]);
  const sale = { rules: book[product.id] ?? [], now: new Date() };
  if (!rules) {
    const price = unitPrice(product, null, {}, sale);
    return { product, options: {}, unitPrice: price.ok ? price.price : product.price };
  }
  const given: Partial<CakeOptionsInput> = input ?? {};
  const options: CartItemOptions = {
    pound: given.pound ?? rules.defaults.pound,
    tier: given.tier ?? rules.defaults.tier,
  };
  const height = given.height ?? rules.defaults.height;
  const flavorId = given.flavorId ?? rules.defaults.flavorId;
  const icingType = given.icingType ?? rules.defaults.icingType;
  if (height !== null) options.height = height;
  if (flavorId !== null) options.flavorId = flavorId;
  if (icingType !== null) options.icingType = icingType;
  if (given.eggless) options.eggless = true;
  if (given.lessCream) options.lessCream = true;
  const message = given.message === undefined ? undefined : normaliseCakeMessage(given.message);
  if (message) {
    if (!rules.allowsMessage) throw unprocessable('message', 'This cake cannot carry a message.');
    if (message.length > rules.maxMessageLength) {
      throw unprocessable('message', `Keep the message to ${rules.maxMessageLength} characters.`);
    }
    options.message = message;
  }
  if (given.photoUploadId) {
    if (!rules.isPhotoCake) throw unprocessable('photoUploadId', 'Only photo cakes can carry a photo.');
    if (!(await usablePhoto(given.photoUploadId, userId))) throw unprocessable('photoUploadId', UPLOAD_MESSAGES.notFound);
    options.photoUploadId = given.photoUploadId.toLowerCase();
  } else if (rules.isPhotoCake) {
    throw unprocessable('photoUploadId', UPLOAD_MESSAGES.required);
  }
  const price = unitPrice(product, rules, options, sale);
  if (!price.ok) throw unprocessable(price.field, price.message);
  return { product, options, unitPrice: price.price };
}

function tooMany(type: string, stock: number, inCart: number): ApiError {
  const max = maxLineQuantity(type, stock);
  const cap = type === 'automobile' ? MAX_AUTOMOBILE_QUANTITY : MAX_LINE_QUANTITY;
  const already = inCart > 0 ? ` You already have ${inCart} in your cart.` : '';
  if (stock < cap) return unprocessable('quantity', `Only ${stock} left in stock.${already}`);
  return type === 'automobile'
    ? unprocessable('quantity', `You can buy at most ${max} of this vehicle in one order.${already}`)
    : unprocessable('quantity', `You can have at most ${max} of one item.${already}`);
}

/**
 * Adds a line, or more of an existing line with the same options. Re-adding also takes today's price as the
 * line's reference (the customer has just seen it on the product page). Atomic: the limit is checked in the upsert.
 */
export async function addItem(cart: CartRow, quote: CartQuote, quantity: number): Promise<{ cartItemId: number }> {
  const { type, stock } = quote.product;
  const max = maxLineQuantity(type, stock);
  if (quantity > max) throw tooMany(type, stock, 0);
  const key = optionsKey(quote.options);
  const [row] = await getDb()
    .insert(cartItems)
    .values({ cartId: cart.id, productId: quote.product.id, quantity, options: quote.options, optionsKey: key, unitPriceSnapshot: quote.unitPrice })
    .onConflictDoUpdate({
      target: [cartItems.cartId, cartItems.productId, cartItems.optionsKey],
      set: { quantity: sql`${cartItems.quantity} + excluded.quantity`, unitPriceSnapshot: sql`excluded.unit_price_snapshot` },
      setWhere: sql`${cartItems.quantity} + excluded.quantity <= ${max}`,
    })
    .returning({ id: cartItems.id });
  if (!row) {
    const [existing] = await getDb()
      .select({ quantity: cartItems.quantity })
      .from(cartItems)
      .where(and(eq(cartItems.cartId, cart.id), eq(cartItems.productId, quote.product.id), eq(cartItems.optionsKey, key)));
    throw tooMany(type, stock, existing?.quantity ?? 0);
  }
  await touchCart(cart.id);
  return { cartItemId: row.id };
}

export const lineNotFound = () => new ApiError(404, 'This item is not in your cart.', 'not_found');

export async function removeItem(cart: CartRow | null, cartItemId: number): Promise<void> {
  if (!cart) throw lineNotFound();
  const removed = await getDb()
    .delete(cartItems)
    .where(and(eq(cartItems.id, cartItemId), eq(cartItems.cartId, cart.id)))
    .returning({ id: cartItems.id });
  if (removed.length === 0) throw lineNotFound();
  await touchCart(cart.id);
}

/** Sets a line's quantity (1–20, 1–2 for an automobile), never above what is in stock. */
export async function updateQuantity(cart: CartRow | null, cartItemId: number, quantity: number): Promise<void> {
  if (!cart) throw lineNotFound();
  const [line] = await getDb()
    .select({ id: cartItems.id, stock: products.stock, type: products.type })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(and(eq(cartItems.id, cartItemId), eq(cartItems.cartId, cart.id)))
    .limit(1);
  if (!line) throw lineNotFound();
  if (line.stock <= 0) throw unprocessable('quantity', 'Sorry, this item is sold out.');
  if (quantity > maxLineQuantity(line.type, line.stock)) throw tooMany(line.type, line.stock, 0);
  await getDb().update(cartItems).set({ quantity }).where(eq(cartItems.id, line.id));
  await touchCart(cart.id);
}

/** The customer has seen the new prices: they become the lines' reference, so the notices go away. */
export async function acceptPrices(cart: CartRow | null): Promise<void> {
  if (!cart) return;
  const lines = await priceCartLines(cart.id);
  const db = getDb();
  for (const line of lines) {
    if (line.priceChanged) {
      await db.update(cartItems).set({ unitPriceSnapshot: line.sellingPrice }).where(eq(cartItems.id, line.cartItemId));
    }
  }
  await db.execute(
    sql`UPDATE cart_accessories ca SET unit_price_snapshot = a.price FROM accessories a WHERE a.id = ca.accessory_id AND ca.cart_id = ${cart.id}`,
  );
}

export async function setNote(cart: CartRow, note: string): Promise<void> {
  await touchCart(cart.id, { note });
}
