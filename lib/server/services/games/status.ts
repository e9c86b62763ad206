import 'server-only';
import { kathmanduDateKey } from '@/lib/domain/kathmandu-time';
import { getDb } from '@/lib/server/db/client';
import type { GameRow } from '@/lib/server/db/schema';
import { allowanceFor, type Allowance } from './allowance';
import { loadPrizes } from './game-view';
import { leftToday } from './prize-claim';

// The live part of a game page: how many plays the customer has left today, and how many of each capped prize
// are left today (never cached: it moves with every play).

export type GameStatus = { allowance: Allowance | null; left: Record<number, number | null> };

export async function gameStatus(game: GameRow, userId: number | null, now = new Date()): Promise<GameStatus> {
  const day = kathmanduDateKey(now);
  const db = getDb();
  const left = await leftToday(db, await loadPrizes(game.id), day);
  return { allowance: userId === null ? null : await allowanceFor(db, game, userId, day), left: Object.fromEntries(left) };
}
