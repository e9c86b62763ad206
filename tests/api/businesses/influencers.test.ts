import { eq } from 'drizzle-orm';
import { POST as cancelRoute } from '@/app/api/V2/cancellation-request/route';
import { GET as detailRoute } from '@/app/api/V2/influencer/[id]/route';
import { GET as listRoute } from '@/app/api/V2/influencers/route';
import { POST as placeOrderRoute } from '@/app/api/V2/place-order/route';
import { POST as registerRoute } from '@/app/api/V2/register-as-influencer/route';
import { POST as reviewRoute } from '@/app/api/dashboard/v1/staff/influencers/[id]/review/route';
import { GET as pendingRoute } from '@/app/api/dashboard/v1/staff/influencers/route';
import { influencers, orders } from '@/lib/server/db/schema';
import { applyCoupon, userCart } from '@/lib/server/services/cart';
import { getOwnInfluencer } from '@/lib/server/services/influencers';
import { advanceOrder } from '@/lib/server/services/orders';
import { addressFor, checkoutBody, fillCart, giftProduct, newCustomer, call as orderCall } from '../orders/support';
import { useTestDatabase } from '../support/database';
import { call, member, type Member } from './support';

// register-as-influencer → staff's review (or the demo's automatic approval) → the personal code, the members-only
// list and details, and orders placed with the code attributed to the influencer with exact counts and revenue.

delete process.env.REDIS_URL;
const { db } = useTestDatabase();
const REGISTER = '/api/V2/register-as-influencer';

const application = (overrides: Record<string, unknown> = {}) => ({
  instagramHandle: '@asha.bakes',
  instagramFollowers: 15200,
  tiktokHandle: 'ashabakes',
  tiktokFollowers: '3400',
  niche: 'cakes-and-baking',
  city: 'Kathmandu',
  pitch: 'I bake on camera every Saturday and my followers ask where to order when they cannot bake themselves.',
  ...overrides,
});

afterEach(() => {
  delete process.env.DEMO_MODE;
});

const register = (who: Member | null, body: unknown = application()) => call(registerRoute, REGISTER, who, { body });

describe('POST register-as-influencer', () => {
  it('says "User is not authenticated" without a token', async () => {
    const res = await register(null);
    expect([res.status, res.body.error.message]).toEqual([401, 'User is not authenticated']);
  });

  it('checks the handles, the follower minimum, the niche and the pitch', async () => {
    const who = await member();
    const none = await register(who, application({ instagramHandle: '', tiktokHandle: '' }));
    expect(none.body.error.fields).toEqual({ instagramHandle: 'Add at least one social account with its handle.' });
    const few = await register(who, application({ instagramFollowers: 100, tiktokFollowers: 50 }));
    expect(few.body.error.fields).toEqual({ instagramFollowers: 'You need at least 1,000 followers across your accounts to apply.' });
    const bad = await register(who, application({ instagramHandle: 'has space', niche: 'crypto', pitch: 'too short' }));
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(['instagramHandle', 'niche', 'pitch']);
  });

  it('files a pending application staff approve, which makes the personal code; reject switches it off', async () => {
    const who = await member('Asha Rai');
    const res = await register(who);
    expect(res.status).toBe(201);
    expect(res.body.data.influencer).toMatchObject({ status: 'pending', coupon: null, followerCount: 18600, orderCount: 0, revenue: 0 });
    expect(res.body.data.influencer.accounts).toEqual([
      { platform: 'instagram', label: 'Instagram', handle: 'asha.bakes', followers: 15200 },
      { platform: 'tiktok', label: 'TikTok', handle: 'ashabakes', followers: 3400 },
    ]);
    const id = res.body.data.influencer.id;
    const viewer = await member();
    expect((await call(detailRoute, '/x', viewer, { params: { id: String(id) } })).status).toBe(404); // pending: not listed

    expect((await call(reviewRoute, '/x', who, { params: { id: String(id) }, body: { decision: 'approve' } })).status).toBe(404);
    const staff = await member('Staff', { role: 'manager' });
    expect((await call(pendingRoute, '/x', who)).status).toBe(404);
    expect((await call(pendingRoute, '/x', staff)).body.data.influencers.map((i: { id: number }) => i.id)).toContain(id);
    const approved = await call(reviewRoute, '/x', staff, { params: { id: String(id) }, body: { decision: 'approve' } });
    expect(approved.body.data.influencer).toMatchObject({ status: 'approved', coupon: { code: expect.stringMatching(/^BIZ[A-Z0-9]+10$/) } });
    expect((await call(detailRoute, '/x', viewer, { params: { id: String(id) } })).body.data.influencer).toMatchObject({ id, name: 'Asha Rai', pitch: expect.any(String) });

    await call(reviewRoute, '/x', staff, { params: { id: String(id) }, body: { decision: 'reject', note: 'Follower numbers could not be checked.' } });
    const after = await getOwnInfluencer(who.id);
    expect(after).toMatchObject({ status: 'rejected', coupon: null, reviewNote: 'Follower numbers could not be checked.' });
    expect((await call(detailRoute, '/x', viewer, { params: { id: String(id) } })).status).toBe(404);
  });

  it('approves at once with a code in demo mode', async () => {
    process.env.DEMO_MODE = '1';
    const res = await register(await member());
    expect(res.body.data.influencer).toMatchObject({ status: 'approved', coupon: { code: expect.stringMatching(/10$/) } });
  });

  it('makes one application of five parallel taps; the rest are told they already applied', async () => {
    const who = await member();
    const answers = await Promise.all(Array.from({ length: 5 }, () => register(who)));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(answers.find((a) => a.status === 409)!.body.error.message).toMatch(/already applied/);
    expect(await db().select().from(influencers).where(eq(influencers.userId, who.id))).toHaveLength(1);
  });
});

