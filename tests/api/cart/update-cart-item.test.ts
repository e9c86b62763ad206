import { and, eq } from 'drizzle-orm';
import { POST as updateCartItem } from '@/app/api/V2/update-cart-item/route';
import { getDb } from '@/lib/server/db/client';
import { cakeOptions, products } from '@/lib/server/db/schema';
import { useTestDatabase } from '../support/database';
import { configurableCake, plainProduct } from './fixtures';
import { Shopper } from './visitor';

// POST update-cart-item {cartItemId, message}: the message on a cake already in the cart (checkout's Customise part),
// under the cake's own rules; another visitor's line is not found.

useTestDatabase();

const URL = '/api/V2/update-cart-item';
const setMessage = (shopper: Shopper, body: unknown, headers?: Record<string, string>) =>
  shopper.call(updateCartItem, URL, { body, ...(headers ? { headers } : {}) });

async function cakeInCart(shopper: Shopper, message?: string) {
  const { product, options } = await configurableCake();
  const res = await shopper.add({ productId: product.id, options: { pound: options.minPound, ...(message ? { message } : {}) } });
  expect(res.status).toBe(200);
  return { product, options, line: res.body.data.cartItems[0] as { cartItemId: number; sellingPrice: number } };
}

describe('POST update-cart-item', () => {
  it('changes the message on a guest’s cake, tidied as add-to-cart tidies it; the price stays', async () => {
    const guest = new Shopper();
    const { line } = await cakeInCart(guest, 'Happy Birthday');
    const res = await setMessage(guest, { cartItemId: line.cartItemId, message: '  Happy   60th, Buwa! ' });
    expect(res.status).toBe(200);
    expect(res.body.data.cartItems).toHaveLength(1);
    const [changed] = res.body.data.cartItems;
    expect(changed).toMatchObject({ cartItemId: line.cartItemId, sellingPrice: line.sellingPrice, options: { message: 'Happy 60th, Buwa!' } });
    expect(changed.optionsSummary).toContain('Message: “Happy 60th, Buwa!”');
    expect(changed.priceChanged).toBeUndefined();
    expect((await guest.cart()).body.data.cartItems[0].options.message).toBe('Happy 60th, Buwa!');
  });

  it('removes the message when it is sent empty, for a logged-in customer too', async () => {
    const customer = new Shopper();
    await customer.logIn();
    const { line } = await cakeInCart(customer, 'Shubha Bibaha');
    const res = await setMessage(customer, { cartItemId: line.cartItemId, message: '   ' });
    expect(res.status).toBe(200);
    expect(res.body.data.cartItems[0].options.message).toBeUndefined();
    expect(res.body.data.cartItems[0].optionsSummary.join(' ')).not.toMatch(/Message/);
  });

  it('joins the line to an identical cake that already has that message', async () => {
    const guest = new Shopper();
    const { product, options } = await configurableCake();
    await guest.add({ productId: product.id, quantity: 2, options: { pound: options.minPound, message: 'Happy Dashain' } });
    const second = await guest.add({ productId: product.id, quantity: 1, options: { pound: options.minPound, message: 'Happy Tihar' } });
    const tihar = second.body.data.cartItems.find((l: { options: { message?: string } }) => l.options.message === 'Happy Tihar');
    const res = await setMessage(guest, { cartItemId: tihar.cartItemId, message: 'Happy Dashain' });
    expect(res.status).toBe(200);
    expect(res.body.data.cartItems).toEqual([expect.objectContaining({ quantity: 3, options: expect.objectContaining({ message: 'Happy Dashain' }) })]);
  });

  it('refuses a message longer than the cake allows, or on goods that carry none (422), and changes nothing', async () => {
    const guest = new Shopper();
    const { line, options } = await cakeInCart(guest, 'Happy Birthday');
    const long = await setMessage(guest, { cartItemId: line.cartItemId, message: 'x'.repeat(options.maxMessageLength + 1) });
    expect(long.status).toBe(422);
    expect(long.body.error.fields.message).toBe(`Keep the message to ${options.maxMessageLength} characters.`);

    const product = await plainProduct();
    const added = await guest.add({ productId: product.id });
    const gift = added.body.data.cartItems.find((l: { productId: number }) => l.productId === product.id);
    const onGift = await setMessage(guest, { cartItemId: gift.cartItemId, message: 'Love you' });
    expect(onGift.status).toBe(422);
    expect(onGift.body.error.fields.message).toMatch(/cannot carry a message/);

    const [numberCake] = await getDb()
      .select({ id: products.id })
      .from(products)
      .innerJoin(cakeOptions, eq(cakeOptions.productId, products.id))
      .where(and(eq(cakeOptions.allowsMessage, false), eq(products.isActive, true)))
      .orderBy(products.id)
      .limit(1);
    if (!numberCake) throw new Error('seed has no cake without a message (number cakes)');
    const withNumber = await guest.add({ productId: numberCake.id });
    expect(withNumber.status).toBe(200);
    const numberLine = withNumber.body.data.cartItems.find((l: { productId: number }) => l.productId === numberCake.id);
    const refused = await setMessage(guest, { cartItemId: numberLine.cartItemId, message: 'Happy 5th' });
    expect(refused.status).toBe(422);
    const cart = (await guest.cart()).body.data.cartItems as { cartItemId: number; options: { message?: string } }[];
    expect(cart.find((l) => l.cartItemId === line.cartItemId)?.options.message).toBe('Happy Birthday');
    expect(cart.every((l) => l.cartItemId === line.cartItemId || l.options.message === undefined)).toBe(true);
  });

  it('answers 400 for a malformed body, naming the field', async () => {
    const guest = new Shopper();
    const { line } = await cakeInCart(guest);
    const noMessage = await setMessage(guest, { cartItemId: line.cartItemId });
    expect(noMessage.status).toBe(400);
    expect(noMessage.body.error.fields.message).toBeDefined();
    const badId = await setMessage(guest, { cartItemId: 'abc', message: 'Hi' });
    expect(badId.status).toBe(400);
    expect(badId.body.error.fields.cartItemId).toMatch(/number/);
    const huge = await setMessage(guest, { cartItemId: line.cartItemId, message: 'x'.repeat(201) });
    expect(huge.status).toBe(400);
    expect(huge.body.error.fields.message).toMatch(/too long/);
    const notJson = await setMessage(guest, '{oops');
    expect(notJson.status).toBe(400);
  });

  it('does not find another visitor’s line (404), nor any line for a visitor without a cart', async () => {
    const owner = new Shopper();
    const { line } = await cakeInCart(owner, 'Happy Birthday');

    const stranger = new Shopper();
    await stranger.add({ productId: (await plainProduct()).id });
    const other = await setMessage(stranger, { cartItemId: line.cartItemId, message: 'Mine now' });
    expect(other.status).toBe(404);
    expect(other.body.error.message).toBe('This item is not in your cart.');

    const customer = new Shopper();
    await customer.logIn();
    expect((await setMessage(customer, { cartItemId: line.cartItemId, message: 'Mine now' })).status).toBe(404);
    expect((await setMessage(new Shopper(), { cartItemId: line.cartItemId, message: 'Mine now' })).status).toBe(404);
    expect((await owner.cart()).body.data.cartItems[0].options.message).toBe('Happy Birthday');
  });

  it('refuses a guest’s change sent from another site (403)', async () => {
    const guest = new Shopper();
    const { line } = await cakeInCart(guest, 'Happy Birthday');
    const res = await setMessage(guest, { cartItemId: line.cartItemId, message: 'Hacked' }, { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect((await guest.cart()).body.data.cartItems[0].options.message).toBe('Happy Birthday');
  });
});
