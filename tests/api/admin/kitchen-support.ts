import { and, eq, gte, isNotNull, isNull } from 'drizzle-orm';
import type { NextRequest } from 'next/server';
import { POST as placeOrderRoute } from '@/app/api/V2/place-order/route';
import { getDb } from '@/lib/server/db/client';
import { cakeOptions, products, uploads } from '@/lib/server/db/schema';
import { addItem, quoteForCart, userCart } from '@/lib/server/services/cart';
import type { CakeOptionsInput } from '@/lib/validation/cart';
import { addressFor, call, checkoutBody, type Customer, giftProduct, newCustomer } from '../orders/support';
import { callRoute } from '../support/call-route';

// Orders with cakes for the kitchen's tests, placed through the real place-order route (so slot_units, stock and the
// slot's booking are exactly what a customer's checkout makes), and calls to the back office's routes.

let ip = 0;
/** A fresh client address per call: the per-address write limits are not what these tests measure. */
export const freshIp = () => `10.24.${Math.floor(++ip / 250)}.${(ip % 250) + 1}`;

/** Cakes in good stock, not on sale, not photo cakes, that can be baked eggless (the kitchen's usual order). */
export async function cakeProduct(offset = 0) {
  const rows = await getDb()
    .select({ id: products.id, name: products.name, price: products.price })
    .from(products)
    .innerJoin(cakeOptions, eq(cakeOptions.productId, products.id))
    .where(
      and(
        eq(products.type, 'cake'),
        eq(products.isActive, true),
        gte(products.stock, 40),
        isNull(products.salePrice),
        eq(products.isUrgent, false),
        eq(cakeOptions.isPhotoCake, false),
        eq(cakeOptions.allowsMessage, true),
        isNotNull(cakeOptions.egglessPerPound),
      ),
    )
    .orderBy(products.id)
    .limit(offset + 1);
  const row = rows[offset];
  if (!row) throw new Error('seed has no plain cake in stock');
  return row;
}

/** A photo cake in stock, and a photo uploaded for it (as a guest: whoever holds its id may put it on a cake). */
export async function photoCake() {
  const [row] = await getDb()
    .select({ id: products.id, name: products.name })
    .from(products)
    .innerJoin(cakeOptions, eq(cakeOptions.productId, products.id))
    .where(and(eq(products.type, 'cake'), eq(products.isActive, true), gte(products.stock, 10), eq(cakeOptions.isPhotoCake, true)))
    .orderBy(products.id)
    .limit(1);
  if (!row) throw new Error('seed has no photo cake');
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="#d81b4a"/></svg>';
  const [upload] = await getDb()
    .insert(uploads)
    .values({ userId: null, kind: 'photo-cake', contentType: 'image/svg+xml', bytes: Buffer.from(svg), width: 10, height: 10 })
    .returning({ id: uploads.id });
  return { product: row, photoUploadId: upload!.id };
}

export async function addCake(userId: number, productId: number, quantity: number, options: Partial<CakeOptionsInput> = {}) {
  const cart = await userCart(userId);
  await addItem(cart, await quoteForCart(productId, options as CakeOptionsInput, userId), quantity);
}

export type CartPlan = Array<{ cake?: { productId: number; quantity: number; options?: Partial<CakeOptionsInput> }; gift?: { productId: number; quantity: number } }>;

/** A customer with an address whose cart holds `plan`, and the checkout body for a slot (standard 12–3 PM, 3 days on). */
export async function customerWithCart(plan: CartPlan, overrides: Record<string, unknown> = {}) {
  const customer = await newCustomer();
  const addressId = await addressFor(customer.userId);
  for (const line of plan) {
    if (line.cake) await addCake(customer.userId, line.cake.productId, line.cake.quantity, line.cake.options);
    if (line.gift) await addItem(await userCart(customer.userId), await quoteForCart(line.gift.productId, undefined), line.gift.quantity);
  }
  return { customer, addressId, body: await checkoutBody(addressId, overrides) };
}

export function placeOrder(customer: Customer, body: unknown) {
  return call(placeOrderRoute, '/api/V2/place-order', customer, { method: 'POST', body, headers: { 'x-forwarded-for': freshIp() } });
}

/** Places one order and answers its data (fails the test on anything but 201). */
export async function placedOrder(plan: CartPlan, overrides: Record<string, unknown> = {}) {
  const { customer, body } = await customerWithCart(plan, overrides);
  const res = await placeOrder(customer, body);
  if (res.status !== 201) throw new Error(`place-order answered ${res.status}: ${JSON.stringify(res.body)}`);
  const data = res.body.data as { id: number; number: string; deliveryDate: string };
  return { customer, body, order: { ...data, slotId: (body as { slotId: number }).slotId } };
}

export { giftProduct };

// A route of any params' shape: the tests pass each route the params its path has.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Handler = (request: NextRequest, context: { params: Promise<any> }) => Promise<Response>;

/** Calls a back-office route as `who` (a staff member's or a customer's headers, or nobody). */
export function asStaff(
  handler: Handler,
  url: string,
  who: { headers: Record<string, string> } | null,
  options: { method?: string; body?: unknown; params?: Record<string, string> } = {},
) {
  return callRoute(handler, {
    url,
    method: options.method ?? 'GET',
    body: options.body,
    params: options.params ?? {},
    headers: { origin: 'http://localhost:3000', 'x-forwarded-for': freshIp(), ...(who?.headers ?? {}) },
  });
}
