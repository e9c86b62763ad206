import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { GET as treasureRoute } from '@/app/api/V2/treasure/[slug]/route';
import { treasureBoards } from '@/lib/server/db/schema';
import { callRoute } from '../support/call-route';
import { useTestDatabase } from '../support/database';
import { newCustomer, giftProduct, type Customer } from '../orders/support';
import { digAs, makeGame, walletOf } from './support';

const { db } = useTestDatabase();

const board = (slug: string, customer: Customer | null) =>
  callRoute(treasureRoute, { url: `/api/V2/treasure/${slug}`, params: { slug }, headers: customer?.headers ?? {} });

async function productIds(n: number): Promise<number[]> {
  return Promise.all(Array.from({ length: n }, async (_, i) => (await giftProduct(i)).id));
}

async function hiddenOf(gameId: number, userId: number) {
  const [row] = await db().select().from(treasureBoards).where(and(eq(treasureBoards.gameId, gameId), eq(treasureBoards.userId, userId)));
  return row!;
}

describe('GET treasure/{slug}', () => {
  it('shows the seeded map to a visitor without any board, and 404 for an unknown dig', async () => {
    const res = await board('cake-treasure-hunt', null);
    expect(res.status).toBe(200);
    expect(res.body.data.game.kind).toBe('treasure');
    expect(res.body.data.board.cells).toHaveLength(9);
    expect(res.body.data.board.cells.every((c: { dug: boolean; found?: unknown }) => !c.dug && c.found === undefined)).toBe(true);
    expect((await board('no-such-map', null)).status).toBe(404);
  });
});

describe('POST treasure/dig', () => {
  it('fixes a board when first shown and never sends what hides under a cell before it is dug', async () => {
    const cells = await productIds(6);
    const { game, slug, prizes } = await makeGame({
      kind: 'treasure',
      playsPerDay: 3,
      productIds: cells,
      prizes: [
        { label: 'Nothing here', kind: 'none', weight: 1 },
        { label: 'Golden spoon: रू 200 off', kind: 'flat', value: 20_000, weight: 1 },
      ],
    });
    const customer = await newCustomer();
    const first = await board(slug, customer);
    expect(first.status).toBe(200);
    const stored = await hiddenOf(game.id, customer.userId);
    expect(stored.hidden.map((c) => c.productId)).toEqual(cells);
    const prizeCells = stored.hidden.filter((c) => c.prizeId !== null).map((c) => c.productId);
    const emptyCells = stored.hidden.filter((c) => c.prizeId === null).map((c) => c.productId);

    // The odds are public (every prize and its chance); where the prizes lie is not: the board carries no prize.
    const before = JSON.stringify(first.body.data.board);
    expect(before).not.toContain('Golden spoon');
    expect(before).not.toMatch(/prizeId|hidden/);
    expect(first.body.data.board.cells.every((c: Record<string, unknown>) => Object.keys(c).sort().join() === 'dug,image,name,productId')).toBe(true);
    expect((await board(slug, customer)).body).toEqual(first.body); // the same board: fixed, not redrawn

    // Dig where the board says: the answer reveals that one cell and nothing else.
    const target = prizeCells[0] ?? emptyCells[0]!;
    const dug = await digAs(customer, { treasureId: game.id, productId: target });
    expect(dug.status).toBe(201);
    const wonPrize = prizeCells[0] !== undefined;
    expect(dug.body.data.found.won).toBe(wonPrize);
    if (wonPrize) {
      expect(dug.body.data.found.label).toBe(prizes[1]!.label);
      expect((await walletOf(customer.userId))[0]).toMatchObject({ sourceType: 'treasure', code: dug.body.data.wallet.code });
    }
    const others = dug.body.data.board.cells.filter((c: { productId: number }) => c.productId !== target);
    expect(others.every((c: { dug: boolean; found?: unknown }) => !c.dug && c.found === undefined)).toBe(true);
    // The dug cell's find is the only one on the board: never the other prize cells'.
    const labelCount = (JSON.stringify(dug.body.data.board).match(/Golden spoon/g) ?? []).length;
    expect(labelCount).toBe(wonPrize ? 1 : 0);
    expect(JSON.stringify(dug.body.data.board)).not.toMatch(/prizeId|hidden/);

    // The same cell again is refused; a cell off the map is refused; a repeated dig id is the same dig.
    expect((await digAs(customer, { treasureId: game.id, productId: target })).status).toBe(409);
    expect((await digAs(customer, { treasureId: game.id, productId: 999_999 })).status).toBe(422);
  });

  it('allows the day’s digs only, answers a double tap once, and refuses visitors and bad input', async () => {
    const cells = await productIds(4);
    const { game } = await makeGame({ kind: 'treasure', playsPerDay: 1, productIds: cells, prizes: [{ label: 'Nothing here', kind: 'none', weight: 1 }] });
    const customer = await newCustomer();
    const digId = randomUUID();
    const [a, b] = await Promise.all([
      digAs(customer, { treasureId: game.id, productId: cells[0], digId }),
      digAs(customer, { treasureId: game.id, productId: cells[0], digId }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    const next = await digAs(customer, { treasureId: game.id, productId: cells[1] });
    expect(next.status).toBe(429);
    expect((await hiddenOf(game.id, customer.userId)).dug).toEqual([cells[0]]);

    expect((await digAs(null, { treasureId: game.id, productId: cells[1] })).status).toBe(401);
    expect((await digAs(customer, { treasureId: 'abc', productId: cells[1] })).status).toBe(400);
    expect((await digAs(customer, { productId: cells[1] })).status).toBe(400);
    expect((await digAs(customer, { treasureId: 999_999, productId: cells[1] })).status).toBe(404);
  });
});
