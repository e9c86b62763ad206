import { GET as calculatePrice } from '@/app/api/V2/calculate-product-price/route';
import { POST as cartNote } from '@/app/api/V2/cart-note/route';
import { POST as removeFromCart } from '@/app/api/V2/remove-from-cart/route';
import { POST as updateQuantity } from '@/app/api/V2/update-cart-quantity/route';
import { callRoute } from '../support/call-route';
import { useTestDatabase } from '../support/database';
import { configurableCake, otherProduct, plainProduct, setProduct } from './fixtures';
import { Shopper } from './visitor';

useTestDatabase();

describe('GET cart', () => {
  it('answers an empty cart to a new visitor without creating anything', async () => {
    const visitor = new Shopper();
    const res = await visitor.cart();
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ cartId: null, cartItems: [], note: '', unpaidOrders: [], gifts: [], totals: { total: 0, count: 0 } });
    expect(visitor.cartCookie).toBeNull();
    expect(res.headers.get('cache-control')).toContain('no-store');
  });
});

describe('POST add-to-cart', () => {
  it('puts a product in a guest cart kept behind an httpOnly cookie', async () => {
    const product = await plainProduct();
    const visitor = new Shopper();
    const res = await visitor.add({ productId: product.id, quantity: 2 });
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toMatch(/ug_cart=[^;]+;.*HttpOnly/i);
    const [line] = res.body.data.cartItems;
    expect(line).toMatchObject({
      productId: product.id,
      slug: product.slug,
      name: product.name,
      sellingPrice: product.price,
      quantity: 2,
      lineTotal: product.price * 2,
      available: true,
      productDetails: { id: product.id, slug: product.slug },
    });
    expect(typeof line.cartItemId).toBe('number');
    expect(line.image).toMatch(/^\//);
    expect(res.body.data.cartItemId).toBe(line.cartItemId);
    expect(res.body.data.totals).toMatchObject({ subtotal: product.price * 2, total: product.price * 2, count: 2 });

    const again = await visitor.cart();
    expect(again.body.data.cartItems).toHaveLength(1);
    expect(again.body.data.cartId).toBe(res.body.data.cartId);
  });

  it('adds to the same line when the same product is added again, and tells Buy now to go to checkout', async () => {
    const product = await plainProduct();
    const visitor = new Shopper();
    await visitor.add({ productId: product.id });
    const res = await visitor.add({ productId: product.id, quantity: 3, quickCheckout: true });
    expect(res.status).toBe(200);
    expect(res.body.data.cartItems).toHaveLength(1);
    expect(res.body.data.cartItems[0].quantity).toBe(4);
    expect(res.body.data).toMatchObject({ quickCheckout: true, redirect: '/checkout' });
  });

  it('prices a cake with its options exactly as calculate-product-price does, and keeps the message', async () => {
    const { product, options } = await configurableCake();
    const pound = options.minPound + 1;
    const quote = await callRoute(calculatePrice, { url: `/api/V2/calculate-product-price?productId=${product.id}&pound=${pound}&eggless=${options.egglessPerPound !== null}` });
    const visitor = new Shopper();
    const res = await visitor.add({
      productId: product.id,
      options: { pound, eggless: options.egglessPerPound !== null, message: '  Happy   Birthday Aama ' },
    });
    expect(res.status).toBe(200);
    const [line] = res.body.data.cartItems;
    expect(line.sellingPrice).toBe(quote.body.data.productPrice);
    expect(line.options).toMatchObject({ pound, message: 'Happy Birthday Aama' });
    expect(line.optionsSummary).toEqual(expect.arrayContaining([`${pound} lb`, 'Message: “Happy Birthday Aama”']));
  });

  it('keeps differently configured cakes on separate lines', async () => {
    const { product, options } = await configurableCake();
    const visitor = new Shopper();
    await visitor.add({ productId: product.id, options: { pound: options.minPound } });
    const res = await visitor.add({ productId: product.id, options: { pound: options.minPound, message: 'Shubha Bibaha' } });
    expect(res.body.data.cartItems).toHaveLength(2);
  });

  it('refuses a cake configuration the rules do not allow, naming the field (422)', async () => {
    const { product, options } = await configurableCake();
    const visitor = new Shopper();
    const tooBig = await visitor.add({ productId: product.id, options: { pound: options.maxPound + 1 } });
    expect(tooBig.status).toBe(422);
    expect(tooBig.body.error.fields.pound).toMatch(/largest size/);
    const longMessage = await visitor.add({ productId: product.id, options: { message: 'x'.repeat(options.maxMessageLength + 1) } });
    expect(longMessage.status).toBe(422);
    expect(longMessage.body.error.fields.message).toMatch(new RegExp(`${options.maxMessageLength} characters`));
    const photo = await visitor.add({ productId: product.id, options: { photoUploadId: '6f1c1d1e-3a43-4b8e-9d55-2f7f0f0f0f0f' } });
    expect(photo.status).toBe(422);
    expect(photo.body.error.fields.photoUploadId).toBeDefined();
    expect((await visitor.cart()).body.data.cartItems).toHaveLength(0);
  });

  it('answers 400 for a malformed body and 404 for an unknown product', async () => {
    const visitor = new Shopper();
    const missing = await visitor.add({});
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields.productId).toBeDefined();
    const zero = await visitor.add({ productId: 1, quantity: 0 });
    expect(zero.status).toBe(400);
    expect(zero.body.error.fields.quantity).toMatch(/at least 1/);
    const notJson = await visitor.call((await import('@/app/api/V2/add-to-cart/route')).POST, '/api/V2/add-to-cart', { body: '{oops' });
    expect(notJson.status).toBe(400);
    const unknown = await visitor.add({ productId: 999999 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe('Product not found');
  });

  it('refuses sold-out products and more than is in stock', async () => {
    const product = await plainProduct();
    await setProduct(product.id, { stock: 3 });
    const visitor = new Shopper();
    const tooMany = await visitor.add({ productId: product.id, quantity: 4 });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.error.fields.quantity).toBe('Only 3 left in stock.');
    await visitor.add({ productId: product.id, quantity: 2 });
    const over = await visitor.add({ productId: product.id, quantity: 2 });
    expect(over.status).toBe(422);
    expect(over.body.error.fields.quantity).toBe('Only 3 left in stock. You already have 2 in your cart.');
    await setProduct(product.id, { stock: 0 });
    const soldOut = await visitor.add({ productId: product.id });
    expect(soldOut.status).toBe(422);
    expect(soldOut.body.error.message).toMatch(/sold out/);
  });

  it('refuses a guest mutation from another site (403) and keeps the cart untouched', async () => {
    const product = await plainProduct();
    const visitor = new Shopper();
    await visitor.add({ productId: product.id });
    const forged = await visitor.call((await import('@/app/api/V2/add-to-cart/route')).POST, '/api/V2/add-to-cart', {
      body: { productId: product.id, source: 'web' },
      headers: { origin: 'https://evil.example' },
    });
    expect(forged.status).toBe(403);
    expect((await visitor.cart()).body.data.cartItems[0].quantity).toBe(1);
  });
});

describe('POST update-cart-quantity', () => {
  it('sets the quantity within 1–20 and the stock', async () => {
    const product = await plainProduct(25);
    const visitor = new Shopper();
    const added = await visitor.add({ productId: product.id });
    const cartItemId = added.body.data.cartItems[0].cartItemId;
    const res = await visitor.call(updateQuantity, '/api/V2/update-cart-quantity', { body: { cartItemId, quantity: 5 } });
    expect(res.status).toBe(200);
    expect(res.body.data.cartItems[0]).toMatchObject({ quantity: 5, lineTotal: product.price * 5 });
    const tooMany = await visitor.call(updateQuantity, '/api/V2/update-cart-quantity', { body: { cartItemId, quantity: 21 } });
    expect(tooMany.status).toBe(400);
    await setProduct(product.id, { stock: 6 });
    const overStock = await visitor.call(updateQuantity, '/api/V2/update-cart-quantity', { body: { cartItemId, quantity: 7 } });
    expect(overStock.status).toBe(422);
    expect(overStock.body.error.fields.quantity).toBe('Only 6 left in stock.');
  });

  it("answers 404 for another visitor's line", async () => {
    const product = await plainProduct();
    const owner = new Shopper();
    const added = await owner.add({ productId: product.id });
    const stranger = new Shopper();
    await stranger.add({ productId: product.id });
    const res = await stranger.call(updateQuantity, '/api/V2/update-cart-quantity', {
      body: { cartItemId: added.body.data.cartItems[0].cartItemId, quantity: 2 },
    });
    expect(res.status).toBe(404);
    expect((await owner.cart()).body.data.cartItems[0].quantity).toBe(1);
  });
});

describe('POST remove-from-cart', () => {
  it('removes the line and answers the cart that remains', async () => {
    const product = await plainProduct();
    const other = await otherProduct(product.id);
    const visitor = new Shopper();
    const first = await visitor.add({ productId: product.id });
    await visitor.add({ productId: other.id });
    const res = await visitor.call(removeFromCart, '/api/V2/remove-from-cart', { body: { cartItemId: first.body.data.cartItems[0].cartItemId } });
    expect(res.status).toBe(200);
    expect(res.body.data.cartItems.map((l: { productId: number }) => l.productId)).toEqual([other.id]);
  });

  it("answers 404 for another visitor's cartItemId and 400 for a bad one", async () => {
    const product = await plainProduct();
    const owner = new Shopper();
    const added = await owner.add({ productId: product.id });
    const cartItemId = added.body.data.cartItems[0].cartItemId;
    const stranger = new Shopper();
    const res = await stranger.call(removeFromCart, '/api/V2/remove-from-cart', { body: { cartItemId } });
    expect(res.status).toBe(404);
    const customer = new Shopper();
    await customer.logIn();
    expect((await customer.call(removeFromCart, '/api/V2/remove-from-cart', { body: { cartItemId } })).status).toBe(404);
    expect((await owner.cart()).body.data.cartItems).toHaveLength(1);
    const bad = await owner.call(removeFromCart, '/api/V2/remove-from-cart', { body: { cartItemId: 'abc' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.cartItemId).toBeDefined();
  });
});

describe('POST cart-note', () => {
  it('keeps a note for the shop, and refuses one that is too long', async () => {
    const product = await plainProduct();
    const visitor = new Shopper();
    await visitor.add({ productId: product.id });
    const res = await visitor.call(cartNote, '/api/V2/cart-note', { body: { note: 'Please call before delivery.' } });
    expect(res.status).toBe(200);
    expect(res.body.data.note).toBe('Please call before delivery.');
    const tooLong = await visitor.call(cartNote, '/api/V2/cart-note', { body: { note: 'a'.repeat(501) } });
    expect(tooLong.status).toBe(400);
    expect((await visitor.cart()).body.data.note).toBe('Please call before delivery.');
  });
});
