import 'server-only';
import { randomInt } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { prizeForTicket, totalWeight, type PrizeKind } from '@/lib/domain/games';
import { kathmanduDateKey } from '@/lib/domain/kathmandu-time';
import { getDb } from '@/lib/server/db/client';
import { gamePlays, products, treasureBoards, type GameRow, type TreasureCell } from '@/lib/server/db/schema';
import { ApiError } from '@/lib/server/http/errors';
import { firstImage } from '@/lib/server/services/catalogue/product-card';
import { allowanceFor, lockPlayer, type Allowance } from './allowance';
import { assertRunning, findGameById, loadPrizes, prizeTerms, type PrizeRow } from './game-view';
import { noMorePlays, settleDraw } from './spin';
import { prizeCategory } from './prize-category';
import { createPrize, type WalletTx } from './wallet';

// The treasure dig (SPEC §7: POST with treasureId and productId). The grid's cells are products from the shop; each
// customer's board for the day is fixed when it is first shown: which cells hide which prize is drawn then (crypto
// RNG, the game's weights), stored, and never sent. A dig reveals one cell: only then does its prize leave the server,
// taken under the prize's caps (a treasure whose copies are all won by then is empty), and into the wallet.

export type CellView = {
  productId: number;
  name: string;
  image: string;
  dug: boolean;
  /** Only for a dug cell: what was under it. */
  found?: { label: string; kind: PrizeKind; won: boolean };
};

export type BoardView = { treasureId: number; cells: CellView[]; allowance: Allowance | null };

export type DigResult = {
  digId: string;
  productId: number;
  found: { label: string; kind: PrizeKind; won: boolean; ranOut: boolean };
  /** The code won and what it gives, in the wallet's words ('Free delivery', 'A free … with your order'). */
  wallet: { id: number; code: string; expiresAt: string; description: string } | null;
  board: BoardView;
  replayed: boolean;
};

type BoardRow = typeof treasureBoards.$inferSelect;

async function cellProducts(db: Pick<WalletTx, 'select'>, game: GameRow) {
  if (game.productIds.length === 0) return [];
  const rows = await db
    .select({ id: products.id, name: products.name, images: products.images })
    .from(products)
    .where(inArray(products.id, game.productIds));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return game.productIds.flatMap((id) => {
    const p = byId.get(id);
    return p ? [{ productId: p.id, name: p.name, image: firstImage(p.images, p.name).src }] : [];
  });
}

/** Draws what hides under each cell (the game's weights, crypto RNG). */
function drawBoard(cells: number[], prizes: PrizeRow[]): TreasureCell[] {
  const total = totalWeight(prizes);
  return cells.map((productId) => {
    const prize = prizeForTicket(prizes, randomInt(total));
    return { productId, prizeId: prize.kind === 'none' ? null : prize.id };
  });
}

/** The customer's board for the day, made (and its hidden prizes fixed) the first time it is asked for. */
async function boardFor(db: Pick<WalletTx, 'select' | 'insert'>, game: GameRow, userId: number, day: string): Promise<BoardRow> {
  const [existing] = await db.select().from(treasureBoards).where(and(eq(treasureBoards.gameId, game.id), eq(treasureBoards.userId, userId), eq(treasureBoards.day, day)));
  if (existing) return existing;
  const prizes = await loadPrizes(game.id, db);
  if (prizes.length === 0 || game.productIds.length === 0) throw new ApiError(409, 'This treasure dig is not ready yet.', 'game_not_running');
  await db
    .insert(treasureBoards)
    .values({ gameId: game.id, userId, day, hidden: drawBoard(game.productIds, prizes) })
    .onConflictDoNothing({ target: [treasureBoards.gameId, treasureBoards.userId, treasureBoards.day] });
  // Two first views at once: the one stored first is the board (the other draw is thrown away unseen).
  const [row] = await db.select().from(treasureBoards).where(and(eq(treasureBoards.gameId, game.id), eq(treasureBoards.userId, userId), eq(treasureBoards.day, day)));
  if (!row) throw new Error('treasure board vanished');
  return row;
}

/** What was found under each dug cell: the play that dug it says (the prize, and whether it reached the wallet). */
async function dugFindings(db: Pick<WalletTx, 'select'>, board: BoardRow, userId: number, prizes: PrizeRow[]) {
  const plays = await db
    .select({ productId: gamePlays.productId, prizeId: gamePlays.prizeId, walletId: gamePlays.walletId })
    .from(gamePlays)
    .where(and(eq(gamePlays.gameId, board.gameId), eq(gamePlays.userId, userId), eq(gamePlays.day, board.day)));
  const byId = new Map(prizes.map((p) => [p.id, p]));
  const found = new Map<number, CellView['found']>();
  for (const play of plays) {
    if (play.productId === null) continue;
    const prize = play.prizeId !== null ? byId.get(play.prizeId) : undefined;
    found.set(play.productId, { label: prize?.label ?? 'Nothing here', kind: (prize?.kind ?? 'none') as PrizeKind, won: play.walletId !== null });
  }
  return found;
}

