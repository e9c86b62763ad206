import 'server-only';
import { and, asc, desc, eq, getTableColumns, gt, isNull, lte, or } from 'drizzle-orm';
import { describePrize, formatChance, prizeCondition, prizeOdds, type PrizeKind, type PrizeTerms } from '@/lib/domain/games';
import { getDb, type Database } from '@/lib/server/db/client';
import { categories, gamePrizes, games, products, type GamePrizeRow, type GameRow } from '@/lib/server/db/schema';
import { ApiError, notFound } from '@/lib/server/http/errors';

// A game as the public sees it: its rules and every prize with its real chance (weight / sum of weights), each
// cap, and nothing that would let anyone predict a result. /roulette/latest is the newest running roulette.

export const LATEST_SLUG = 'latest';

export type PrizeView = {
  id: number;
  position: number;
  label: string;
  kind: PrizeKind;
  description: string;
  condition: string;
  probability: number;
  chance: string;
  dailyCap: number | null;
  totalCap: number | null;
  color: string;
};

export type GameView = {
  id: number;
  slug: string;
  kind: 'roulette' | 'treasure';
  title: string;
  tagline: string;
  description: string;
  startsAt: string;
  endsAt: string | null;
  running: boolean;
  playsPerDay: number;
  extraPlaysPerOrder: number;
  maxExtraPlays: number;
  prizes: PrizeView[];
};

/** A prize with the name of the category it is limited to (if any) and of the product a free-item prize gives. */
export type PrizeRow = GamePrizeRow & { categoryName: string | null; itemName: string | null };

/** What a prize gives, as the wallet, the cart and the order apply and word it. */
export function prizeTerms(prize: PrizeRow): PrizeTerms {
  return {
    kind: prize.kind as PrizeKind,
    value: prize.value,
    minSubtotal: prize.minSubtotal,
    maxDiscount: prize.maxDiscount,
    item: prize.productId !== null ? { productId: prize.productId, name: prize.itemName ?? 'gift' } : null,
  };
}

export function prizeView(prize: PrizeRow & { probability: number }): PrizeView {
  const terms = prizeTerms(prize);
  return {
    id: prize.id,
    position: prize.position,
    label: prize.label,
    kind: terms.kind,
    description: describePrize(terms),
    condition: terms.kind === 'none' ? '' : prizeCondition(terms, prize.categoryName),
    probability: prize.probability,
    chance: formatChance(prize.probability),
    dailyCap: prize.dailyCap,
    totalCap: prize.totalCap,
    color: prize.color,
  };
}

export const isRunning = (game: GameRow, now: Date): boolean =>
  game.isActive && game.startsAt.getTime() <= now.getTime() && (game.endsAt === null || game.endsAt.getTime() > now.getTime());

/** The game behind a slug ('latest': the newest running game of that kind), or 404. */
export async function findGame(slug: string, kind: 'roulette' | 'treasure', now = new Date()): Promise<GameRow> {
  const db = getDb();
  const [row] =
    slug === LATEST_SLUG
      ? await db
          .select()
          .from(games)
          .where(and(eq(games.kind, kind), eq(games.isActive, true), lte(games.startsAt, now), or(isNull(games.endsAt), gt(games.endsAt, now))))
          .orderBy(desc(games.startsAt), desc(games.id))
          .limit(1)
      : await db.select().from(games).where(and(eq(games.slug, slug), eq(games.kind, kind))).limit(1);
  if (!row) throw notFound(kind === 'roulette' ? 'Game' : 'Treasure dig');
  return row;
}

export async function findGameById(id: number, kind: 'roulette' | 'treasure'): Promise<GameRow> {
  const [row] = await getDb().select().from(games).where(and(eq(games.id, id), eq(games.kind, kind))).limit(1);
  if (!row) throw notFound('Treasure dig');
  return row;
}

/** The game's prizes in wheel order. Inside a transaction, pass it as `db` (it must not ask the pool). */
export async function loadPrizes(gameId: number, db: Pick<Database, 'select'> = getDb()): Promise<PrizeRow[]> {
  return db
    .select({ ...getTableColumns(gamePrizes), categoryName: categories.name, itemName: products.name })
    .from(gamePrizes)
    .leftJoin(categories, eq(categories.id, gamePrizes.categoryId))
    .leftJoin(products, eq(products.id, gamePrizes.productId))
    .where(eq(gamePrizes.gameId, gameId))
    .orderBy(asc(gamePrizes.position));
}

export function assertRunning(game: GameRow, now: Date): void {
  if (isRunning(game, now)) return;
  const message = game.startsAt.getTime() > now.getTime() ? 'This game has not started yet.' : 'This game has ended. Thank you for playing!';
  throw new ApiError(409, message, 'game_not_running');
}

export async function gameView(game: GameRow, now = new Date()): Promise<GameView> {
  const prizes = await loadPrizes(game.id);
  return {
    id: game.id,
    slug: game.slug,
    kind: game.kind === 'treasure' ? 'treasure' : 'roulette',
    title: game.title,
    tagline: game.tagline,
    description: game.description,
    startsAt: game.startsAt.toISOString(),
    endsAt: game.endsAt?.toISOString() ?? null,
    running: isRunning(game, now),
    playsPerDay: game.playsPerDay,
    extraPlaysPerOrder: game.extraPlaysPerOrder,
    maxExtraPlays: game.maxExtraPlays,
    prizes: prizeOdds(prizes).map(prizeView),
  };
}

/** The other running games (the roulette page links to the treasure dig and back). */
export async function runningGames(now = new Date()): Promise<Array<Pick<GameRow, 'slug' | 'kind' | 'title' | 'tagline'>>> {
  const rows = await getDb()
    .select({ slug: games.slug, kind: games.kind, title: games.title, tagline: games.tagline, endsAt: games.endsAt })
    .from(games)
    .where(and(eq(games.isActive, true), lte(games.startsAt, now)))
    .orderBy(desc(games.startsAt))
    .limit(20);
  return rows.filter((g) => g.endsAt === null || g.endsAt > now).map(({ slug, kind, title, tagline }) => ({ slug, kind, title, tagline }));
}
