import 'server-only';
import { TZDate } from '@date-fns/tz';
import { and, eq, gte, lt, ne, sql } from 'drizzle-orm';
import { playsAllowed } from '@/lib/domain/games';
import { KATHMANDU_TZ } from '@/lib/domain/kathmandu-time';
import { gamePlays, orders, type GameRow } from '@/lib/server/db/schema';
import type { WalletTx } from './wallet';

// A customer's plays in a Kathmandu day: the game's free plays, plus extra ones for orders placed that day and not
// cancelled (read at play time, so placing and cancelling an order cannot mint extra spins). Both
// counts are bounded: the plays by the allowance (a few rows of game_plays_day_uq), the orders by one customer's day.

export type Allowance = { day: string; used: number; allowed: number; left: number };

/** The instants a Kathmandu calendar day ('yyyy-MM-dd') starts and ends. */
export function kathmanduDayBounds(day: string): { start: Date; end: Date } {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return { start: new Date(new TZDate(y, m - 1, d, KATHMANDU_TZ).getTime()), end: new Date(new TZDate(y, m - 1, d + 1, KATHMANDU_TZ).getTime()) };
}

type Reader = Pick<WalletTx, 'select'>;

export async function allowanceFor(db: Reader, game: GameRow, userId: number, day: string): Promise<Allowance> {
  const { start, end } = kathmanduDayBounds(day);
  const [plays] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(gamePlays)
    .where(and(eq(gamePlays.gameId, game.id), eq(gamePlays.userId, userId), eq(gamePlays.day, day)));
  const [placed] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(eq(orders.userId, userId), gte(orders.createdAt, start), lt(orders.createdAt, end), ne(orders.status, 'cancelled')));
  const used = plays?.n ?? 0;
  const allowed = playsAllowed(game, placed?.n ?? 0);
  return { day, used, allowed, left: Math.max(0, allowed - used) };
}

/** Serialises one customer's plays of one game: the count, the draw and the insert happen one play at a time. */
export async function lockPlayer(tx: WalletTx, gameId: number, userId: number): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`game-play:${gameId}:${userId}`}))`);
}
