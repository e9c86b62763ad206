import { eq } from 'drizzle-orm';
import { POST as quoteRoute } from '@/app/api/V2/checkout-quote/route';
import { POST as placeOrderRoute } from '@/app/api/V2/place-order/route';
import { GET as cartRoute } from '@/app/api/V2/cart/route';
import { carts, couponRedemptions, orderItems, orderStatusHistory, products } from '@/lib/server/db/schema';
import { applyCoupon, userCart } from '@/lib/server/services/cart';
import { useTestDatabase } from '../support/database';
import { addressFor, bookedCount, call, checkoutBody, fillCart, giftProduct, newCustomer, ordersOf, shopper, slotIdOf, stockOf } from './support';

const { db } = useTestDatabase();

const place = (customer: Parameters<typeof call>[2], body: unknown, headers: Record<string, string> = {}) =>
  call(placeOrderRoute, '/api/V2/place-order', customer, { method: 'POST', body, headers });

describe('POST place-order', () => {
  it('places the order from the server’s prices: totals, stock, slot, history, and an emptied cart', async () => {
    const { customer, addressId, product } = await shopper(2);
    const stockBefore = await stockOf(product.id);
    const body = await checkoutBody(addressId, { note: 'Please call before coming', expectedTotal: 1 });
    const res = await place(customer, body);

    expect(res.status).toBe(201);
    const order = res.body.data;
    expect(order.number).toMatch(/^UG-\d{4}-\d{6}$/);
    expect(order).toMatchObject({ status: 'placed', paymentStatus: 'unpaid', paymentMethod: 'cod', replayed: false, note: 'Please call before coming' });
    // New Baneshwor charges Rs 100 for delivery (free above the valley threshold, which two gifts may reach).
    const goods = product.price * 2;
    expect(order.totals.subtotal).toBe(goods);
    expect(order.totals.total).toBe(goods + order.totals.deliveryCharge);
    expect(order.items).toEqual([expect.objectContaining({ productId: product.id, name: product.name, quantity: 2, unitPrice: product.price, lineTotal: goods })]);
    expect(order.address).toMatchObject({ receiverName: 'Aama Sharma', phoneNumber: '9841234567', locationLabel: expect.stringContaining('New Baneshwor') });
    expect(order.history.map((h: { status: string }) => h.status)).toEqual(['placed']);
    // The client's total (Rs 0.01) is never used: the customer is told the server's total is what they pay.
    expect(order.notice).toMatch(/total shown is what you pay/);

    expect(await stockOf(product.id)).toBe(stockBefore - 2);
    expect(await bookedCount(body.slotId as number, body.deliveryDate as string)).toBe(1);
    const cart = await call(cartRoute, '/api/V2/cart', customer);
    expect(cart.body.data.cartItems).toEqual([]);
  });

  it('answers 401 without a session and 400 for missing or malformed fields', async () => {
    const anonymous = await place(null, { addressId: 1 });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error.message).toBe('User is not authenticated');

    const { customer } = await shopper();
    const bad = await place(customer, { addressId: 'home', deliveryDate: '14/03/2030', deliveryMethod: 'drone', paymentMethod: 'paypal' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields)).toEqual(expect.arrayContaining(['addressId', 'deliveryDate', 'deliveryMethod', 'slotId', 'paymentMethod']));

    const shortKey = await place(customer, await checkoutBody(1), { 'idempotency-key': 'abc' });
    expect(shortKey.status).toBe(400);
  });

  it('refuses another customer’s address (404), an empty cart (422), a closed slot or date (422)', async () => {
    const { customer, addressId } = await shopper();
    const stranger = await newCustomer('Hari');
    const strangersAddress = await addressFor(stranger.userId);
    expect((await place(customer, await checkoutBody(strangersAddress))).status).toBe(404);

    const empty = await newCustomer('Gita');
    const emptyAddress = await addressFor(empty.userId);
    const noCart = await place(empty, await checkoutBody(emptyAddress));
    expect(noCart.status).toBe(422);
    expect(noCart.body.error.message).toMatch(/cart is empty/);

    const past = await place(customer, await checkoutBody(addressId, { deliveryDate: '2020-01-01' }));
    expect(past.status).toBe(422);
    expect(past.body.error.fields).toHaveProperty('deliveryDate');
    const wrongSlot = await place(customer, await checkoutBody(addressId, { deliveryMethod: 'midnight' }));
    expect(wrongSlot.status).toBe(422);
    expect(wrongSlot.body.error.fields).toHaveProperty('slotId');
    expect(await ordersOf(customer.userId)).toHaveLength(0);
  });

  it('says which product ran out (409) and keeps the cart and the stock as they were', async () => {
    const { customer, addressId, product } = await shopper(3);
    await db().update(products).set({ stock: 2 }).where(eq(products.id, product.id));
    const res = await place(customer, await checkoutBody(addressId));
    expect(res.status).toBe(409);
    expect(res.body.error.message).toContain(product.name);
    expect(await stockOf(product.id)).toBe(2);
    expect(await ordersOf(customer.userId)).toHaveLength(0);
    const cart = await call(cartRoute, '/api/V2/cart', customer);
    expect(cart.body.data.cartItems).toHaveLength(1);
  });

  it('the same Idempotency-Key gives the same order, one after the other and in parallel', async () => {
    const { customer, addressId, product } = await shopper();
    const body = await checkoutBody(addressId);
    const first = await place(customer, body, { 'idempotency-key': 'checkout-0001-aaaa' });
    expect(first.status).toBe(201);
    await fillCart(customer.userId, product.id, 1); // the cart filled again: a retry must still not order it
    const again = await place(customer, body, { 'idempotency-key': 'checkout-0001-aaaa' });
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ id: first.body.data.id, number: first.body.data.number, replayed: true });
    expect(await ordersOf(customer.userId)).toHaveLength(1);

    const stockBefore = await stockOf(product.id);
    const racing = await Promise.all(Array.from({ length: 6 }, () => place(customer, body, { 'idempotency-key': 'checkout-0002-bbbb' })));
    expect(racing.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(racing.map((r) => r.body.data.id)).size).toBe(1);
    expect(await ordersOf(customer.userId)).toHaveLength(2);
    expect(await stockOf(product.id)).toBe(stockBefore - 1);
    const items = await db().select().from(orderItems).where(eq(orderItems.orderId, racing[0]!.body.data.id));
    expect(items).toHaveLength(1);
    const history = await db().select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, racing[0]!.body.data.id));
    expect(history).toHaveLength(1);
  });

  it('another customer’s key is their own: the same key from two customers makes two orders', async () => {
    const a = await shopper();
    const b = await shopper();
    const key = { 'idempotency-key': 'shared-key-123456' };
    const one = await place(a.customer, await checkoutBody(a.addressId), key);
    const two = await place(b.customer, await checkoutBody(b.addressId), key);
    expect(one.status).toBe(201);
    expect(two.status).toBe(201);
    expect(two.body.data.id).not.toBe(one.body.data.id);
  });

  it('takes a valid coupon off the total, records its use and clears it from the cart', async () => {
    const customer = await newCustomer();
    const addressId = await addressFor(customer.userId);
    const product = await giftProduct();
    const quantity = Math.max(1, Math.ceil(200000 / product.price)); // DASHAIN10 needs Rs 1,500
    await fillCart(customer.userId, product.id, quantity);
    const cart = await userCart(customer.userId);
    await applyCoupon(cart, 'DASHAIN10', customer.userId);

    const res = await place(customer, await checkoutBody(addressId));
    expect(res.status).toBe(201);
    const { totals, couponCode, id } = res.body.data;
    expect(couponCode).toBe('DASHAIN10');
    expect(totals.discount).toBeGreaterThan(0);
    expect(totals.total).toBe(totals.subtotal + totals.accessories - totals.discount - totals.voucher + totals.deliveryCharge);
    const uses = await db().select().from(couponRedemptions).where(eq(couponRedemptions.orderId, id));
    expect(uses).toHaveLength(1);
    const [after] = await db().select().from(carts).where(eq(carts.id, cart.id));
    expect(after?.couponCode).toBeNull();
  });

  it('checkout-quote shows exactly the totals place-order then charges; bad input 400, no session 401', async () => {
    const { customer, addressId } = await shopper(3);
    const express = await checkoutBody(addressId, { deliveryMethod: 'express', slotId: await slotIdOf('express', '2 PM – 4 PM'), expectedTotal: undefined });
    const quote = await call(quoteRoute, '/api/V2/checkout-quote', customer, { method: 'POST', body: express });
    expect(quote.status).toBe(200);
    expect(quote.body.data.totals.deliveryCharge).toBeGreaterThan(0); // express carries a premium, never waived
    const placed = await place(customer, express);
    expect(placed.status).toBe(201);
    expect(placed.body.data.totals).toEqual(quote.body.data.totals);
    expect(placed.body.data.notice).toBeUndefined();

    expect((await call(quoteRoute, '/api/V2/checkout-quote', customer, { method: 'POST', body: { addressId } })).status).toBe(400);
    expect((await call(quoteRoute, '/api/V2/checkout-quote', null, { method: 'POST', body: express })).status).toBe(401);
  });
});
