import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { GET as gameRoute } from '@/app/api/V2/roulette/[slug]/route';
import { gamePlays, gamePrizes, games, prizeWallet } from '@/lib/server/db/schema';
import { callRoute } from '../support/call-route';
import { useTestDatabase } from '../support/database';
import { POST as cancelRoute } from '@/app/api/V2/cancellation-request/route';
import { POST as placeOrderRoute } from '@/app/api/V2/place-order/route';
import { call, checkoutBody, fillCart, newCustomer, shopper, type Customer } from '../orders/support';
import { makeGame, spinAs, walletOf } from './support';

const { db } = useTestDatabase();

const getGame = (slug: string, customer: Customer | null = null) =>
  callRoute(gameRoute, { url: `/api/V2/roulette/${slug}`, params: { slug }, headers: customer?.headers ?? {} });

describe('GET roulette/{slug}', () => {
  it('publishes every slice with its real chance (the weights), its caps and no result', async () => {
    const res = await getGame('test-your-luck');
    expect(res.status).toBe(200);
    const { game, status } = res.body.data;
    expect(game).toMatchObject({ slug: 'test-your-luck', kind: 'roulette', running: true, playsPerDay: 1 });
    expect(game.prizes.length).toBeGreaterThanOrEqual(4);
    const sum = game.prizes.reduce((s: number, p: { probability: number }) => s + p.probability, 0);
    expect(sum).toBeCloseTo(1, 10);
    // Test your luck's slices out of 1,000: the cupcake box is 20 of them, so 2%.
    expect(game.prizes.find((p: { label: string }) => p.label === 'Free cupcake box')).toMatchObject({ chance: '2%', dailyCap: 5, totalCap: 100 });
    expect(status.allowance).toBeNull();
  });

  it('opens the newest running wheel for "latest", 404 for an unknown one and 400 for a malformed slug', async () => {
    expect((await getGame('latest')).body.data.game.slug).toBe('winter-wheel');
    expect((await getGame('no-such-wheel')).status).toBe(404);
    expect((await getGame('Bad Slug!')).status).toBe(400);
  });
});

