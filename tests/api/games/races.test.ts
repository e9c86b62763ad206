import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { GET as contestsRoute } from '@/app/api/V2/contests/route';
import { gamePlays, gamePrizes, prizeWallet, treasureBoards } from '@/lib/server/db/schema';
import { callRoute } from '../support/call-route';
import { useTestDatabase } from '../support/database';
import { giftProduct, newCustomer, type Customer } from '../orders/support';
import { digAs, makeGame, spinAs } from './support';

// Races (issue 23 §2): the dig and the spin, each 30 times at once from one customer and once each from 10 customers
// at once. Whatever the load: every request answers (no 5xx; a 429 is a refusal), the effect happens at most as often
// as the rules allow, the counters agree with the rows, and the shop still answers a read afterwards (the treasure
// dig once froze the pool under exactly this load). Run with DATABASE_POOL_SIZE=2 too.

const { db } = useTestDatabase();

const ONE = 30;
const MANY = 10;

type Answer = { status: number; body: { error?: { code?: string } } };

/**
 * Every request answered with a success or one of the rule's refusals (never a 5xx). A 429 from the per-account write
 * limit is a refusal too: `limited` counts those, so the assertions hold whatever that limit is.
 */
function answered(answers: Answer[], allowed: number[]) {
  for (const a of answers) expect(allowed).toContain(a.status);
  const limited = answers.filter((a) => a.status === 429 && a.body.error?.code === 'rate_limited').length;
  return { created: answers.filter((a) => a.status === 201).length, limited, reached: answers.length - limited };
}

/** The shop still answers a read on the same pool afterwards. */
async function expectShopAnswers() {
  const read = await callRoute(contestsRoute, { url: '/api/V2/contests' });
  expect(read.status).toBe(200);
  expect(read.body.data.contests).toBeDefined();
}

/** Every capped prize's given_total equals the plays that put it in a wallet (the counter agrees with the rows). */
async function expectPrizeCountersMatch(gameId: number) {
  const prizes = await db().select().from(gamePrizes).where(eq(gamePrizes.gameId, gameId));
  for (const prize of prizes) {
    const [won] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(gamePlays)
      .where(and(eq(gamePlays.prizeId, prize.id), isNotNull(gamePlays.walletId)));
    expect({ prize: prize.label, given: prize.givenTotal }).toEqual({ prize: prize.label, given: prize.kind === 'none' ? 0 : won!.n });
    if (prize.totalCap !== null) expect(prize.givenTotal).toBeLessThanOrEqual(prize.totalCap);
  }
  // And every wallet row of this game's plays is one play's prize.
  const plays = await db().select().from(gamePlays).where(eq(gamePlays.gameId, gameId));
  const walletIds = plays.flatMap((p) => (p.walletId === null ? [] : [p.walletId]));
  if (walletIds.length) expect(await db().select().from(prizeWallet).where(inArray(prizeWallet.id, walletIds))).toHaveLength(walletIds.length);
}

async function playsOf(gameId: number, userId: number) {
  return db().select().from(gamePlays).where(and(eq(gamePlays.gameId, gameId), eq(gamePlays.userId, userId)));
}

async function boardOf(gameId: number, userId: number) {
  const [row] = await db().select().from(treasureBoards).where(and(eq(treasureBoards.gameId, gameId), eq(treasureBoards.userId, userId)));
  return row!;
}

