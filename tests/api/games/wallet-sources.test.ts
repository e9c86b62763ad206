import { and, eq, inArray } from 'drizzle-orm';
import { POST as createContestRoute } from '@/app/api/dashboard/v1/contests/route';
import { POST as winnersRoute } from '@/app/api/dashboard/v1/contests/[id]/winners/route';
import { POST as applyCouponRoute } from '@/app/api/V2/apply-coupon/route';
import { POST as placeOrderRoute } from '@/app/api/V2/place-order/route';
import { GET as walletRoute } from '@/app/api/V2/prize-wallet/route';
import { POST as registerRoute } from '@/app/api/V2/register-as-influencer/route';
import { POST as reviewRoute } from '@/app/api/dashboard/v1/staff/influencers/[id]/review/route';
import { PRIZE_VALID_DAYS } from '@/lib/domain/games';
import { getDb } from '@/lib/server/db/client';
import { contestEntries, contests, influencers, notifications, prizeWallet, type ContestPrize } from '@/lib/server/db/schema';
import { CONTEST_PRIZE_EVENT } from '@/lib/server/services/games';
import { call as bizCall, member } from '../businesses/support';
import { datesFor, person, post } from '../contests/support';
import { addressFor, call, checkoutBody, fillCart, giftProduct, newCustomer, shopper, type Customer } from '../orders/support';
import { useTestDatabase } from '../support/database';

// The wallet's other sources (issue 15): a contest's shop prizes land in the winners' wallets once, however the
// winners call is repeated, and an approved influencer's code is there to share, never used up by shoppers.

delete process.env.REDIS_URL;
useTestDatabase();

const DAY = 24 * 60 * 60 * 1000;
const PRIZES: ContestPrize[] = [
  { place: '1st', title: 'रू 1,000 voucher', description: 'For anything in the shop.', voucher: { kind: 'flat', value: 1_000_00, minSubtotal: 2_000_00 } },
  { place: '2nd', title: '10% off', description: 'Up to रू 500.', voucher: { kind: 'percent', value: 10, minSubtotal: 0, maxDiscount: 500_00 } },
  { place: '3rd', title: 'A rose bouquet', description: 'Handed over at the shop.' },
];

const wallet = (who: Customer) => call(walletRoute, '/api/V2/prize-wallet', who);

/** A staff-run contest in judging with vouchers for 1st and 2nd, and one approved entry by each of three customers. */
async function judgedContest() {
  const owner = await person({ role: 'manager' });
  const [contest] = await getDb()
    .insert(contests)
    .values({ slug: `prize-contest-${Date.now().toString(36)}`, title: 'Momo Cake Contest', summary: 'A test.', rules: 'Be kind.', prizes: PRIZES, banner: '/media/x.svg', ownerId: owner.id, ...datesFor('judging') })
    .returning();
  const winners = [await newCustomer('Asha Gurung'), await newCustomer('Bikash Tamang'), await newCustomer('Chhiring Sherpa')];
  const entries = await getDb()
    .insert(contestEntries)
    .values(winners.map((w, i) => ({ contestId: contest!.id, userId: w.userId, title: `Entry ${i + 1}`, status: 'approved' })))
    .returning({ id: contestEntries.id });
  return { owner, contest: contest!, winners, entryIds: entries.map((e) => e.id) };
}

const announce = (owner: Awaited<ReturnType<typeof person>>, id: number, entryIds: number[]) =>
  post(winnersRoute, `/api/dashboard/v1/contests/${id}/winners`, { entryIds }, owner, { id: String(id) });

