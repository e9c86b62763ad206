import { eq } from 'drizzle-orm';
import { DELETE as removeCoupon, POST as applyCoupon } from '@/app/api/V2/apply-coupon/route';
import { POST as redeemVoucher } from '@/app/api/V2/redeem-voucher/route';
import { POST as updateQuantity } from '@/app/api/V2/update-cart-quantity/route';
import { getDb } from '@/lib/server/db/client';
import { couponRedemptions, coupons, vouchers } from '@/lib/server/db/schema';
import { useTestDatabase } from '../support/database';
import { plainProduct, setProduct } from './fixtures';
import { Shopper } from './visitor';

useTestDatabase();

const coupon = (visitor: Shopper, code: string) => visitor.call(applyCoupon, '/api/V2/apply-coupon', { body: { code } });
const voucher = (visitor: Shopper, code: string) => visitor.call(redeemVoucher, '/api/V2/redeem-voucher', { body: { code } });

/** A shopper whose cart is worth exactly `rupees` (one product whose price is set to it). */
async function shopperWithCart(rupees: number, quantity = 1) {
  const product = await plainProduct();
  await setProduct(product.id, { price: (rupees * 100) / quantity });
  const visitor = new Shopper();
  const res = await visitor.add({ productId: product.id, quantity });
  return { visitor, product, cartItemId: res.body.data.cartItems[0].cartItemId as number };
}

async function couponId(code: string) {
  const [row] = await getDb().select().from(coupons).where(eq(coupons.code, code));
  if (!row) throw new Error(`no coupon ${code}`);
  return row.id;
}

describe('POST apply-coupon', () => {
  it('takes 10% off with DASHAIN10, capped at Rs 500, typed in any case', async () => {
    const { visitor } = await shopperWithCart(2000);
    const res = await coupon(visitor, ' dashain10 ');
    expect(res.status).toBe(200);
    expect(res.body.data.coupon).toMatchObject({ code: 'DASHAIN10', valid: true, discount: 20000 });
    expect(res.body.data.totals).toMatchObject({ subtotal: 200000, discount: 20000, total: 180000 });

    const { visitor: big } = await shopperWithCart(9000);
    const capped = await coupon(big, 'DASHAIN10');
    expect(capped.body.data.totals.discount).toBe(50000);
  });

  it('says how much more to add when the cart is below the minimum', async () => {
    const { visitor } = await shopperWithCart(4200);
    const res = await coupon(visitor, 'TIHAR500');
    expect(res.status).toBe(422);
    expect(res.body.error.message).toBe('Add रू 800 more to use this code.');
    expect(res.body.error.fields.code).toBe('Add रू 800 more to use this code.');
    expect((await visitor.cart()).body.data.coupon).toBeNull();
  });

  it('refuses unknown, expired and not-yet-started codes with their reasons', async () => {
    const { visitor } = await shopperWithCart(3000);
    expect((await coupon(visitor, 'FREECAKE')).body.error.message).toBe('This code does not exist. Check the spelling and try again.');
    const expired = await coupon(visitor, 'TEEJ2024');
    expect(expired.status).toBe(422);
    expect(expired.body.error.message).toBe('This code expired on 7 Sep 2024.');
    // The seed starts this one on the next Nepali New Year at least a month away (whatever day the tests run).
    const early = await coupon(visitor, 'NAYABARSA');
    expect(early.status).toBe(422);
    const year = Number(early.body.error.message.match(/^This code can be used from 14 Apr (\d{4})\.$/)?.[1]);
    const thisYear = new Date().getUTCFullYear();
    expect([thisYear, thisYear + 1]).toContain(year);
    expect((await coupon(visitor, '')).status).toBe(400);
  });

  it('refuses a code that is used up, and a per-customer code for guests and repeat customers', async () => {
    const { visitor } = await shopperWithCart(3000);
    const id = await couponId('DASHAIN10');
    await getDb().update(coupons).set({ usageLimit: 2 }).where(eq(coupons.id, id));
    await getDb().insert(couponRedemptions).values([{ couponId: id, discount: 100 }, { couponId: id, discount: 100 }]);
    expect((await coupon(visitor, 'DASHAIN10')).body.error.message).toBe('This code has been used up.');

    expect((await coupon(visitor, 'WELCOME100')).body.error.message).toMatch(/^Log in to use this code/);
    const userId = await visitor.logIn();
    expect((await coupon(visitor, 'WELCOME100')).status).toBe(200);
    await getDb().insert(couponRedemptions).values({ couponId: await couponId('WELCOME100'), userId, discount: 10000 });
    const again = await visitor.cart();
    expect(again.body.data.coupon).toMatchObject({ code: 'WELCOME100', valid: false, reason: 'You have already used this code.', discount: 0 });
  });

  it('keeps a code that stops applying on the cart, marked invalid and worth nothing, until removed', async () => {
    const { visitor, cartItemId } = await shopperWithCart(6000, 2);
    expect((await coupon(visitor, 'TIHAR500')).body.data.totals.discount).toBe(50000);
    const res = await visitor.call(updateQuantity, '/api/V2/update-cart-quantity', { body: { cartItemId, quantity: 1 } });
    expect(res.body.data.coupon).toMatchObject({ code: 'TIHAR500', valid: false, reason: 'Add रू 2,000 more to use this code.' });
    expect(res.body.data.totals).toMatchObject({ discount: 0, total: 300000 });
    const removed = await visitor.call(removeCoupon, '/api/V2/apply-coupon', { method: 'DELETE' });
    expect(removed.body.data.coupon).toBeNull();
  });
});

