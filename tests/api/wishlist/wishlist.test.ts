import { eq } from 'drizzle-orm';
import { GET as wishAndCartRoute } from '@/app/api/V2/wish-and-cart/route';
import { POST as addRoute } from '@/app/api/V2/wishes/add/route';
import { POST as deleteRoute } from '@/app/api/V2/wishes/delete/route';
import { getDb } from '@/lib/server/db/client';
import { products, wishlistItems } from '@/lib/server/db/schema';
import { WISHLIST_MESSAGES } from '@/lib/validation/wishlist';
import { as, type Customer, fillCart, newCustomer, productOfType } from '../addresses/customers';
import { useTestDatabase } from '../support/database';

useTestDatabase();

let gift: { id: number };
let cake: { id: number };
let scooter: { id: number };

beforeAll(async () => {
  gift = await productOfType('product');
  cake = await productOfType('cake');
  scooter = await productOfType('automobile');
});

const wish = (who: Customer | null, body: unknown) => as(who)(addRoute, '/api/V2/wishes/add', { body });
const unwish = (who: Customer | null, body: unknown) => as(who)(deleteRoute, '/api/V2/wishes/delete', { body });
const wishAndCart = (who: Customer | null) => as(who)(wishAndCartRoute, '/api/V2/wish-and-cart');

describe('without a session', () => {
  it.each([
    ['wishes/add', () => wish(null, { id: 1, type: 'product' })],
    ['wishes/delete', () => unwish(null, { id: 1, type: 'product' })],
    ['wish-and-cart', () => wishAndCart(null)],
  ])('%s answers 401 User is not authenticated', async (_name, call) => {
    const res = await call();
    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe('User is not authenticated');
  });
});

describe('wishes/add', () => {
  it('saves a gift, a cake and a scooter in their lists, newest first', async () => {
    const me = await newCustomer();
    expect((await wish(me, { id: gift.id, type: 'product' })).status).toBe(200);
    expect((await wish(me, { id: cake.id, type: 'cake' })).status).toBe(200);
    const res = await wish(me, { id: scooter.id, type: 'automobile' });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      id: scooter.id,
      type: 'automobile',
      wished: true,
      wishlist: { product: [cake.id, gift.id], automobile: [scooter.id] },
    });
  });

  it('is idempotent: the same heart pressed twice (or in two tabs at once) keeps one wish', async () => {
    const me = await newCustomer();
    const answers = await Promise.all([wish(me, { id: gift.id, type: 'product' }), wish(me, { id: gift.id, type: 'product' })]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect((await wish(me, { id: gift.id })).body.data.wishlist.product).toEqual([gift.id]);
    const rows = await getDb().select().from(wishlistItems).where(eq(wishlistItems.userId, me.id));
    expect(rows).toHaveLength(1);
  });

  it('answers 404 for a product that does not exist, is switched off, or is of the other kind', async () => {
    const me = await newCustomer();
    const unknown = await wish(me, { id: 999_999, type: 'product' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe('Product not found');

    const notAScooter = await wish(me, { id: gift.id, type: 'automobile' });
    expect(notAScooter.status).toBe(404);
    expect(notAScooter.body.error.message).toBe('Automobile not found');

    const hidden = await productOfType('product', 1);
    await getDb().update(products).set({ isActive: false }).where(eq(products.id, hidden.id));
    try {
      expect((await wish(me, { id: hidden.id, type: 'product' })).status).toBe(404);
    } finally {
      await getDb().update(products).set({ isActive: true }).where(eq(products.id, hidden.id));
    }
    expect((await wishAndCart(me)).body.data.wishlist).toEqual({ product: [], automobile: [] });
  });

  it.each([
    ['no id', { type: 'product' }, 'id', WISHLIST_MESSAGES.id],
    ['a word for an id', { id: 'cake', type: 'product' }, 'id', WISHLIST_MESSAGES.id],
    ['a negative id', { id: -4, type: 'product' }, 'id', WISHLIST_MESSAGES.id],
    ['an unknown type', { id: 1, type: 'car' }, 'type', WISHLIST_MESSAGES.type],
  ])('refuses %s with 400 naming the field', async (_name, body, field, message) => {
    const me = await newCustomer();
    const res = await wish(me, body);
    expect(res.status).toBe(400);
    expect(res.body.error.fields[field]).toBe(message);
  });
});

describe('wishes/delete', () => {
  it('removes the wish, and removing it again is harmless', async () => {
    const me = await newCustomer();
    await wish(me, { id: gift.id, type: 'product' });
    await wish(me, { id: scooter.id, type: 'automobile' });
    const res = await unwish(me, { id: gift.id, type: 'product' });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ id: gift.id, type: 'product', wished: false, wishlist: { product: [], automobile: [scooter.id] } });
    const again = await unwish(me, { id: gift.id, type: 'product' });
    expect(again.status).toBe(200);
    expect(again.body.data.wishlist).toEqual({ product: [], automobile: [scooter.id] });
  });

  it('only ever touches my own wishlist', async () => {
    const me = await newCustomer();
    const other = await newCustomer();
    await wish(other, { id: gift.id, type: 'product' });
    await unwish(me, { id: gift.id, type: 'product' });
    expect((await wishAndCart(other)).body.data.wishlist.product).toEqual([gift.id]);
  });

  it('refuses bad input with 400', async () => {
    const me = await newCustomer();
    const res = await unwish(me, { id: 'x' });
    expect(res.status).toBe(400);
    expect(res.body.error.fields.id).toBe(WISHLIST_MESSAGES.id);
  });
});

describe('wish-and-cart', () => {
  it('answers the cart’s product ids and both wish lists', async () => {
    const me = await newCustomer();
    await fillCart(me.id, [cake.id, gift.id]);
    await wish(me, { id: cake.id, type: 'product' });
    await wish(me, { id: scooter.id, type: 'automobile' });
    const res = await wishAndCart(me);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('no-store');
    expect(res.body.data).toEqual({ cart: { product: [cake.id, gift.id] }, wishlist: { product: [cake.id], automobile: [scooter.id] } });
  });

  it('is empty for a new customer, and never shows another customer’s cart or wishes', async () => {
    const other = await newCustomer();
    await fillCart(other.id, [gift.id]);
    await wish(other, { id: gift.id, type: 'product' });
    const me = await newCustomer();
    expect((await wishAndCart(me)).body.data).toEqual({ cart: { product: [] }, wishlist: { product: [], automobile: [] } });
  });
});
