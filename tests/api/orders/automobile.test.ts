import { and, eq, gte, isNull } from 'drizzle-orm';
import { POST as quoteRoute } from '@/app/api/V2/checkout-quote/route';
import { POST as placeOrderRoute } from '@/app/api/V2/place-order/route';
import { POST as updateQuantity } from '@/app/api/V2/update-cart-quantity/route';
import { getDb } from '@/lib/server/db/client';
import { products } from '@/lib/server/db/schema';
import { Shopper } from '../cart/visitor';
import { useTestDatabase } from '../support/database';
import { addressFor, call, checkoutBody, deliveryChoice, stockOf } from './support';

// Automobiles (scooters, e-bikes) are bought like everything else: at most 2 on a line, never more than in stock,
// and only delivered where the place takes them (the valley and a few big cities); they need 3 days.

useTestDatabase();

async function scooter() {
  const [row] = await getDb()
    .select()
    .from(products)
    .where(and(eq(products.type, 'automobile'), eq(products.isActive, true), gte(products.stock, 5), isNull(products.salePrice)))
    .orderBy(products.id)
    .limit(1);
  if (!row) throw new Error('seed has no automobile in stock');
  return row;
}

/** A logged-in shopper with a scooter in the cart and an address in `place`. */
async function buyer(place: string, quantity = 1) {
  const product = await scooter();
  const shopper = new Shopper();
  const userId = await shopper.logIn('Ram Bahadur');
  const added = await shopper.add({ productId: product.id, quantity });
  expect(added.status).toBe(200);
  const customer = { userId, token: shopper.token!, headers: { authorization: `Bearer ${shopper.token}` } };
  const addressId = await addressFor(userId, place);
  // Scooters are checked and registered first (72 h): a slot five days ahead is always far enough.
  const body = await checkoutBody(addressId, await deliveryChoice(5));
  return { product, shopper, customer, body };
}

describe('automobiles in the cart', () => {
  it('go in the cart like any product, priced from the catalogue, at most 2 on a line', async () => {
    const product = await scooter();
    const visitor = new Shopper();
    const res = await visitor.add({ productId: product.id });
    expect(res.status).toBe(200);
    expect(res.body.data.cartItems).toEqual([
      expect.objectContaining({ productId: product.id, sellingPrice: product.price, quantity: 1, maxQuantity: 2, available: true }),
    ]);
    expect(res.body.data.cartItems[0].productDetails.type).toBe('automobile');

    const three = await visitor.add({ productId: product.id, quantity: 2 });
    expect(three.status).toBe(422);
    expect(three.body.error.fields.quantity).toBe('You can buy at most 2 of this vehicle in one order. You already have 1 in your cart.');
    const cartItemId = res.body.data.cartItems[0].cartItemId;
    expect((await visitor.call(updateQuantity, '/api/V2/update-cart-quantity', { body: { cartItemId, quantity: 2 } })).status).toBe(200);
    const tooMany = await visitor.call(updateQuantity, '/api/V2/update-cart-quantity', { body: { cartItemId, quantity: 3 } });
    expect(tooMany.status).toBe(422);
    expect((await visitor.cart()).body.data.cartItems[0].quantity).toBe(2);
  });

  it('are bounded by stock, and a guest’s scooters merged at login never pass 2', async () => {
    const product = await scooter();
    await getDb().update(products).set({ stock: 1 }).where(eq(products.id, product.id));
    const visitor = new Shopper();
    const two = await visitor.add({ productId: product.id, quantity: 2 });
    expect(two.status).toBe(422);
    expect(two.body.error.fields.quantity).toBe('Only 1 left in stock.');

    await getDb().update(products).set({ stock: 5 }).where(eq(products.id, product.id));
    expect((await visitor.add({ productId: product.id, quantity: 2 })).status).toBe(200);
    const customer = new Shopper();
    await customer.logIn();
    await customer.add({ productId: product.id, quantity: 2 });
    // The guest logs in as that customer: both carts hold 2, the merged line stays at 2.
    visitor.token = customer.token;
    const merged = await visitor.cart();
    expect(merged.body.data.cartItems).toEqual([expect.objectContaining({ productId: product.id, quantity: 2, available: true })]);
  });
});

describe('ordering an automobile', () => {
  it('places the order for a place that takes scooters, taking the stock', async () => {
    const { product, customer, body } = await buyer('new-baneshwor', 2);
    const before = await stockOf(product.id);
    const quote = await call(quoteRoute, '/api/V2/checkout-quote', customer, { method: 'POST', body });
    expect(quote.status).toBe(200);
    expect(quote.body.data.totals.subtotal).toBe(product.price * 2);

    const placed = await call(placeOrderRoute, '/api/V2/place-order', customer, { method: 'POST', body });
    expect(placed.status).toBe(201);
    // The scooters, then the free gifts an order this size earns (at रू 0: lib/domain/order-lines.ts).
    const paid = placed.body.data.items.filter((i: { kind: string }) => i.kind === 'product');
    expect(paid).toEqual([expect.objectContaining({ productId: product.id, quantity: 2, lineTotal: product.price * 2 })]);
    expect(placed.body.data.items.filter((i: { kind: string }) => i.kind !== 'product').every((i: { kind: string; lineTotal: number }) => i.kind === 'gift' && i.lineTotal === 0)).toBe(true);
    expect(placed.body.data.totals.total).toBe(product.price * 2 + placed.body.data.totals.deliveryCharge);
    expect(await stockOf(product.id)).toBe(before - 2);
  });

  it('is refused with a clear 422 where scooters are not delivered, and nothing is taken', async () => {
    const { product, customer, body } = await buyer('banepa');
    const before = await stockOf(product.id);
    const placed = await call(placeOrderRoute, '/api/V2/place-order', customer, { method: 'POST', body });
    expect(placed.status).toBe(422);
    expect(placed.body.error.message).toBe(`${product.name} can’t be delivered to Banepa: we don’t deliver scooters and e-bikes there yet.`);
    expect(placed.body.error.fields.productIds).toBeDefined();
    expect(await stockOf(product.id)).toBe(before);
  });

  it('cannot be delivered sooner than the 3 days a scooter needs', async () => {
    const { customer, body } = await buyer('new-baneshwor');
    const tomorrow = { ...body, ...(await deliveryChoice(1)) };
    const placed = await call(placeOrderRoute, '/api/V2/place-order', customer, { method: 'POST', body: tomorrow });
    expect(placed.status).toBe(422);
    expect(JSON.stringify(placed.body.error)).toMatch(/3 days|registered/);
  });
});
