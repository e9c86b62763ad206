import { and, eq, gte, isNull, lt } from 'drizzle-orm';
import { POST as applyCouponRoute } from '@/app/api/V2/apply-coupon/route';
import { GET as cartRoute } from '@/app/api/V2/cart/route';
import { POST as cancelRoute } from '@/app/api/V2/cancellation-request/route';
import { POST as quoteRoute } from '@/app/api/V2/checkout-quote/route';
import { GET as orderDetailRoute } from '@/app/api/V2/order-detail/route';
import { POST as placeOrderRoute } from '@/app/api/V2/place-order/route';
import { GET as walletRoute } from '@/app/api/V2/prize-wallet/route';
import { getDb } from '@/lib/server/db/client';
import { giftRules, products, users } from '@/lib/server/db/schema';
import { listOutbox } from '@/lib/server/mail/outbox';
import { deliverNotifications } from '@/lib/server/services/notifications';
import { makeGame, spinAs } from '../games/support';
import { useTestDatabase } from '../support/database';
import { useTempOutbox } from '../support/isolation';
import { newSignedInUser } from '../support/users';
import { addressFor, call, checkoutBody, fillCart, giftProduct, slotIdOf, stockOf, type Customer } from './support';

// Issue 29 "Money and promises": a prize does what its name says (a free delivery makes the delivery line रू 0 whatever
// the method, within its cap; a free item is a line of the order at रू 0), and what comes free (a gift the order
// earned, a prize's item) is in every list of the order's lines: the cart, checkout's quote, the order, its mail and
// its SMS. Through the routes, on the seeded shop (New Baneshwor: delivery रू 100, free from रू 2,500 of goods; the
// Small White Teddy with Heart comes free from रू 5,000).

useTempOutbox();
useTestDatabase();

jest.spyOn(console, 'warn').mockImplementation(() => {});

let phones = 0;
type Shopper = Customer & { email: string; phone: string; addressId: number };

async function shopperWithPhone(): Promise<Shopper> {
  phones += 1;
  const phone = `986${String(phones).padStart(2, '0')}${String(Math.floor(Math.random() * 100_000)).padStart(5, '0')}`;
  const { id, token } = await newSignedInUser('prize', 'Sita Sharma', { emailConfirmedAt: new Date(), phone });
  const [user] = await getDb().select({ email: users.email }).from(users).where(eq(users.id, id));
  return { userId: id, token, headers: { authorization: `Bearer ${token}` }, email: user!.email!, phone, addressId: await addressFor(id) };
}

/** A plain gift in stock priced between `min` and `max` rupees (not on sale, not urgent). */
async function giftPriced(min: number, max: number) {
  const [row] = await getDb()
    .select()
    .from(products)
    .where(and(eq(products.type, 'product'), eq(products.isActive, true), gte(products.stock, 25), isNull(products.salePrice), eq(products.isUrgent, false), gte(products.price, min * 100), lt(products.price, max * 100)))
    .orderBy(products.id)
    .limit(1);
  if (!row) throw new Error(`seed has no plain gift between रू ${min} and रू ${max}`);
  return row;
}

const apply = (c: Customer, code: string) => call(applyCouponRoute, '/api/V2/apply-coupon', c, { body: { code } });
const quote = (c: Customer, body: unknown) => call(quoteRoute, '/api/V2/checkout-quote', c, { body });
const place = (c: Customer, body: unknown) => call(placeOrderRoute, '/api/V2/place-order', c, { body });
const detail = (c: Customer, orderId: number) => call(orderDetailRoute, `/api/V2/order-detail?orderId=${orderId}`, c);
const walletOf = async (c: Customer) => (await call(walletRoute, '/api/V2/prize-wallet', c)).body.data.prizes as Array<{ code: string; state: string; description: string }>;
const express = async (addressId: number) => checkoutBody(addressId, { deliveryMethod: 'express', slotId: await slotIdOf('express', '2 PM – 4 PM') });

/** The order's mail and SMS in the outbox, once sent. */
async function messagesOf(order: { number: string }, shopper: Shopper) {
  await deliverNotifications();
  const all = await listOutbox();
  const mail = all.find((m) => m.channel === 'email' && m.to === shopper.email && m.text.includes(order.number));
  const sms = all.find((m) => m.channel === 'sms' && m.to === shopper.phone && m.text.includes(order.number));
  if (!mail || !sms) throw new Error(`no mail or SMS for ${order.number}`);
  return { mail: mail.text, sms: sms.text };
}

async function winPrize(shopper: Shopper, prize: Parameters<typeof makeGame>[0]['prizes'][number]): Promise<string> {
  const { slug } = await makeGame({ prizes: [prize] });
  const spun = await spinAs(shopper, slug);
  expect(spun.status).toBe(201);
  return spun.body.data.wallet.code as string;
}