describe('GET influencers and influencer/{id}', () => {
  it('needs a login: "User is not authenticated"', async () => {
    expect((await call(listRoute, '/api/V2/influencers', null)).body.error.message).toBe('User is not authenticated');
    expect((await call(detailRoute, '/x', null, { params: { id: '1' } })).body.error.message).toBe('User is not authenticated');
  });

  it('lists approved influencers by followers, filtered by niche and city, without email or phone', async () => {
    const viewer = await member();
    const all = await call(listRoute, '/api/V2/influencers', viewer);
    const counts = all.body.data.influencers.map((i: { followerCount: number }) => i.followerCount);
    expect(counts.length).toBeGreaterThanOrEqual(6);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(JSON.stringify(all.body)).not.toMatch(/@example\.com|"email"|"phone"/);

    const food = await call(listRoute, '/api/V2/influencers?niche=food', viewer);
    expect(food.body.data.influencers.map((i: { username: string }) => i.username)).toEqual(['bimala.sherchan']);
    expect(food.body.data.influencers[0].url).toBe('/user/bimala.sherchan'); // names link to the person's page
    const lalitpur = await call(listRoute, '/api/V2/influencers?city=Lalitpur&sort=followers', viewer);
    expect(lalitpur.body.data.influencers.every((i: { city: string }) => i.city === 'Lalitpur')).toBe(true);
    expect(lalitpur.body.meta.pagination.total).toBe(lalitpur.body.data.influencers.length);
    expect((await call(listRoute, '/api/V2/influencers?niche=crypto', viewer)).status).toBe(400);
    expect((await call(detailRoute, '/x', viewer, { params: { id: '99999' } })).status).toBe(404);
    expect((await call(detailRoute, '/x', viewer, { params: { id: 'abc' } })).status).toBe(400);
  });
});

