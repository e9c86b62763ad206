import { eq } from 'drizzle-orm';
import { DELETE as deleteAccessory, POST as postAccessory } from '@/app/api/V2/cake-accessory/route';
import { getDb } from '@/lib/server/db/client';
import { accessories, carts } from '@/lib/server/db/schema';
import { mergeGuestCart } from '@/lib/server/services/cart/merge';
import { useTestDatabase } from '../support/database';
import { configurableCake, otherProduct, plainProduct } from './fixtures';
import { Shopper } from './visitor';

useTestDatabase();

async function accessory(slug: string) {
  const [row] = await getDb().select().from(accessories).where(eq(accessories.slug, slug));
  if (!row) throw new Error(`no accessory ${slug}`);
  return row;
}

const post = (visitor: Shopper, body: Record<string, unknown>) =>
  visitor.call(postAccessory, '/api/V2/cake-accessory', { body: { source: 'web', ...body } });

describe('cake-accessory', () => {
  it('adds add-ons posted one by one, sets their quantity, and counts them in the totals', async () => {
    const { product } = await configurableCake();
    const candles = await accessory('birthday-candles');
    const knife = await accessory('cake-knife');
    const visitor = new Shopper();
    const added = await visitor.add({ productId: product.id });
    const cakePrice = added.body.data.cartItems[0].sellingPrice as number;
    await post(visitor, { id: candles.id, productId: product.id, deliveryLocationId: 11, deliveryDate: '2026-12-01' });
    await post(visitor, { id: knife.id, productId: product.id });
    const res = await post(visitor, { id: candles.id, productId: product.id, quantity: 2 });
    expect(res.status).toBe(200);
    expect(res.body.data.accessories).toEqual([
      expect.objectContaining({ id: candles.id, name: candles.name, quantity: 2, lineTotal: candles.price * 2, productId: product.id }),
      expect.objectContaining({ id: knife.id, quantity: 1, lineTotal: knife.price }),
    ]);
    expect(res.body.data.totals).toMatchObject({ subtotal: cakePrice, accessories: candles.price * 2 + knife.price, total: cakePrice + candles.price * 2 + knife.price });
  });

  it('removes an add-on by quantity 0 or DELETE, and answers 404 when it is not in the cart', async () => {
    const candles = await accessory('birthday-candles');
    const card = await accessory('greeting-card');
    const visitor = new Shopper();
    await post(visitor, { id: candles.id });
    await post(visitor, { id: card.id });
    expect((await post(visitor, { id: candles.id, quantity: 0 })).body.data.accessories.map((a: { id: number }) => a.id)).toEqual([card.id]);
    const deleted = await visitor.call(deleteAccessory, `/api/V2/cake-accessory?id=${card.id}`, { method: 'DELETE' });
    expect(deleted.status).toBe(200);
    expect(deleted.body.data.accessories).toEqual([]);
    const again = await visitor.call(deleteAccessory, '/api/V2/cake-accessory', { method: 'DELETE', body: { id: card.id } });
    expect(again.status).toBe(404);
  });

  it('answers 400 for bad input and 404 for an unknown add-on', async () => {
    const visitor = new Shopper();
    expect((await post(visitor, { id: 'candles' })).status).toBe(400);
    expect((await post(visitor, { id: 1, quantity: 11 })).status).toBe(400);
    const unknown = await post(visitor, { id: 99999 });
    expect(unknown.status).toBe(404);
  });
});

describe('guest cart → customer cart', () => {
  it('merges on login: same product and options add up, the rest joins, and the guest cart is gone', async () => {
    const product = await plainProduct();
    const other = await otherProduct(product.id);
    const candles = await accessory('birthday-candles');

    const customer = new Shopper();
    const userId = await customer.logIn();
    await customer.add({ productId: product.id, quantity: 1 });

    const guest = new Shopper();
    await guest.add({ productId: product.id, quantity: 2 });
    await guest.add({ productId: other.id, quantity: 1 });
    await post(guest, { id: candles.id });
    const guestToken = guest.cartCookie;
    if (!guestToken) throw new Error('guest has no cart cookie');

    const cartId = await mergeGuestCart(guestToken, userId);
    expect(cartId).not.toBeNull();
    const res = await customer.cart();
    const quantities = Object.fromEntries(res.body.data.cartItems.map((l: { productId: number; quantity: number }) => [l.productId, l.quantity]));
    expect(quantities).toEqual({ [product.id]: 3, [other.id]: 1 });
    expect(res.body.data.accessories).toHaveLength(1);
    expect(await getDb().select().from(carts).where(eq(carts.userId, userId))).toHaveLength(1);
    expect((await guest.cart()).body.data.cartItems).toEqual([]);
    expect(await mergeGuestCart(guestToken, userId)).toBeNull();
  });

  it('caps merged quantities at 20', async () => {
    const product = await plainProduct(40);
    const customer = new Shopper();
    const userId = await customer.logIn();
    await customer.add({ productId: product.id, quantity: 15 });
    const guest = new Shopper();
    await guest.add({ productId: product.id, quantity: 10 });
    await mergeGuestCart(guest.cartCookie as string, userId);
    expect((await customer.cart()).body.data.cartItems[0].quantity).toBe(20);
  });

  it('merges by itself when a customer still carries the guest cookie, and clears the cookie', async () => {
    const product = await plainProduct();
    const shopper = new Shopper();
    await shopper.add({ productId: product.id, quantity: 2 });
    expect(shopper.cartCookie).not.toBeNull();
    await shopper.logIn();
    const res = await shopper.cart();
    expect(res.body.data.cartItems[0]).toMatchObject({ productId: product.id, quantity: 2 });
    expect(res.headers.get('set-cookie')).toMatch(/ug_cart=;/);
    expect(shopper.cartCookie).toBeNull();
  });
});
