import 'server-only';
import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { prizeForTicket, totalWeight, type PrizeKind } from '@/lib/domain/games';
import { kathmanduDateKey } from '@/lib/domain/kathmandu-time';
import { getDb } from '@/lib/server/db/client';
import { gamePlays, gamePrizes, prizeWallet, type GameRow } from '@/lib/server/db/schema';
import { ApiError } from '@/lib/server/http/errors';
import { allowanceFor, lockPlayer, type Allowance } from './allowance';
import { assertRunning, findGame, loadPrizes, prizeTerms, type PrizeRow } from './game-view';
import { claimPrize } from './prize-claim';
import { prizeCategory } from './prize-category';
import { createPrize, type WalletTx } from './wallet';

// A spin of the roulette. The server decides: a ticket from the crypto RNG picks the slice (each as wide as its
// weight, the odds the page publishes), the prize's caps are taken with conditional UPDATEs, and the result is
// stored before the browser starts the wheel, which only shows it. The customer's spins are serialised by an
// advisory lock, and the client's spin id makes a double tap or a retried request the same spin.

export type PlayResult = {
  spinId: string;
  playId: number;
  /** The slice the wheel stops on (game_prizes.position). */
  position: number;
  prize: { id: number; label: string; kind: PrizeKind };
  won: boolean;
  /** Set when the slice was a prize that ran out (today's or all its copies were already won). */
  ranOut: boolean;
  /** The code won and what it gives, in the wallet's words ('Free delivery', 'A free … with your order'). */
  wallet: { id: number; code: string; expiresAt: string; description: string } | null;
  allowance: Allowance;
  /** True when this spin id had already spun: nothing new happened. */
  replayed: boolean;
};

export const noMorePlays = (allowance: Allowance, verb: string) =>
  new ApiError(
    429,
    `You have used today's ${allowance.allowed === 1 ? verb : `${allowance.allowed} ${verb}s`}. Come back after midnight (Kathmandu time), or place an order for an extra one.`,
    'no_plays_left',
  );

/** The play this client id already made, as its result (a double tap answers the first tap's spin). */
export async function replayOf(tx: WalletTx, game: GameRow, userId: number, clientPlayId: string, now: Date): Promise<PlayResult | null> {
  const [row] = await tx
    .select({ play: gamePlays, prize: gamePrizes, wallet: { id: prizeWallet.id, code: prizeWallet.code, expiresAt: prizeWallet.expiresAt, description: prizeWallet.description } })
    .from(gamePlays)
    .leftJoin(gamePrizes, eq(gamePrizes.id, gamePlays.prizeId))
    .leftJoin(prizeWallet, eq(prizeWallet.id, gamePlays.walletId))
    .where(and(eq(gamePlays.gameId, game.id), eq(gamePlays.userId, userId), eq(gamePlays.clientPlayId, clientPlayId)))
    .limit(1);
  if (!row) return null;
  const prize = row.prize;
  return {
    spinId: clientPlayId,
    playId: row.play.id,
    position: prize?.position ?? 0,
    prize: { id: prize?.id ?? 0, label: prize?.label ?? '', kind: (prize?.kind ?? 'none') as PrizeKind },
    won: row.wallet !== null,
    ranOut: false,
    wallet: row.wallet ? { id: row.wallet.id, code: row.wallet.code, expiresAt: row.wallet.expiresAt!.toISOString(), description: row.wallet.description } : null, // a game prize always has an expiry
    allowance: await allowanceFor(tx, game, userId, kathmanduDateKey(now)),
    replayed: true,
  };
}

/** What a drawn prize turns into: the prize itself, or (when it ran out) the game's first "no prize" slice. */
export async function settleDraw(tx: WalletTx, prizes: PrizeRow[], drawn: PrizeRow, day: string): Promise<{ prize: PrizeRow; ranOut: boolean }> {
  if (drawn.kind === 'none') return { prize: drawn, ranOut: false };
  if (await claimPrize(tx, drawn, day)) return { prize: drawn, ranOut: false };
  const consolation = prizes.find((p) => p.kind === 'none');
  if (!consolation) throw new ApiError(409, 'Every prize of this game has been won. Thank you for playing!', 'prizes_gone');
  return { prize: consolation, ranOut: true };
}

export async function spin(userId: number, slug: string, clientPlayId: string, now = new Date()): Promise<PlayResult> {
  const game = await findGame(slug, 'roulette', now);
  assertRunning(game, now);
  const prizes = await loadPrizes(game.id);
  if (prizes.length === 0) throw new ApiError(409, 'This wheel has no prizes yet.', 'game_not_running');
  const day = kathmanduDateKey(now);

  return getDb().transaction(async (tx) => {
    await lockPlayer(tx, game.id, userId);
    const replay = await replayOf(tx, game, userId, clientPlayId, now);
    if (replay) return replay;
    const allowance = await allowanceFor(tx, game, userId, day);
    if (allowance.left <= 0) throw noMorePlays(allowance, 'spin');

    const drawn = prizeForTicket(prizes, randomInt(totalWeight(prizes)));
    const { prize, ranOut } = await settleDraw(tx, prizes, drawn, day);
    const [play] = await tx
      .insert(gamePlays)
      .values({ gameId: game.id, userId, day, playNo: allowance.used + 1, clientPlayId, prizeId: prize.id, createdAt: now })
      .returning({ id: gamePlays.id });
    if (!play) throw new Error('play insert returned nothing');
    const wallet =
      prize.kind === 'none'
        ? null
        : await createPrize(tx, {
            userId,
            source: 'roulette',
            sourceId: play.id,
            title: `${prize.label} — ${game.title}`,
            terms: prizeTerms(prize),
            category: await prizeCategory(tx, prize.categoryId, prize.categoryName),
            now,
          });
    if (wallet) await tx.update(gamePlays).set({ walletId: wallet.id }).where(eq(gamePlays.id, play.id));
    return {
      spinId: clientPlayId,
      playId: play.id,
      position: prize.position,
      prize: { id: prize.id, label: prize.label, kind: prize.kind as PrizeKind },
      won: wallet !== null,
      ranOut,
      wallet: wallet ? { id: wallet.id, code: wallet.code, expiresAt: wallet.expiresAt.toISOString(), description: wallet.description } : null,
      allowance: { ...allowance, used: allowance.used + 1, left: allowance.left - 1 },
      replayed: false,
    };
  });
}