describe('the treasure dig under load', () => {
  async function treasure(playsPerDay: number) {
    const cells = await Promise.all([0, 1, 2, 3].map(async (i) => (await giftProduct(i)).id));
    const made = await makeGame({
      kind: 'treasure',
      playsPerDay,
      productIds: cells,
      prizes: [
        { label: 'Golden spoon: रू 200 off', kind: 'flat', value: 20_000, weight: 3, totalCap: 3 },
        { label: 'Nothing here', kind: 'none', weight: 1 },
      ],
    });
    return { ...made, cells };
  }

  it('digs a cell once when one customer sends the same dig 30 times at once', async () => {
    const { game, cells } = await treasure(3);
    const customer = await newCustomer();
    const body = { treasureId: game.id, productId: cells[0], digId: randomUUID() };
    const answers = await Promise.all(Array.from({ length: ONE }, () => digAs(customer, body)));
    const tally = answered(answers, [200, 201, 429]);
    expect(tally.created).toBe(tally.reached > 0 ? 1 : 0);
    // The others are the same dig, answered again.
    for (const a of answers.filter((x) => x.status === 200)) expect(a.body.data).toMatchObject({ replayed: true, productId: cells[0] });
    const plays = await playsOf(game.id, customer.userId);
    expect(plays).toHaveLength(tally.created);
    expect((await boardOf(game.id, customer.userId)).dug).toEqual(plays.map(() => cells[0]));
    await expectPrizeCountersMatch(game.id);
    await expectShopAnswers();
  });

  it('digs a cell once when one customer sends 30 different digs of it at once', async () => {
    const { game, cells } = await treasure(3);
    const customer = await newCustomer();
    const answers = await Promise.all(Array.from({ length: ONE }, () => digAs(customer, { treasureId: game.id, productId: cells[1], digId: randomUUID() })));
    const tally = answered(answers, [201, 409, 429]);
    expect(tally.created).toBe(tally.reached > 0 ? 1 : 0);
    for (const a of answers.filter((x) => x.status === 409)) expect(a.body.error.code).toBe('already_dug');
    const plays = await playsOf(game.id, customer.userId);
    expect(plays).toHaveLength(tally.created);
    expect(plays.map((p) => p.productId)).toEqual(plays.map(() => cells[1]));
    expect((await boardOf(game.id, customer.userId)).dug).toEqual(plays.map(() => cells[1]));
    await expectPrizeCountersMatch(game.id);
    await expectShopAnswers();
  });

  it('lets 10 customers dig the same cell at once, each on their own board, the prize under its cap', async () => {
    const { game, cells, prizes } = await treasure(1);
    const customers: Customer[] = await Promise.all(Array.from({ length: MANY }, (_, i) => newCustomer(`Digger ${i}`)));
    const answers = await Promise.all(customers.map((c) => digAs(c, { treasureId: game.id, productId: cells[2] })));
    const tally = answered(answers, [201, 429]);
    // One dig each (a day's allowance of 1), every one that got past the write limit.
    expect(tally.created).toBe(tally.reached);
    const dug = answers.filter((a) => a.status === 201);
    for (const [i, c] of customers.entries()) {
      const plays = await playsOf(game.id, c.userId);
      expect(plays).toHaveLength(answers[i]!.status === 201 ? 1 : 0);
      if (plays.length) expect((await boardOf(game.id, c.userId)).dug).toEqual([cells[2]]);
    }
    // Each board hides its own draw; the spoon is won where it lay, until its 3 copies are gone.
    const spoon = prizes.find((p) => p.kind === 'flat')!;
    const boards = await db().select().from(treasureBoards).where(eq(treasureBoards.gameId, game.id));
    const hiddenUnderCell = boards.filter((b) => b.dug.length > 0 && b.hidden.find((h) => h.productId === cells[2])?.prizeId === spoon.id).length;
    const won = dug.filter((a) => a.body.data.found.won);
    expect(won).toHaveLength(Math.min(hiddenUnderCell, 3));
    await expectPrizeCountersMatch(game.id);
    await expectShopAnswers();
  });
});

describe('the roulette under load', () => {
  const wheel = (playsPerDay: number) =>
    makeGame({
      playsPerDay,
      prizes: [
        { label: 'A free cupcake', kind: 'free_item', value: 18_000, weight: 3, totalCap: 3 },
        { label: 'So close!', kind: 'none', weight: 1 },
      ],
    });

  it('spins once when one customer sends the same spin 30 times at once', async () => {
    const { game, slug } = await wheel(3);
    const customer = await newCustomer();
    const spinId = randomUUID();
    const answers = await Promise.all(Array.from({ length: ONE }, () => spinAs(customer, slug, spinId)));
    const tally = answered(answers, [200, 201, 429]);
    expect(tally.created).toBe(tally.reached > 0 ? 1 : 0);
    const first = answers.find((a) => a.status === 201)!;
    for (const a of answers.filter((x) => x.status === 200)) expect(a.body.data).toMatchObject({ replayed: true, playId: first.body.data.playId });
    expect(await playsOf(game.id, customer.userId)).toHaveLength(tally.created);
    await expectPrizeCountersMatch(game.id);
    await expectShopAnswers();
  });

  it('spins no more than the day allows when one customer sends 30 different spins at once', async () => {
    const { game, slug } = await wheel(3);
    const customer = await newCustomer();
    const answers = await Promise.all(Array.from({ length: ONE }, () => spinAs(customer, slug)));
    const tally = answered(answers, [201, 429]);
    expect(tally.created).toBe(Math.min(3, tally.reached));
    for (const a of answers.filter((x) => x.status === 429)) expect(a.body.error.code).toMatch(/no_plays_left|rate_limited/);
    const plays = await playsOf(game.id, customer.userId);
    expect(plays.map((p) => p.playNo).sort()).toEqual([1, 2, 3].slice(0, tally.created));
    await expectPrizeCountersMatch(game.id);
    await expectShopAnswers();
  });

  it('gives 10 customers spinning at once one spin each, and the prize no more than its cap', async () => {
    const { game, slug, prizes } = await wheel(1);
    const customers = await Promise.all(Array.from({ length: MANY }, (_, i) => newCustomer(`Spinner ${i}`)));
    const answers = await Promise.all(customers.map((c) => spinAs(c, slug)));
    const tally = answered(answers, [201, 429]);
    expect(tally.created).toBe(tally.reached);
    for (const [i, c] of customers.entries()) expect(await playsOf(game.id, c.userId)).toHaveLength(answers[i]!.status === 201 ? 1 : 0);
    const cupcake = prizes.find((p) => p.kind === 'free_item')!;
    const drawnCupcake = answers.filter((a) => a.status === 201 && (a.body.data.won || a.body.data.ranOut));
    expect(answers.filter((a) => a.status === 201 && a.body.data.won)).toHaveLength(Math.min(drawnCupcake.length, 3));
    const [prize] = await db().select().from(gamePrizes).where(eq(gamePrizes.id, cupcake.id));
    expect(prize!.givenTotal).toBe(Math.min(drawnCupcake.length, 3));
    await expectPrizeCountersMatch(game.id);
    await expectShopAnswers();
  });
});
