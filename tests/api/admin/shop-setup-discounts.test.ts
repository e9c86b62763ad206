import { eq } from 'drizzle-orm';
import { POST as applyCoupon } from '@/app/api/V2/apply-coupon/route';
import { POST as redeemVoucher } from '@/app/api/V2/redeem-voucher/route';
import { couponRedemptions, coupons, vouchers } from '@/lib/server/db/schema';
import { plainProduct, setProduct } from '../cart/fixtures';
import { Shopper } from '../cart/visitor';
import { useTestDatabase } from '../support/database';
import { newSignedInUser, newStaffMember } from '../support/users';
import { auditOf, setup, unique } from './shop-setup-support';

// /admin/setup, discounts (issue 25): the editor writes coupons and gift vouchers (amounts typed in rupees, kept in
// paisa; windows typed in Kathmandu time). How a code applies to a cart is the cart's rule alone
// (lib/domain/cart-rules.ts): these tests set a row up here and watch the cart apply it, then refuse it.

const { db } = useTestDatabase();

const coupon = (visitor: Shopper, code: string) => visitor.call(applyCoupon, '/api/V2/apply-coupon', { body: { code } });

/** A shopper whose cart is worth exactly `rupees`. */
async function shopperWithCart(rupees: number) {
  const product = await plainProduct();
  await setProduct(product.id, { price: rupees * 100 });
  const visitor = new Shopper();
  await visitor.add({ productId: product.id, quantity: 1 });
  return visitor;
}

const percentCoupon = (code: string, extra: Record<string, unknown> = {}) => ({
  code,
  description: 'Setup test: 15% off up to रू 300.',
  kind: 'percent',
  percent: 15,
  minSubtotal: 1000,
  maxDiscount: 300,
  startsAt: '2020-01-01T00:00',
  endsAt: '2099-12-31T23:59',
  usageLimit: '',
  perUserLimit: '',
  ...extra,
});