describe('a free-delivery prize', () => {
  it('makes the delivery line रू 0 whatever the method, in the wallet, the cart, the quote, the order and its mail', async () => {
    const shopper = await shopperWithPhone();
    const product = await giftPriced(800, 2000);
    await fillCart(shopper.userId, product.id, 1);
    const code = await winPrize(shopper, { label: 'Free delivery', kind: 'free_delivery', weight: 1 });
    expect((await walletOf(shopper))[0]).toMatchObject({ code, description: 'Free delivery' });

    const applied = await apply(shopper, code);
    expect(applied.status).toBe(200);
    expect(applied.body.data.coupon).toMatchObject({ code, valid: true, kind: 'free_delivery', gives: 'Free delivery', discount: 0 });
    // Nothing comes off the items: what it gives is the delivery.
    expect(applied.body.data.totals).toMatchObject({ discount: 0, total: product.price });

    const standard = await quote(shopper, await checkoutBody(shopper.addressId));
    expect(standard.status).toBe(200);
    expect(standard.body.data.totals).toMatchObject({ subtotal: product.price, discount: 0, deliveryCharge: 0, deliveryDiscount: 10_000, total: product.price });
    expect(standard.body.data.delivery.chargeInfo).toContain(`Your free delivery code ${code} takes off the whole रू 100.`);
    // Express adds रू 150 to the place's रू 100: free all the same.
    const fast = await express(shopper.addressId);
    const quoted = await quote(shopper, fast);
    expect(quoted.body.data.totals).toMatchObject({ discount: 0, deliveryCharge: 0, deliveryDiscount: 25_000, total: product.price });

    const placed = await place(shopper, fast);
    expect(placed.status).toBe(201);
    expect(placed.body.data.totals).toEqual(quoted.body.data.totals);
    const order = (await detail(shopper, placed.body.data.id)).body.data;
    expect(order.totals).toMatchObject({ discount: 0, deliveryCharge: 0, deliveryDiscount: 25_000, total: product.price });
    expect(order.couponCode).toBe(code);
    expect((await walletOf(shopper))[0]).toMatchObject({ code, state: 'redeemed' });

    const { mail } = await messagesOf(order, shopper);
    expect(mail).toContain(`Delivery: Free (Your free delivery code ${code}: the whole रू 250 off.)`);
    expect(mail).not.toContain('Discount');
  });

  it('takes off no more than its cap, and its words say the cap', async () => {
    const shopper = await shopperWithPhone();
    const product = await giftPriced(800, 2000);
    await fillCart(shopper.userId, product.id, 1);
    const code = await winPrize(shopper, { label: 'Free delivery up to रू 150', kind: 'free_delivery', maxDiscount: 15_000, weight: 1 });
    expect((await walletOf(shopper))[0]).toMatchObject({ code, description: 'Free delivery (up to रू 150)' });
    expect((await apply(shopper, code)).body.data.coupon).toMatchObject({ valid: true, gives: 'Free delivery (up to रू 150)' });

    // Standard (रू 100): all of it. Express (रू 250): रू 150 off, रू 100 still to pay.
    expect((await quote(shopper, await checkoutBody(shopper.addressId))).body.data.totals).toMatchObject({ deliveryCharge: 0, deliveryDiscount: 10_000 });
    const placed = await place(shopper, await express(shopper.addressId));
    expect(placed.status).toBe(201);
    expect(placed.body.data.totals).toMatchObject({ discount: 0, deliveryCharge: 10_000, deliveryDiscount: 15_000, total: product.price + 10_000 });
    const { mail } = await messagesOf(placed.body.data, shopper);
    expect(mail).toContain(`Delivery: रू 100 (Your free delivery code ${code}: रू 150 off the रू 250.)`);
  });

  it('is not spent on an order whose delivery is free already: it stays in the wallet', async () => {
    const shopper = await shopperWithPhone();
    const product = await giftPriced(2500, 4500);
    await fillCart(shopper.userId, product.id, 1);
    const code = await winPrize(shopper, { label: 'Free delivery', kind: 'free_delivery', weight: 1 });
    expect((await apply(shopper, code)).status).toBe(200);
    const quoted = await quote(shopper, await checkoutBody(shopper.addressId));
    expect(quoted.body.data.totals).toMatchObject({ deliveryCharge: 0, deliveryDiscount: 0 });
    expect(quoted.body.data.delivery.chargeInfo).toContain(`your free delivery code ${code} is not used on this order`);
    expect((await place(shopper, await checkoutBody(shopper.addressId))).status).toBe(201);
    expect((await walletOf(shopper))[0]).toMatchObject({ code, state: 'won' });
  });
});