describe('POST roulette/{slug}/spin', () => {
  it('asks a visitor to log in (401) and refuses a missing or malformed spin id (400)', async () => {
    expect((await spinAs(null, 'test-your-luck')).status).toBe(401);
    const customer = await newCustomer();
    expect((await spinAs(customer, 'test-your-luck', 'x')).status).toBe(400);
    expect((await spinAs(customer, 'test-your-luck', 'has spaces in it')).status).toBe(400);
    expect((await spinAs(customer, 'no-such-wheel')).status).toBe(404);
  });

  it('decides the result on the server, puts a won prize in the wallet and allows one spin a Kathmandu day', async () => {
    const { slug, prizes } = await makeGame({ prizes: [{ label: 'रू 100 off', kind: 'flat', value: 10_000, weight: 1 }] });
    const customer = await newCustomer();
    const first = await spinAs(customer, slug);
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({ won: true, position: 0, prize: { id: prizes[0]!.id, label: 'रू 100 off' }, allowance: { used: 1, allowed: 1, left: 0 } });
    const wallet = await walletOf(customer.userId);
    expect(wallet).toHaveLength(1);
    expect(wallet[0]).toMatchObject({ code: first.body.data.wallet.code, sourceType: 'roulette', state: 'won' });
    const expiresIn = wallet[0]!.expiresAt!.getTime() - wallet[0]!.createdAt.getTime();
    expect(expiresIn).toBe(30 * 24 * 60 * 60 * 1000);

    const second = await spinAs(customer, slug);
    expect(second.status).toBe(429);
    expect(second.body.error.message).toMatch(/today's spin/);
    expect(await walletOf(customer.userId)).toHaveLength(1);
    expect((await getGame(slug, customer)).body.data.status.allowance).toMatchObject({ used: 1, left: 0 });
  });

  it('answers a double tap (the same spin id twice, in parallel) with one spin', async () => {
    const { slug, game } = await makeGame({ playsPerDay: 5, prizes: [{ label: 'Free delivery', kind: 'free_delivery', value: 15_000, weight: 1 }] });
    const customer = await newCustomer();
    const spinId = randomUUID();
    const [a, b] = await Promise.all([spinAs(customer, slug, spinId), spinAs(customer, slug, spinId)]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect(a.body.data.playId).toBe(b.body.data.playId);
    expect(a.body.data.wallet.code).toBe(b.body.data.wallet.code);
    const plays = await db().select().from(gamePlays).where(and(eq(gamePlays.gameId, game.id), eq(gamePlays.userId, customer.userId)));
    expect(plays).toHaveLength(1);
    expect(await walletOf(customer.userId)).toHaveLength(1);
  });

  it('never hands out more of a prize than its cap: 100 parallel spins against a prize capped at 5 give exactly 5', async () => {
    const { slug, game, prizes } = await makeGame({
      playsPerDay: 5,
      prizes: [
        { label: 'A free cupcake', kind: 'free_item', value: 18_000, weight: 999, totalCap: 5 },
        { label: 'Better luck next time', kind: 'none', weight: 1 },
      ],
    });
    const players = await Promise.all(Array.from({ length: 20 }, (_, i) => newCustomer(`Player ${i}`)));
    const results = await Promise.all(players.flatMap((p) => Array.from({ length: 5 }, () => spinAs(p, slug))));
    expect(results.map((r) => r.status).filter((s) => s !== 201)).toEqual([]);
    const won = results.filter((r) => r.body.data.won);
    expect(won).toHaveLength(5);
    expect(results.filter((r) => r.body.data.ranOut).length).toBeGreaterThan(80);

    const capped = prizes[0]!;
    const [prize] = await db().select().from(gamePrizes).where(eq(gamePrizes.id, capped.id));
    expect(prize!.givenTotal).toBe(5);
    const [wallets] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(prizeWallet)
      .where(inArray(prizeWallet.userId, players.map((p) => p.userId)));
    expect(wallets!.n).toBe(5);
    const [plays] = await db().select({ n: sql<number>`count(*)::int` }).from(gamePlays).where(eq(gamePlays.gameId, game.id));
    expect(plays!.n).toBe(100);
  }, 120_000);

  it('holds a daily cap the same way: 30 parallel spins against 3 a day give 3', async () => {
    const { slug, prizes } = await makeGame({
      playsPerDay: 10,
      prizes: [
        { label: 'रू 50 off', kind: 'flat', value: 5_000, weight: 1, dailyCap: 3 },
        { label: 'So close!', kind: 'none', weight: 1 },
      ],
    });
    const players = await Promise.all(Array.from({ length: 3 }, () => newCustomer()));
    await Promise.all(players.flatMap((p) => Array.from({ length: 10 }, () => spinAs(p, slug))));
    const wallets = (await Promise.all(players.map((p) => walletOf(p.userId)))).flat();
    expect(wallets).toHaveLength(3);
    const [prize] = await db().select().from(gamePrizes).where(eq(gamePrizes.id, prizes[0]!.id));
    expect(prize!.givenTotal).toBe(3);
    expect((await getGame(slug)).body.data.status.left[prizes[0]!.id]).toBe(0);
  }, 60_000);
});

describe('an extra spin for a purchase', () => {
  it('gives another spin the day the customer places an order', async () => {
    const { slug } = await makeGame({ prizes: [{ label: 'So close!', kind: 'none', weight: 1 }] });
    const { customer, addressId } = await shopper();
    expect((await spinAs(customer, slug)).status).toBe(201);
    expect((await spinAs(customer, slug)).status).toBe(429);
    const placed = await call(placeOrderRoute, '/api/V2/place-order', customer, { body: await checkoutBody(addressId) });
    expect(placed.status).toBe(201);
    const extra = await spinAs(customer, slug);
    expect(extra.status).toBe(201);
    expect(extra.body.data.allowance).toMatchObject({ allowed: 2, used: 2, left: 0 });
    expect((await spinAs(customer, slug)).status).toBe(429);
  });

  it('gives no extra spin for an order cancelled before the spin: placing and cancelling cannot mint spins', async () => {
    const { slug } = await makeGame({ prizes: [{ label: 'So close!', kind: 'none', weight: 1 }] });
    const { customer, addressId, product } = await shopper();
    expect((await spinAs(customer, slug)).status).toBe(201);
    const placed = await call(placeOrderRoute, '/api/V2/place-order', customer, { body: await checkoutBody(addressId) });
    expect(placed.status).toBe(201);
    const cancelled = await call(cancelRoute, '/api/V2/cancellation-request', customer, { method: 'POST', body: { orderId: placed.body.data.id, reasonId: 2 } });
    expect(cancelled.status).toBe(200);
    const refused = await spinAs(customer, slug);
    expect(refused.status).toBe(429);
    // A second order, kept, gives the one extra spin: only the live order counts.
    await fillCart(customer.userId, product.id);
    expect((await call(placeOrderRoute, '/api/V2/place-order', customer, { body: await checkoutBody(addressId) })).status).toBe(201);
    const extra = await spinAs(customer, slug);
    expect(extra.status).toBe(201);
    expect(extra.body.data.allowance).toMatchObject({ allowed: 2, used: 2, left: 0 });
  });
});

describe('/roulette/latest', () => {
  it('never opens a wheel that has ended, however recent', async () => {
    const { game } = await makeGame({ prizes: [{ label: 'So close!', kind: 'none', weight: 1 }] });
    await db().update(games).set({ startsAt: new Date(Date.now() - 1000), endsAt: new Date(Date.now() - 500) }).where(eq(games.id, game.id));
    const latest = await getGame('latest');
    expect(latest.body.data.game.slug).not.toBe(game.slug);
    expect(latest.body.data.game.running).toBe(true);
    expect((await spinAs(await newCustomer(), game.slug)).body.error.message).toMatch(/has ended/);
  });
});
