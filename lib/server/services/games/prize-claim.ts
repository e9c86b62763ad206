import 'server-only';
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { gamePrizeDays, gamePrizes, type GamePrizeRow } from '@/lib/server/db/schema';
import type { WalletTx } from './wallet';

// Taking one of a prize's copies, under its caps, whatever runs in parallel: each cap is a conditional UPDATE
// (… WHERE given < cap), so PostgreSQL's row lock decides and a cap can never be passed, even by 100 spins at once.

/** True when one more of this prize could be handed out (total and today's caps); false when it has run out. */
export async function claimPrize(tx: WalletTx, prize: GamePrizeRow, day: string): Promise<boolean> {
  const taken = await tx
    .update(gamePrizes)
    .set({ givenTotal: sql`${gamePrizes.givenTotal} + 1` })
    .where(and(eq(gamePrizes.id, prize.id), or(isNull(gamePrizes.totalCap), lt(gamePrizes.givenTotal, gamePrizes.totalCap))))
    .returning({ id: gamePrizes.id });
  if (taken.length === 0) return false;
  if (prize.dailyCap === null) return true;
  const today = await tx
    .insert(gamePrizeDays)
    .values({ prizeId: prize.id, day, given: 1 })
    .onConflictDoUpdate({
      target: [gamePrizeDays.prizeId, gamePrizeDays.day],
      set: { given: sql`${gamePrizeDays.given} + 1` },
      setWhere: lt(gamePrizeDays.given, prize.dailyCap),
    })
    .returning({ given: gamePrizeDays.given });
  if (today.length > 0) return true;
  // Today's copies are gone: give back the one taken from the total (this transaction holds that row's lock).
  await tx.update(gamePrizes).set({ givenTotal: sql`${gamePrizes.givenTotal} - 1` }).where(eq(gamePrizes.id, prize.id));
  return false;
}

/** How many of each capped prize are left today (the page's "3 of 5 left today"). */
export async function leftToday(db: Pick<WalletTx, 'select'>, prizes: GamePrizeRow[], day: string): Promise<Map<number, number | null>> {
  const ids = prizes.filter((p) => p.dailyCap !== null).map((p) => p.id);
  const given = new Map<number, number>();
  if (ids.length > 0) {
    const rows = await db
      .select({ prizeId: gamePrizeDays.prizeId, given: gamePrizeDays.given })
      .from(gamePrizeDays)
      .where(and(inArray(gamePrizeDays.prizeId, ids), eq(gamePrizeDays.day, day)));
    for (const r of rows) given.set(r.prizeId, r.given);
  }
  const out = new Map<number, number | null>();
  for (const p of prizes) {
    const totalLeft = p.totalCap === null ? null : Math.max(0, p.totalCap - p.givenTotal);
    const dayLeft = p.dailyCap === null ? null : Math.max(0, p.dailyCap - (given.get(p.id) ?? 0));
    out.set(p.id, totalLeft === null ? dayLeft : dayLeft === null ? totalLeft : Math.min(totalLeft, dayLeft));
  }
  return out;
}
