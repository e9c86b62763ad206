import { NextRequest } from 'next/server';
import { POST as addShippingAddress } from '@/app/api/V2/add-shipping-address/route';
import { POST as addToCart } from '@/app/api/V2/add-to-cart/route';
import { POST as cakeAccessory } from '@/app/api/V2/cake-accessory/route';
import { GET as calculatePrice } from '@/app/api/V2/calculate-product-price/route';
import { GET as cart } from '@/app/api/V2/cart/route';
import { POST as cartNote } from '@/app/api/V2/cart-note/route';
import { GET as category } from '@/app/api/V2/category/[slug]/route';
import { GET as minPound } from '@/app/api/V2/get-min-pound/route';
import { POST as loginCheck } from '@/app/api/V2/login/check/route';
import { GET as multiple } from '@/app/api/V2/multiple/route';
import { GET as product } from '@/app/api/V2/product/[idOrSlug]/route';
import { GET as quickInfo } from '@/app/api/V2/product/quick-info/[id]/route';
import { POST as redeemVoucher } from '@/app/api/V2/redeem-voucher/route';
import { GET as search } from '@/app/api/V2/search/route';
import { GET as suggestedCakes } from '@/app/api/V2/suggested-cakes/route';
import { POST as updateCartQuantity } from '@/app/api/V2/update-cart-quantity/route';
import { POST as updateProfile } from '@/app/api/V2/update-profile/route';
import { GET as userProfile } from '@/app/api/V2/user-profile/route';
import { POST as signup } from '@/app/api/V2/user-signup/route';
import { handle, UNCHECKED_INPUT_LOG } from '@/lib/server/http/respond';
import { UNSAFE_TEXT_MESSAGE } from '@/lib/validation/text';
import { plainProduct } from '../cart/fixtures';
import { callRoute } from '../support/call-route';
import { useTestDatabase } from '../support/database';
import { newSignedInUser } from '../support/users';

// Issue 11 §5: each reproduction that answered 500 (found by hand and by the endpoint fuzzer, tests/api/fuzz) is a
// 4xx JSON envelope now, because the shared schemas refuse the input before any service or query sees it.

useTestDatabase();

const ORIGIN = 'http://localhost:3000';
type Handler = Parameters<typeof callRoute>[0];

function post(handler: Handler, url: string, body: unknown, headers: Record<string, string> = {}) {
  return callRoute(handler, { url, method: 'POST', body, headers: { origin: ORIGIN, ...headers } });
}

function expectFieldRefused(res: { status: number; body: { error?: { fields?: Record<string, string> } } }, field: string, message = UNSAFE_TEXT_MESSAGE) {
  expect({ status: res.status, message: res.body.error?.fields?.[field] }).toEqual({ status: 400, message });
}

describe('text with a NUL, another control character or a lone surrogate', () => {
  it('is refused by the field in every kind of text input: login, search, filters, cart, sign-up', async () => {
    expectFieldRefused(await post(loginCheck, '/api/V2/login/check', { identifier: 'a\u0000b' }), 'identifier');
    expectFieldRefused(await callRoute(search, { url: '/api/V2/search?q=a%00b' }), 'q');
    expectFieldRefused(await callRoute(search, { url: `/api/V2/search?q=${encodeURIComponent('cake\u0007')}` }), 'q');
    for (const filter of ['brand', 'size', 'color', 'tags']) {
      const res = await callRoute(category, { url: `/api/V2/category/cakes?${filter}=a%00b`, params: { slug: 'cakes' } });
      expectFieldRefused(res, `${filter}.0`);
    }
    expectFieldRefused(await post(cartNote, '/api/V2/cart-note', { note: 'Ring the bell\u0000' }), 'note');
    const gift = await plainProduct();
    expectFieldRefused(await post(addToCart, '/api/V2/add-to-cart', { productId: gift.id, options: { message: 'Happy\u0000Birthday' } }), 'options.message');
    expectFieldRefused(await post(addToCart, '/api/V2/add-to-cart', { productId: gift.id, options: { message: 'Happy \ud83c Birthday' } }), 'options.message');
    expectFieldRefused(
      await post(signup, '/api/V2/user-signup', { name: 'Sita\u0000', username: 'sita_nul', email: 'sita.nul@example.com', password: 'yak cheese tastes good' }),
      'name',
    );
  });

  it('is refused in a customer’s profile name, voucher code and address fields', async () => {
    const { token } = await newSignedInUser('hostile', 'Sita Sharma');
    const bearer = { authorization: `Bearer ${token}` };
    expectFieldRefused(await post(redeemVoucher, '/api/V2/redeem-voucher', { code: 'GIFT\u0000' }, bearer), 'code');
    expectFieldRefused(await post(updateProfile, '/api/V2/update-profile', { name: 'Sita\u0000Sharma' }, bearer), 'name');
    const address = { deliveryLocationId: 1, alias: 'Home', receiverName: 'Aama Sharma', phoneNumber: '9841234567', landmark: 'Blue gate' };
    for (const field of ['alias', 'receiverName', 'landmark']) {
      expectFieldRefused(await post(addShippingAddress, '/api/V2/add-shipping-address', { ...address, [field]: 'a\u0000b' }, bearer), field);
    }
    expectFieldRefused(await post(addShippingAddress, '/api/V2/add-shipping-address', { ...address, landmark: 'gate \udc00' }, bearer), 'landmark');
    // Nothing was stored: the customer still has no address, and the name is unchanged.
    const profile = await callRoute(userProfile, { url: '/api/V2/user-profile', headers: bearer });
    expect(profile.body.data.user.name).toBe('Sita Sharma');
  });
});

