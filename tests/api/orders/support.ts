import { and, eq, gte, isNull } from 'drizzle-orm';
import { addDaysToKey } from '@/lib/domain/delivery/schedule';
import { kathmanduDateKey } from '@/lib/domain/kathmandu-time';
import { getDb } from '@/lib/server/db/client';
import { orders, products, shippingAddresses, slotBookings } from '@/lib/server/db/schema';
import { addItem, quoteForCart, userCart } from '@/lib/server/services/cart';
import { placeId, slotId } from '../delivery/seeded';
import { callRoute } from '../support/call-route';
import { newSignedInUser } from '../support/users';

// Customers, addresses, carts and delivery choices for the checkout and orders tests, made through the real
// services (cart) or plain inserts (users, addresses), found by what they are rather than by hard-coded ids.

export const ORIGIN = 'http://localhost:3000';

type Handler = Parameters<typeof callRoute>[0];

export type Customer = { userId: number; token: string; headers: Record<string, string> };

export async function newCustomer(name = 'Sita Sharma'): Promise<Customer> {
  const { id, token } = await newSignedInUser('buyer', name, { emailConfirmedAt: new Date() });
  return { userId: id, token, headers: { authorization: `Bearer ${token}` } };
}

export const placeIdBySlug = (slug = 'new-baneshwor'): Promise<number> => placeId(getDb(), slug);

export async function addressFor(userId: number, slug = 'new-baneshwor'): Promise<number> {
  const [row] = await getDb()
    .insert(shippingAddresses)
    .values({
      userId,
      deliveryLocationId: await placeIdBySlug(slug),
      alias: 'Home',
      receiverName: 'Aama Sharma',
      phoneNumber: '9841234567',
      landmark: 'Opposite the temple, blue gate',
      xCoord: 85.3422,
      yCoord: 27.6923,
      isDefault: true,
    })
    .returning({ id: shippingAddresses.id });
  return row!.id;
}

/** A plain gift in good stock, not on sale, that New Baneshwor can receive. */
export async function giftProduct(offset = 0) {
  const rows = await getDb()
    .select()
    .from(products)
    .where(and(eq(products.type, 'product'), eq(products.isActive, true), gte(products.stock, 25), isNull(products.salePrice), eq(products.isUrgent, false)))
    .orderBy(products.id)
    .limit(offset + 1);
  const row = rows[offset];
  if (!row) throw new Error('seed has no plain product in stock');
  return row;
}

export async function fillCart(userId: number, productId: number, quantity = 1): Promise<void> {
  const cart = await userCart(userId);
  await addItem(cart, await quoteForCart(productId, undefined), quantity);
}

export const slotIdOf = (methodCode: string, label: string): Promise<number> => slotId(getDb(), methodCode, label);

/** A standard afternoon slot three days from now (Kathmandu): always open whatever the clock says. */
export async function deliveryChoice(daysAhead = 3) {
  return {
    deliveryDate: addDaysToKey(kathmanduDateKey(new Date()), daysAhead),
    deliveryMethod: 'standard',
    slotId: await slotIdOf('standard', '12 PM – 3 PM'),
  };
}

export async function checkoutBody(addressId: number, overrides: Record<string, unknown> = {}) {
  return { addressId, ...(await deliveryChoice()), paymentMethod: 'cod', source: 'web', ...overrides };
}

export function call(handler: Handler, url: string, customer: Customer | null, options: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) {
  return callRoute(handler, {
    url,
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    body: options.body,
    headers: { origin: ORIGIN, ...(customer?.headers ?? {}), ...options.headers },
  });
}

export async function stockOf(productId: number): Promise<number> {
  const [row] = await getDb().select({ stock: products.stock }).from(products).where(eq(products.id, productId));
  return row!.stock;
}

export async function bookedCount(slotId: number, deliveryDate: string): Promise<number> {
  const [row] = await getDb()
    .select({ count: slotBookings.count })
    .from(slotBookings)
    .where(and(eq(slotBookings.slotId, slotId), eq(slotBookings.deliveryDate, deliveryDate)));
  return row?.count ?? 0;
}

export async function ordersOf(userId: number) {
  return getDb().select().from(orders).where(eq(orders.userId, userId));
}

/** A ready customer: address, one gift in the cart. */
export async function shopper(quantity = 1, productOffset = 0) {
  const customer = await newCustomer();
  const addressId = await addressFor(customer.userId);
  const product = await giftProduct(productOffset);
  await fillCart(customer.userId, product.id, quantity);
  return { customer, addressId, product };
}
