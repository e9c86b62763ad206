import { eq } from 'drizzle-orm';
import { POST as quoteRoute } from '@/app/api/V2/checkout-quote/route';
import { POST as methodsRoute } from '@/app/api/V2/delivery-methods-time-slot/route';
import { formatNpr } from '@/lib/domain/money';
import { deliveryLocations } from '@/lib/server/db/schema';
import { useTestDatabase } from '../support/database';
import { addressFor, call, checkoutBody, fillCart, giftProduct, newCustomer, placeIdBySlug } from './support';

// Checkout's step 2 and its review price delivery the same way (issue 11 §2): with `cart: true` the methods are
// priced on the customer's own cart, so "Standard · रू 100" can no longer become "Delivery: Free" one step later.

const { db } = useTestDatabase();

type Method = { code: string; charge: number; chargeInfo: string; freeDelivery: boolean; timeSlots: { id: number; label: string; available: boolean }[] };

async function newBaneshwor() {
  const id = await placeIdBySlug('new-baneshwor');
  const [row] = await db().select().from(deliveryLocations).where(eq(deliveryLocations.id, id));
  if (!row || row.freeDeliveryAbove === null || row.charge === 0) throw new Error('New Baneshwor should charge for delivery below a threshold');
  return { id, charge: row.charge, threshold: row.freeDeliveryAbove };
}

/** A gift that costs less than the threshold alone, bought often enough to pass it. */
async function cartOverThreshold(threshold: number) {
  for (let offset = 0; offset < 20; offset += 1) {
    const product = await giftProduct(offset);
    if (product.price < threshold) return { product, quantity: Math.ceil(threshold / product.price) };
  }
  throw new Error('seed has no gift under the free-delivery threshold');
}

const methodsCall = (customer: Parameters<typeof call>[2], body: Record<string, unknown>) =>
  call(methodsRoute, '/api/V2/delivery-methods-time-slot', customer, { method: 'POST', body });

describe('delivery-methods-time-slot for checkout (cart: true)', () => {
  it('prices each method on the customer’s cart, exactly as checkout-quote then charges, and says why it is free', async () => {
    const place = await newBaneshwor();
    const { product, quantity } = await cartOverThreshold(place.threshold);
    const customer = await newCustomer();
    const addressId = await addressFor(customer.userId);
    await fillCart(customer.userId, product.id, quantity);
    const choice = await checkoutBody(addressId);
    const input = { locationId: place.id, deliveryDate: choice.deliveryDate, productIds: [product.id] };

    // Without the cart: one of the product at its shelf price, under the threshold, so the place's charge.
    const shelf = await methodsCall(customer, input);
    expect(shelf.status).toBe(200);
    expect((shelf.body.data.deliveryMethods as Method[]).find((m) => m.code === 'standard')?.charge).toBe(place.charge);

    const res = await methodsCall(customer, { ...input, cart: true });
    expect(res.status).toBe(200);
    const methods = res.body.data.deliveryMethods as Method[];
    const standard = methods.find((m) => m.code === 'standard');
    expect(standard).toMatchObject({ charge: 0, freeDelivery: true });
    expect(standard?.chargeInfo).toContain(`on orders of ${formatNpr(place.threshold, { compact: false })} or more`);

    // The review's quote for a standard slot charges what step 2 said, and so does every other method.
    for (const method of methods.filter((m) => m.timeSlots.some((s) => s.available))) {
      const slot = method.timeSlots.find((s) => s.available)!;
      const quote = await call(quoteRoute, '/api/V2/checkout-quote', customer, {
        method: 'POST',
        body: { addressId, deliveryDate: choice.deliveryDate, deliveryMethod: method.code, slotId: slot.id },
      });
      expect(quote.status).toBe(200);
      expect({ method: method.code, charge: quote.body.data.totals.deliveryCharge }).toEqual({ method: method.code, charge: method.charge });
    }
  });

  it('below the threshold both charge the place’s price and say how much more makes it free', async () => {
    const place = await newBaneshwor();
    const { product } = await cartOverThreshold(place.threshold);
    const customer = await newCustomer();
    const addressId = await addressFor(customer.userId);
    await fillCart(customer.userId, product.id, 1);
    const choice = await checkoutBody(addressId);
    const res = await methodsCall(customer, { locationId: place.id, deliveryDate: choice.deliveryDate, productIds: [product.id], cart: true });
    const standard = (res.body.data.deliveryMethods as Method[]).find((m) => m.code === 'standard');
    expect(standard).toMatchObject({ charge: place.charge, freeDelivery: false });
    expect(standard?.chargeInfo).toContain(`Add ${formatNpr(place.threshold - product.price, { compact: false })} more for free delivery.`);
    const quote = await call(quoteRoute, '/api/V2/checkout-quote', customer, { method: 'POST', body: { ...choice, paymentMethod: undefined, source: undefined } });
    expect(quote.body.data.totals.deliveryCharge).toBe(place.charge);
  });

  it('cart: true needs a session (401); a bad flag is a 400 by the field', async () => {
    const place = await newBaneshwor();
    const product = await giftProduct();
    const choice = await checkoutBody(1);
    const input = { locationId: place.id, deliveryDate: choice.deliveryDate, productIds: [product.id] };
    expect((await methodsCall(null, { ...input, cart: true })).status).toBe(401);
    const bad = await methodsCall(null, { ...input, cart: 'yes please' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toHaveProperty('cart');
  });
});