describe('ids past PostgreSQL’s integer range (2,147,483,647)', () => {
  const TOO_BIG = '2147483648';

  it('are a 400 wherever an id is read: path, query or body', async () => {
    const answers = [
      await callRoute(product, { url: `/api/V2/product/${TOO_BIG}`, params: { idOrSlug: TOO_BIG } }),
      await callRoute(quickInfo, { url: `/api/V2/product/quick-info/${TOO_BIG}`, params: { id: TOO_BIG } }),
      await callRoute(multiple, { url: `/api/V2/multiple?ids=1,${TOO_BIG}` }),
      await callRoute(calculatePrice, { url: `/api/V2/calculate-product-price?productId=${TOO_BIG}&pound=1` }),
      await callRoute(minPound, { url: `/api/V2/get-min-pound?productId=${TOO_BIG}` }),
      await callRoute(suggestedCakes, { url: `/api/V2/suggested-cakes?productId=${TOO_BIG}` }),
      await post(addToCart, '/api/V2/add-to-cart', { productId: Number(TOO_BIG) }),
      await post(cakeAccessory, '/api/V2/cake-accessory', { id: Number(TOO_BIG) }),
      await post(updateCartQuantity, '/api/V2/update-cart-quantity', { cartItemId: Number(TOO_BIG), quantity: 1 }),
    ];
    expect(answers.map((res) => res.status)).toEqual(Array(answers.length).fill(400));
    for (const res of answers) expect(res.body.error.code).toBe('validation_error');
  });

  it('stop exactly there: the largest integer id is a well-formed id that simply does not exist', async () => {
    const max = '2147483647';
    expect((await callRoute(product, { url: `/api/V2/product/${max}`, params: { idOrSlug: max } })).status).toBe(404);
    expect((await callRoute(quickInfo, { url: `/api/V2/product/quick-info/${max}`, params: { id: max } })).status).toBe(404);
    expect((await post(addToCart, '/api/V2/add-to-cart', { productId: Number(max) })).status).toBe(404);
  });
});

describe('an unreadable session cookie', () => {
  it('is no session: the cart answers as to a guest, the profile asks to log in', async () => {
    for (const cookie of ['ug_session=%', 'ug_session=%E0%A4%A', 'ug_session=%E0%A4%A; ug_cart=%; ug_vid=%ff']) {
      const guestCart = await callRoute(cart, { url: '/api/V2/cart', headers: { cookie } });
      expect({ cookie, status: guestCart.status, items: guestCart.body.data?.cartItems }).toEqual({ cookie, status: 200, items: [] });
      const profile = await callRoute(userProfile, { url: '/api/V2/user-profile', headers: { cookie } });
      expect({ cookie, status: profile.status, code: profile.body.error?.code }).toEqual({ cookie, status: 401, code: 'unauthenticated' });
    }
  });

  it('does not spoil a valid Bearer token sent with it', async () => {
    const { token } = await newSignedInUser('hostile', 'Hari Thapa');
    const profile = await callRoute(userProfile, { url: '/api/V2/user-profile', headers: { cookie: 'ug_session=%', authorization: `Bearer ${token}` } });
    expect(profile.status).toBe(200);
    expect(profile.body.data.user.name).toBe('Hari Thapa');
  });
});

describe('the net under the schemas', () => {
  const call = (handler: ReturnType<typeof handle>) => handler(new NextRequest('http://localhost:3000/api/V2/x'), {});

  it('turns a value PostgreSQL refused (SQLSTATE class 22) into a 400 envelope, and logs that a schema missed it', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const refused = Object.assign(new Error('Failed query'), { cause: Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' }) });
    const res = await call(handle(async () => Promise.reject(refused)));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { message: expect.any(String), code: 'validation_error' } });
    expect(logged.mock.calls[0]?.[0]).toBe(UNCHECKED_INPUT_LOG);

    // Anything else is still our fault: a 500, never blamed on the client.
    const broken = Object.assign(new Error('relation "x" does not exist'), { code: '42P01' });
    expect((await call(handle(async () => Promise.reject(broken)))).status).toBe(500);
    logged.mockRestore();
  });
});