describe('contest prizes in the wallet', () => {
  it('a winners call fired 6 times in parallel gives each voucher winner exactly 1 prize and 1 message per channel', async () => {
    const { owner, contest, winners, entryIds } = await judgedContest();
    const answers = await Promise.all(Array.from({ length: 6 }, () => announce(owner, contest.id, entryIds)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);

    const rows = await getDb().select().from(prizeWallet).where(and(eq(prizeWallet.sourceType, 'contest'), inArray(prizeWallet.sourceId, entryIds)));
    // 1st and 2nd carry vouchers; 3rd's bouquet is no code.
    expect(rows.map((r) => r.userId).sort()).toEqual([winners[0]!.userId, winners[1]!.userId].sort());
    for (const r of rows) expect(r.expiresAt!.getTime() - r.createdAt.getTime()).toBe(PRIZE_VALID_DAYS * DAY);

    const first = (await wallet(winners[0]!)).body.data.prizes;
    expect(first).toEqual([
      expect.objectContaining({ source: 'contest', title: '1st prize — Momo Cake Contest', description: 'रू 1,000 off', condition: 'On orders of रू 2,000 or more', state: 'won', reusable: false }),
    ]);
    expect((await wallet(winners[1]!)).body.data.prizes).toEqual([expect.objectContaining({ description: '10% off (up to रू 500)', condition: 'On any order' })]);
    expect((await wallet(winners[2]!)).body.data.prizes).toEqual([]);

    const told = await getDb().select().from(notifications).where(and(eq(notifications.event, CONTEST_PRIZE_EVENT), inArray(notifications.subjectId, rows.map((r) => String(r.id)))));
    expect(told.filter((n) => n.channel === 'email')).toHaveLength(2);
    expect(new Set(told.map((n) => `${n.subjectId}:${n.channel}`)).size).toBe(told.length);

    // A prize in a wallet is not taken back: other winners are refused; the same ones again answer as before.
    const changed = await announce(owner, contest.id, [entryIds[2]!, entryIds[0]!]);
    expect([changed.status, changed.body.error.code]).toEqual([409, 'winners_final']);
    expect((await announce(owner, contest.id, entryIds)).status).toBe(200);
    expect(await getDb().select().from(prizeWallet).where(and(eq(prizeWallet.sourceType, 'contest'), inArray(prizeWallet.sourceId, entryIds)))).toHaveLength(2);
  });

  it('the winner applies the prize in the cart and an order spends it; nobody else can apply it', async () => {
    const { owner, contest, winners, entryIds } = await judgedContest();
    await announce(owner, contest.id, entryIds);
    const code: string = (await wallet(winners[0]!)).body.data.prizes[0].code;
    const { customer: other } = await shopper(3);
    const stranger = await call(applyCouponRoute, '/api/V2/apply-coupon', other, { body: { code } });
    expect([stranger.status, stranger.body.error.message]).toEqual([422, 'This code does not exist. Check the spelling and try again.']);

    const product = await giftProduct();
    await fillCart(winners[0]!.userId, product.id, Math.ceil(2_000_00 / product.price));
    const applied = await call(applyCouponRoute, '/api/V2/apply-coupon', winners[0]!, { body: { code } });
    expect(applied.status).toBe(200);
    expect(applied.body.data.coupon).toMatchObject({ code, valid: true, discount: 1_000_00 });
    const placed = await call(placeOrderRoute, '/api/V2/place-order', winners[0]!, { body: await checkoutBody(await addressFor(winners[0]!.userId)) });
    expect(placed.status).toBe(201);
    expect(placed.body.data.totals.discount).toBe(1_000_00);
    expect((await wallet(winners[0]!)).body.data.prizes[0]).toMatchObject({ code, state: 'redeemed' });
  });

  it('lets only staff give shop vouchers: anyone else is told to describe the prize in words (403)', async () => {
    const owner = await person();
    const dates = datesFor('entries');
    const body = { slug: `voucher-${Date.now().toString(36)}`, title: 'My cake contest', summary: 'A contest', rules: 'Be kind.', prizes: PRIZES, ...dates };
    const refused = await post(createContestRoute, '/api/dashboard/v1/contests', body, owner);
    expect([refused.status, refused.body.error.code]).toEqual([403, 'vouchers_staff_only']);
    const words = await post(createContestRoute, '/api/dashboard/v1/contests', { ...body, prizes: PRIZES.map((p) => ({ ...p, voucher: null })) }, owner);
    expect(words.status).toBe(201);
    const bad = await post(createContestRoute, '/api/dashboard/v1/contests', { ...body, slug: `${body.slug}-b`, prizes: [{ ...PRIZES[1], voucher: { kind: 'percent', value: 150, minSubtotal: 0 } }] }, await person({ role: 'manager' }));
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toBeTruthy();
  });

  it('the seed’s announced contest: its voucher winners hold their prizes, still in date', async () => {
    const [teej] = await getDb().select().from(contests).where(eq(contests.slug, 'teej-red-cake-challenge'));
    const placed = await getDb().select().from(contestEntries).where(and(eq(contestEntries.contestId, teej!.id)));
    const winnersByPlace = new Map(placed.filter((e) => e.place).map((e) => [e.place!, e]));
    const rows = await getDb().select().from(prizeWallet).where(eq(prizeWallet.sourceType, 'contest'));
    const teejRows = rows.filter((r) => [...winnersByPlace.values()].some((e) => e.id === r.sourceId));
    expect(teejRows.map((r) => [r.userId, r.code, r.description])).toEqual([
      [winnersByPlace.get(1)!.userId, 'WIN-TEEJ-1ST', 'रू 10,000 off'],
      [winnersByPlace.get(2)!.userId, 'WIN-TEEJ-2ND', 'रू 5,000 off'],
    ]);
    for (const r of teejRows) expect(r.expiresAt!.getTime()).toBeGreaterThan(Date.now());
  });
});

describe('an influencer’s code in their wallet', () => {
  it('appears once on approval (and a second approval), says "share it", and stays when shoppers use it', async () => {
    const who = await member('Asha Rai');
    const registered = await bizCall(registerRoute, '/api/V2/register-as-influencer', who, {
      body: { instagramHandle: '@asha.bakes', instagramFollowers: 15200, niche: 'cakes-and-baking', city: 'Kathmandu', pitch: 'I bake on camera every Saturday and my followers ask where to order when they cannot bake.' },
    });
    expect(registered.status).toBe(201);
    const [row] = await getDb().select().from(influencers).where(eq(influencers.userId, who.id));
    const staff = await member('Staff', { role: 'manager' });
    const review = () => bizCall(reviewRoute, '/x', staff, { params: { id: String(row!.id) }, body: { decision: 'approve' } });
    expect((await Promise.all([review(), review()])).map((r) => r.status)).toEqual([200, 200]);

    const mine = { userId: who.id, token: who.token, headers: who.headers };
    const listed = (await wallet(mine)).body.data.prizes;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ source: 'influencer', title: 'Your influencer code', state: 'won', reusable: true, expiresAt: null, description: '10% off (up to रू 500)', condition: 'On orders of रू 1,000 or more, once per customer' });

    // A shopper's order with the code does not use up the influencer's row.
    const { customer, addressId, product } = await shopper(1);
    await fillCart(customer.userId, product.id, Math.ceil(1_000_00 / product.price));
    expect((await call(applyCouponRoute, '/api/V2/apply-coupon', customer, { body: { code: listed[0].code } })).status).toBe(200);
    expect((await call(placeOrderRoute, '/api/V2/place-order', customer, { body: await checkoutBody(addressId) })).status).toBe(201);
    expect((await wallet(mine)).body.data.prizes).toEqual([expect.objectContaining({ code: listed[0].code, state: 'won', redeemedAt: null })]);

    // Rejected: the code is switched off and leaves the wallet.
    expect((await bizCall(reviewRoute, '/x', staff, { params: { id: String(row!.id) }, body: { decision: 'reject' } })).status).toBe(200);
    expect((await wallet(mine)).body.data.prizes).toEqual([]);
  });
});