describe('POST redeem-voucher', () => {
  it('needs a customer (401 for guests)', async () => {
    const { visitor } = await shopperWithCart(1500);
    const res = await voucher(visitor, 'UG-GIFT-500-PKR');
    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe('User is not authenticated');
  });

  it('puts the voucher value on the cart, and refuses codes that are unknown, expired or claimed by someone else', async () => {
    const { visitor } = await shopperWithCart(1500);
    await visitor.logIn();
    const res = await voucher(visitor, 'ug-gift-500-pkr');
    expect(res.status).toBe(200);
    expect(res.body.data.voucher).toMatchObject({ code: 'UG-GIFT-500-PKR', amount: 50000, applied: 50000 });
    expect(res.body.data.totals).toMatchObject({ voucher: 50000, total: 100000 });

    expect((await voucher(visitor, 'NOPE')).status).toBe(422);
    expect((await voucher(visitor, 'UG-GIFT-300-OLD')).body.error.message).toBe('This voucher expired on 31 Dec 2024.');

    const other = new Shopper();
    await other.logIn('Hari Thapa');
    const taken = await voucher(other, 'UG-GIFT-500-PKR');
    expect(taken.status).toBe(422);
    expect(taken.body.error.message).toBe('This voucher has already been redeemed by another account.');

    await getDb().update(vouchers).set({ consumedAt: new Date() }).where(eq(vouchers.code, 'UG-GIFT-2000-BRT'));
    expect((await voucher(visitor, 'UG-GIFT-2000-BRT')).body.error.message).toBe('This voucher has already been used.');
    expect((await voucher(visitor, '')).status).toBe(400);
  });

  it('never takes the total below zero', async () => {
    const { visitor } = await shopperWithCart(600);
    await visitor.logIn();
    const res = await voucher(visitor, 'UG-GIFT-1000-KTM');
    expect(res.body.data.voucher).toMatchObject({ amount: 100000, applied: 60000 });
    expect(res.body.data.totals.total).toBe(0);
  });
});

describe('free gifts', () => {
  it('unlocks the gift above Rs 5,000 and says how far the next one is', async () => {
    const { visitor } = await shopperWithCart(4000);
    let gifts = (await visitor.cart()).body.data.gifts;
    expect(gifts[0]).toMatchObject({ threshold: 500000, unlocked: false, remaining: 100000 });
    const { visitor: richer } = await shopperWithCart(6000);
    gifts = (await richer.cart()).body.data.gifts;
    expect(gifts[0]).toMatchObject({ threshold: 500000, unlocked: true, remaining: 0 });
    expect(gifts[1]).toMatchObject({ threshold: 1000000, unlocked: false, remaining: 400000 });
  });
});