async function viewOf(db: Pick<WalletTx, 'select'>, game: GameRow, board: BoardRow | null, userId: number | null, allowance: Allowance | null): Promise<BoardView> {
  const cells = await cellProducts(db, game);
  const found = board && userId !== null ? await dugFindings(db, board, userId, await loadPrizes(game.id, db)) : new Map();
  return {
    treasureId: game.id,
    allowance,
    // Built from the product list and the plays only: the board's hidden layout never reaches this object.
    cells: cells.map((c) => {
      const dug = board?.dug.includes(c.productId) ?? false;
      const cell: CellView = { ...c, dug };
      const what = dug ? found.get(c.productId) : undefined;
      if (what) cell.found = what;
      return cell;
    }),
  };
}

/** GET treasure/{slug}: the grid; for a customer their board of the day (made now if new) with the dug cells. */
export async function treasureBoard(game: GameRow, userId: number | null, now = new Date()): Promise<BoardView> {
  if (userId === null) return viewOf(getDb(), game, null, null, null);
  const day = kathmanduDateKey(now);
  const db = getDb();
  const board = await boardFor(db, game, userId, day);
  return viewOf(db, game, board, userId, await allowanceFor(db, game, userId, day));
}

/** POST treasure/dig {treasureId, productId, digId}: digs one cell of today's board. */
export async function dig(userId: number, input: { treasureId: number; productId: number; digId: string }, now = new Date()): Promise<DigResult> {
  const game = await findGameById(input.treasureId, 'treasure');
  assertRunning(game, now);
  if (!game.productIds.includes(input.productId)) {
    throw new ApiError(422, 'There is no such spot on this treasure map.', 'unprocessable', { productId: 'Choose one of the cells on the map.' });
  }
  const day = kathmanduDateKey(now);
  const prizes = await loadPrizes(game.id);
  return getDb().transaction(async (tx) => {
    await lockPlayer(tx, game.id, userId);
    const board = await boardFor(tx, game, userId, day);
    const [previous] = await tx
      .select()
      .from(gamePlays)
      .where(and(eq(gamePlays.gameId, game.id), eq(gamePlays.userId, userId), eq(gamePlays.clientPlayId, input.digId)))
      .limit(1);
    if (previous) {
      const view = await viewOf(tx, game, board, userId, await allowanceFor(tx, game, userId, day));
      const found = view.cells.find((c) => c.productId === previous.productId)?.found ?? { label: 'Nothing here', kind: 'none' as const, won: false };
      return { digId: input.digId, productId: previous.productId ?? input.productId, found: { ...found, ranOut: false }, wallet: null, board: view, replayed: true };
    }
    if (board.dug.includes(input.productId)) throw new ApiError(409, 'You already dug there today. Try another spot.', 'already_dug');
    const allowance = await allowanceFor(tx, game, userId, day);
    if (allowance.left <= 0) throw noMorePlays(allowance, 'dig');

    const hiddenId = board.hidden.find((c) => c.productId === input.productId)?.prizeId ?? null;
    const hidden = hiddenId !== null ? prizes.find((p) => p.id === hiddenId) : undefined;
    const settled = hidden ? await settleDraw(tx, prizes, hidden, day) : null;
    const prize = settled?.prize ?? null;
    const [play] = await tx
      .insert(gamePlays)
      .values({ gameId: game.id, userId, day, playNo: allowance.used + 1, clientPlayId: input.digId, prizeId: prize?.id ?? null, productId: input.productId, createdAt: now })
      .returning({ id: gamePlays.id });
    if (!play) throw new Error('dig insert returned nothing');
    const won = prize !== null && prize.kind !== 'none';
    const wallet = won
      ? await createPrize(tx, {
          userId,
          source: 'treasure',
          sourceId: play.id,
          title: `${prize.label} — ${game.title}`,
          terms: prizeTerms(prize),
          category: await prizeCategory(tx, prize.categoryId, prize.categoryName),
          now,
        })
      : null;
    if (wallet) await tx.update(gamePlays).set({ walletId: wallet.id }).where(eq(gamePlays.id, play.id));
    const [updated] = await tx
      .update(treasureBoards)
      .set({ dug: sql`array_append(${treasureBoards.dug}, ${input.productId})` })
      .where(eq(treasureBoards.id, board.id))
      .returning();
    const after = { ...allowance, used: allowance.used + 1, left: allowance.left - 1 };
    return {
      digId: input.digId,
      productId: input.productId,
      found: { label: won ? prize.label : 'Nothing here', kind: won ? (prize.kind as PrizeKind) : 'none', won, ranOut: settled?.ranOut ?? false },
      wallet: wallet ? { id: wallet.id, code: wallet.code, expiresAt: wallet.expiresAt.toISOString(), description: wallet.description } : null,
      board: await viewOf(tx, game, updated ?? board, userId, after),
      replayed: false,
    };
  });
}