describe('orders placed with an influencer’s code', () => {
  async function orderWithCode(code: string | null) {
    return (await customerOrderWithCode(code)).order;
  }

  async function customerOrderWithCode(code: string | null) {
    const customer = await newCustomer();
    const addressId = await addressFor(customer.userId);
    const product = await giftProduct();
    await fillCart(customer.userId, product.id, Math.max(1, Math.ceil(150_000 / product.price))); // above the code's रू 1,000 minimum
    if (code) await applyCoupon(await userCart(customer.userId), code, customer.userId);
    const res = await orderCall(placeOrderRoute, '/api/V2/place-order', customer, { method: 'POST', body: await checkoutBody(addressId) });
    expect(res.status).toBe(201);
    return { customer, order: res.body.data as { id: number; totals: { subtotal: number; accessories: number; discount: number } } };
  }

  it('are attributed to the influencer: their order count and revenue (paisa) are exact; other orders are not', async () => {
    process.env.DEMO_MODE = '1';
    const influencer = await member('Code Owner');
    const code = (await register(influencer)).body.data.influencer.coupon.code as string;

    const placed = [await orderWithCode(code), await orderWithCode(code.toLowerCase())];
    await orderWithCode(null);
    const expected = placed.reduce((sum, o) => sum + o.totals.subtotal + o.totals.accessories - o.totals.discount, 0);
    expect(placed.every((o) => o.totals.discount > 0)).toBe(true);

    const mine = await getOwnInfluencer(influencer.id);
    expect(mine).toMatchObject({ orderCount: 2, revenue: expected });
    const attributed = await db().select({ id: orders.id }).from(orders).where(eq(orders.influencerId, mine!.id));
    expect(attributed.map((o) => o.id).sort()).toEqual(placed.map((o) => o.id).sort());
  });

  it('counts an order placed twice in parallel with one idempotency key once', async () => {
    process.env.DEMO_MODE = '1';
    const influencer = await member('Parallel Code Owner');
    const code = (await register(influencer)).body.data.influencer.coupon.code as string;
    const customer = await newCustomer();
    const addressId = await addressFor(customer.userId);
    const product = await giftProduct();
    await fillCart(customer.userId, product.id, Math.max(1, Math.ceil(150_000 / product.price)));
    await applyCoupon(await userCart(customer.userId), code, customer.userId);
    const body = await checkoutBody(addressId);
    const headers = { 'idempotency-key': `influencer-${customer.userId}` };
    const answers = await Promise.all([0, 1, 2].map(() => orderCall(placeOrderRoute, '/api/V2/place-order', customer, { method: 'POST', body, headers })));
    expect(new Set(answers.filter((a) => a.status < 300).map((a) => a.body.data.id)).size).toBe(1);
    const order = answers.find((a) => a.status === 201)!.body.data;
    expect(await getOwnInfluencer(influencer.id)).toMatchObject({ orderCount: 1, revenue: order.totals.subtotal + order.totals.accessories - order.totals.discount });
  });

  it('takes a cancelled order back from the influencer once, however often cancel is tapped', async () => {
    process.env.DEMO_MODE = '1';
    const influencer = await member('Cancel Code Owner');
    const code = (await register(influencer)).body.data.influencer.coupon.code as string;
    const kept = await customerOrderWithCode(code);
    const cancelled = await customerOrderWithCode(code);
    const revenueOf = (o: { totals: { subtotal: number; accessories: number; discount: number } }) => o.totals.subtotal + o.totals.accessories - o.totals.discount;
    expect(revenueOf(kept.order)).toBeGreaterThan(100_000); // above the code's रू 1,000 minimum, in paisa
    expect(await getOwnInfluencer(influencer.id)).toMatchObject({ orderCount: 2, revenue: revenueOf(kept.order) + revenueOf(cancelled.order) });

    // The customer double-taps cancel (four requests at once): one cancels, the rest are told it is already cancelled.
    const taps = await Promise.all(
      [0, 1, 2, 3].map(() => orderCall(cancelRoute, '/api/V2/cancellation-request', cancelled.customer, { method: 'POST', body: { orderId: cancelled.order.id, reasonId: 2 } })),
    );
    expect(taps.map((t) => t.status).sort()).toEqual([200, 409, 409, 409]);
    expect(await getOwnInfluencer(influencer.id)).toMatchObject({ orderCount: 1, revenue: revenueOf(kept.order) });

    // The shop cancels the other one: back to nothing; cancelling it again is refused and changes nothing.
    await advanceOrder(kept.order.id, 'cancelled');
    await expect(advanceOrder(kept.order.id, 'cancelled')).rejects.toMatchObject({ status: 409 });
    expect(await getOwnInfluencer(influencer.id)).toMatchObject({ orderCount: 0, revenue: 0 });
  });
});