describe('coupons', () => {
  it('the editor adds a percent coupon in rupees (kept in paisa); a shopper applies it typed in any case', async () => {
    const editor = await newStaffMember('editor');
    const code = unique('BUWA').toUpperCase();
    const res = await setup.create(editor, 'coupons', percentCoupon(code.toLowerCase()));
    expect(res.status).toBe(201);
    expect(res.body.data.row).toMatchObject({ code, kind: 'percent', value: 15, minSubtotal: 100000, maxDiscount: 30000, usageLimit: null, active: true, ownerUserId: null });
    // The window is Kathmandu wall time: 2020-01-01 00:00 in Kathmandu is 2019-12-31 18:15 UTC.
    expect(res.body.data.row.startsAt).toBe('2019-12-31T18:15:00.000Z');

    const visitor = await shopperWithCart(2000);
    const applied = await coupon(visitor, code.toLowerCase());
    expect(applied.status).toBe(200);
    expect(applied.body.data.coupon).toMatchObject({ code, valid: true, discount: 30000 });
    expect(applied.body.data.totals).toMatchObject({ subtotal: 200000, discount: 30000, total: 170000 });
    expect((await auditOf('coupon', res.body.data.row.id))[0]).toMatchObject({ action: 'coupon.create', summary: `Coupon ${code} added` });
  });

  it('a flat coupon takes its rupees off; after its window (Kathmandu day) and past its limit the cart refuses it with the reason', async () => {
    const editor = await newStaffMember('editor');
    const code = unique('FLAT').toUpperCase();
    const form = { code, kind: 'flat', amount: 250, minSubtotal: 500, usageLimit: 1, startsAt: '', endsAt: '' };
    const { row } = (await setup.create(editor, 'coupons', form)).body.data;
    expect(row).toMatchObject({ value: 25000, startsAt: null, endsAt: null, usageLimit: 1 });

    const visitor = await shopperWithCart(1200);
    expect((await coupon(visitor, code)).body.data.totals).toMatchObject({ discount: 25000, total: 95000 });

    // The window closed at 23:59 Kathmandu on 31 Jan 2024 (18:14 UTC): the cart says the Kathmandu day.
    expect((await setup.edit(editor, 'coupons', row.id, { ...form, startsAt: '2024-01-01T00:00', endsAt: '2024-01-31T23:59' })).status).toBe(200);
    const [stored] = await db().select().from(coupons).where(eq(coupons.id, row.id));
    expect(stored!.endsAt!.toISOString()).toBe('2024-01-31T18:14:00.000Z');
    const expired = await coupon(await shopperWithCart(1200), code);
    expect(expired.status).toBe(422);
    expect(expired.body.error.message).toBe('This code expired on 31 Jan 2024.');
    expect((await visitor.cart()).body.data.coupon).toMatchObject({ valid: false, reason: 'This code expired on 31 Jan 2024.', discount: 0 });

    expect((await setup.edit(editor, 'coupons', row.id, form)).status).toBe(200);
    await db().insert(couponRedemptions).values({ couponId: row.id, discount: 25000 });
    expect((await coupon(await shopperWithCart(1200), code)).body.error.message).toBe('This code has been used up.');

    // Used once: it cannot be deleted (orders name it); switching it off is the way, and the cart says so.
    const used = await setup.remove(editor, 'coupons', row.id);
    expect(used.status).toBe(409);
    expect(used.body.error.message).toBe('This coupon is used by orders that used it, so it cannot be deleted. Hide it instead.');
    expect((await setup.edit(editor, 'coupons', row.id, { ...form, usageLimit: '' })).status).toBe(200);
    expect((await setup.visible(editor, 'coupons', row.id, false)).status).toBe(200);
    expect((await coupon(await shopperWithCart(1200), code)).body.error.message).toBe('This code is no longer available.');
    expect((await auditOf('coupon', row.id)).map((e) => e.action)).toEqual(['coupon.hide', 'coupon.update', 'coupon.update', 'coupon.update', 'coupon.create']);
  });

  it('refuses bad coupons by the field (400): percent out of 1–100, a flat without its amount, paisa fractions, a window ending before it starts', async () => {
    const editor = await newStaffMember('editor');
    const cases: Array<[Record<string, unknown>, string[]]> = [
      [percentCoupon('PCT-ZERO', { percent: 0 }), ['percent']],
      [percentCoupon('PCT-BIG', { percent: 101, minSubtotal: -1 }), ['minSubtotal', 'percent']],
      [{ code: 'FLAT-NONE', kind: 'flat' }, ['amount']],
      [{ code: 'FLAT-PAISA', kind: 'flat', amount: 10.005 }, ['amount']],
      [percentCoupon('WINDOW', { startsAt: '2025-10-10T10:00', endsAt: '2025-10-01T10:00' }), ['endsAt']],
      [percentCoupon('BADTIME', { startsAt: '2025-02-30T10:00' }), ['startsAt']],
      [percentCoupon('x!'), ['code']],
      [{ code: 'FREEBIE', kind: 'free_item' }, ['productId']],
    ];
    for (const [body, fields] of cases) {
      const res = await setup.create(editor, 'coupons', body);
      expect({ code: body.code, status: res.status, fields: Object.keys(res.body.error?.fields ?? {}).sort() }).toEqual({ code: body.code, status: 400, fields });
    }
    expect(await db().select().from(coupons).where(eq(coupons.code, 'WINDOW'))).toHaveLength(0);
  });

  it('a code taken (in any case) is a 409; the code cannot change once made; a personal prize code is not the setup’s', async () => {
    const editor = await newStaffMember('editor');
    const taken = await setup.create(editor, 'coupons', percentCoupon('dashain10'));
    expect(taken.status).toBe(409);
    expect(taken.body.error.fields.code).toBe('A coupon with this code already exists. Choose another code.');

    const code = unique('KEEP').toUpperCase();
    const { row } = (await setup.create(editor, 'coupons', percentCoupon(code))).body.data;
    const renamed = await setup.edit(editor, 'coupons', row.id, percentCoupon(`${code}X`));
    expect(renamed.status).toBe(400);
    expect(renamed.body.error.fields.code).toMatch(/^The code cannot change/);

    const owner = await newSignedInUser('winner', 'Prize Winner');
    const [personal] = await db().insert(coupons).values({ code: unique('PRIZE').toUpperCase(), kind: 'flat', value: 10000, ownerUserId: owner.id }).returning();
    expect((await setup.edit(editor, 'coupons', personal!.id, percentCoupon(personal!.code))).status).toBe(404);
    const listed = (await setup.list(editor, 'coupons')).body.data.rows as Array<{ id: number }>;
    expect(listed.map((c) => c.id)).not.toContain(personal!.id);
  });

  it('lists the shop’s codes newest first, 50 at a time, with how often each was used, and finds one by its first letters', async () => {
    const editor = await newStaffMember('editor');
    const prefix = unique('PAGE').toUpperCase();
    for (let i = 0; i < 3; i++) await setup.create(editor, 'coupons', percentCoupon(`${prefix}-${i}`));
    const found = await setup.list(editor, 'coupons', `?q=${prefix.toLowerCase()}`);
    expect(found.body.data.rows.map((c: { code: string }) => c.code)).toEqual([`${prefix}-2`, `${prefix}-1`, `${prefix}-0`]);
    expect(found.body.data.rows[0].used).toBe(0);
    const first = (await setup.list(editor, 'coupons')).body.data;
    if (first.next !== null) {
      const second = (await setup.list(editor, 'coupons', `?after=${first.next}`)).body.data;
      expect(second.rows[0].id).toBeLessThan(first.next);
    }
    expect((await setup.list(editor, 'coupons', '?after=abc')).status).toBe(400);
  });
});