describe('a free-item prize', () => {
  it('puts its product in the order at रू 0 (the cart, the quote, the order, the mail and the SMS), taking and giving back its stock', async () => {
    const shopper = await shopperWithPhone();
    const product = await giftPriced(800, 2000);
    const box = await giftProduct(4);
    await fillCart(shopper.userId, product.id, 1);
    const code = await winPrize(shopper, { label: 'Free gift box', kind: 'free_item', productId: box.id, weight: 1 });
    const words = `A free ${box.name} with your order`;
    expect((await walletOf(shopper))[0]).toMatchObject({ code, description: words });

    const applied = await apply(shopper, code);
    expect(applied.body.data.coupon).toMatchObject({ valid: true, kind: 'free_item', gives: words, discount: 0 });
    const prizeLine = { kind: 'prize', productId: box.id, name: box.name, quantity: 1, unitPrice: 0, lineTotal: 0, note: `Your prize ${code}` };
    expect(applied.body.data.lines).toEqual([expect.objectContaining({ kind: 'product', productId: product.id }), expect.objectContaining(prizeLine)]);
    expect(applied.body.data.totals).toMatchObject({ discount: 0, total: product.price });

    const quoted = await quote(shopper, await checkoutBody(shopper.addressId));
    expect(quoted.body.data.lines).toContainEqual(expect.objectContaining(prizeLine));
    const stockBefore = await stockOf(box.id);
    const placed = await place(shopper, await checkoutBody(shopper.addressId));
    expect(placed.status).toBe(201);
    expect(placed.body.data.totals).toMatchObject({ subtotal: product.price, discount: 0, total: product.price + 10_000 });
    expect(placed.body.data.items).toEqual([expect.objectContaining({ kind: 'product', productId: product.id }), expect.objectContaining(prizeLine)]);
    expect(placed.body.data.itemCount).toBe(1);
    expect(await stockOf(box.id)).toBe(stockBefore - 1);
    expect((await walletOf(shopper))[0]).toMatchObject({ code, state: 'redeemed' });

    const { mail, sms } = await messagesOf(placed.body.data, shopper);
    expect(mail).toContain(`${box.name} × 1 — रू 0 (free: Your prize ${code})`);
    expect(sms).toContain(`free: ${box.name.slice(0, 30)}`);

    const cancelled = await call(cancelRoute, '/api/V2/cancellation-request', shopper, { body: { orderId: placed.body.data.id, reasonId: 1 } });
    expect(cancelled.status).toBe(200);
    expect(await stockOf(box.id)).toBe(stockBefore);
    expect((await walletOf(shopper))[0]).toMatchObject({ code, state: 'won' });
  });
});

describe('a free gift the order earned', () => {
  it('is a line of the cart, the quote, the order page, the mail and the SMS at रू 0, and leaves the shelf with the order', async () => {
    const [rule] = await getDb().select().from(giftRules).where(eq(giftRules.active, true)).orderBy(giftRules.thresholdPaisa).limit(1);
    const [teddy] = await getDb().select().from(products).where(eq(products.id, rule!.productId));
    const shopper = await shopperWithPhone();
    const product = await giftPriced(1000, 2400);
    await fillCart(shopper.userId, product.id, Math.ceil(rule!.thresholdPaisa / product.price));
    const giftLine = { kind: 'gift', productId: teddy!.id, name: teddy!.name, quantity: 1, unitPrice: 0, lineTotal: 0, note: rule!.title };

    const cart = await call(cartRoute, '/api/V2/cart', shopper);
    expect(cart.body.data.gifts[0]).toMatchObject({ productId: teddy!.id, unlocked: true });
    expect(cart.body.data.lines).toContainEqual(expect.objectContaining(giftLine));
    const quoted = await quote(shopper, await checkoutBody(shopper.addressId));
    expect(quoted.body.data.lines).toContainEqual(expect.objectContaining(giftLine));

    const teddyStock = await stockOf(teddy!.id);
    const placed = await place(shopper, await checkoutBody(shopper.addressId));
    expect(placed.status).toBe(201);
    const order = (await detail(shopper, placed.body.data.id)).body.data;
    expect(order.items).toEqual([expect.objectContaining({ kind: 'product', productId: product.id }), expect.objectContaining(giftLine)]);
    // The gift costs nothing: the totals are the paid items' (and it is not counted as one of them).
    expect(order.totals.subtotal).toBe(product.price * order.itemCount);
    expect(await stockOf(teddy!.id)).toBe(teddyStock - 1);

    const { mail, sms } = await messagesOf(order, shopper);
    expect(mail).toContain(`${teddy!.name} × 1 — रू 0 (free: ${rule!.title})`);
    expect(sms).toContain(`free: ${teddy!.name}`);
  });
});
