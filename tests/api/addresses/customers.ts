import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { cartItems, carts, products } from '@/lib/server/db/schema';
import { placeId as seededPlaceId } from '../delivery/seeded';
import { callRoute } from '../support/call-route';
import { newSignedInUser } from '../support/users';

// Customers for the address and wishlist API tests: a users row and a real session (Bearer token), plus seed rows
// found by what they are (a place by slug, a product by type) rather than by id.

export const ORIGIN = 'http://localhost:3000';

type Handler = Parameters<typeof callRoute>[0];

export type Customer = { id: number; token: string };

export const newCustomer = (name = 'Sita Sharma'): Promise<Customer> => newSignedInUser('cust', name);

/** Calls a route as this customer (Bearer token), or as a visitor with `null`. */
export function as(customer: Customer | null) {
  return (handler: Handler, url: string, options: { method?: string; body?: unknown } = {}) =>
    callRoute(handler, {
      url,
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      body: options.body,
      headers: { origin: ORIGIN, ...(customer ? { authorization: `Bearer ${customer.token}` } : {}) },
    });
}

export const placeId = (slug: string): Promise<number> => seededPlaceId(getDb(), slug);

export async function productOfType(type: 'product' | 'cake' | 'automobile', skip = 0) {
  const rows = await getDb()
    .select({ id: products.id, name: products.name, type: products.type })
    .from(products)
    .where(and(eq(products.type, type), eq(products.isActive, true)))
    .orderBy(products.id)
    .limit(skip + 1);
  const row = rows[skip];
  if (!row) throw new Error(`seed has no ${type}`);
  return row;
}

/** Puts products straight into the customer's cart (the cart API is another part's; this only needs the rows). */
export async function fillCart(userId: number, productIds: number[]): Promise<void> {
  const db = getDb();
  const [cart] = await db.insert(carts).values({ userId }).returning({ id: carts.id });
  for (const productId of productIds) {
    await db.insert(cartItems).values({ cartId: cart!.id, productId, quantity: 1, unitPriceSnapshot: 100_00 });
  }
}