describe('vouchers', () => {
  it('the editor issues a voucher in rupees; a customer claims it on their cart; then its amount is theirs and it cannot be deleted', async () => {
    const editor = await newStaffMember('editor');
    const code = unique('UG-GIFT').toUpperCase();
    const created = await setup.create(editor, 'vouchers', { code, amount: 750, expiresAt: '2099-12-31T23:59' });
    expect(created.status).toBe(201);
    const { row } = created.body.data;
    expect(row).toMatchObject({ amount: 75000, redeemedByUserId: null });

    const visitor = await shopperWithCart(2000);
    await visitor.logIn();
    const claimed = await visitor.call(redeemVoucher, '/api/V2/redeem-voucher', { body: { code } });
    expect(claimed.status).toBe(200);
    expect(claimed.body.data.voucher).toMatchObject({ code, amount: 75000, applied: 75000 });

    const raised = await setup.edit(editor, 'vouchers', row.id, { code, amount: 1000, expiresAt: '2099-12-31T23:59' });
    expect(raised.status).toBe(409);
    expect(raised.body.error.fields.amount).toBe('A customer has claimed this voucher: its amount cannot change.');
    expect((await setup.edit(editor, 'vouchers', row.id, { code, amount: 750, expiresAt: '2099-06-30T23:59' })).status).toBe(200);
    expect((await setup.remove(editor, 'vouchers', row.id)).body.error.message).toBe('This voucher is used by a customer who claimed it, so it cannot be deleted.');

    const spare = (await setup.create(editor, 'vouchers', { code: unique('UG-SPARE').toUpperCase(), amount: 100 })).body.data.row;
    expect((await setup.remove(editor, 'vouchers', spare.id)).status).toBe(200);
    expect(await db().select().from(vouchers).where(eq(vouchers.id, spare.id))).toHaveLength(0);
    expect((await setup.create(editor, 'vouchers', { code, amount: 100 })).status).toBe(409);
    expect((await setup.create(editor, 'vouchers', { code: 'UG-ZERO-1', amount: 0 })).body.error.fields.amount).toBe('Amount is more than रू 0');
  });
});
