import 'server-only';
import { and, asc, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { describePrize, formatChance, type PrizeKind } from '@/lib/domain/games';
import { kathmanduDateKey } from '@/lib/domain/kathmandu-time';
import { rupeesToPaisa } from '@/lib/domain/money';
import { getDb } from '@/lib/server/db/client';
import { categories, gamePrizeDays, gamePrizes, games, products } from '@/lib/server/db/schema';
import { badRequest, notFound } from '@/lib/server/http/errors';
import { isNewKey, type ContentTx } from '@/lib/server/services/content-drafts';
import { invalidateGamePages } from '@/lib/server/services/games/invalidate';
import { gamePrizesFormSchema, ODDS_SCALE, ODDS_TOTAL, type GamePrizesForm } from '@/lib/validation/content-shop';
import type { ShopContentKind } from './kind';

// A game's prizes and their published odds (the roulette's slices, the treasure dig's treasures). The storefront
// publishes each prize's chance as weight / the sum of weights (lib/domain/games.ts prizeOdds) and draws with the
// same weights, so the editor types the odds in percent to one decimal, they must add up to exactly 100%, and each
// weight is stored in tenths of a percent: the chance the page publishes is exactly the one typed. A prize keeps its
// id (and so what it has given, today and in all) when edited; one removed leaves the plays that won it.

type Db = Pick<ContentTx, 'select'>;

async function findGameRow(key: string, db: Db = getDb()) {
  if (isNewKey(key) || !/^\d+$/.test(key)) return null;
  const [game] = await db.select().from(games).where(eq(games.id, Number(key)));
  return game ?? null;
}

/** A prize as its form holds it; `value` in rupees for 'flat', in percent for 'percent'. */
function toForm(p: typeof gamePrizes.$inferSelect, total: number): GamePrizesForm['prizes'][number] {
  return {
    id: p.id,
    label: p.label,
    kind: p.kind as PrizeKind,
    value: p.kind === 'flat' ? p.value / 100 : p.value,
    minSubtotal: p.minSubtotal / 100,
    maxDiscount: p.maxDiscount === null ? null : p.maxDiscount / 100,
    productId: p.productId,
    categoryId: p.categoryId,
    // The chance published now, to one decimal (a game seeded with other weights shows its sum, to be made 100%).
    odds: total > 0 ? Math.round((p.weight * 100 * ODDS_SCALE) / total) / ODDS_SCALE : 0,
    dailyCap: p.dailyCap,
    totalCap: p.totalCap,
    color: p.color,
  };
}

function toRow(p: GamePrizesForm['prizes'][number]) {
  return {
    label: p.label,
    kind: p.kind,
    value: p.kind === 'flat' ? rupeesToPaisa(p.value) : p.kind === 'percent' ? p.value : 0,
    minSubtotal: rupeesToPaisa(p.minSubtotal),
    maxDiscount: p.maxDiscount === null ? null : rupeesToPaisa(p.maxDiscount),
    productId: p.kind === 'free_item' ? p.productId : null,
    categoryId: p.categoryId,
    weight: Math.round(p.odds * ODDS_SCALE),
    dailyCap: p.dailyCap,
    totalCap: p.totalCap,
    color: p.color,
  };
}

async function checkPrizes(form: GamePrizesForm, gameId: number, db: Db): Promise<Map<number, string>> {
  const fields: Record<string, string> = {};
  const productIds = form.prizes.flatMap((p) => (p.productId === null ? [] : [p.productId]));
  const categoryIds = form.prizes.flatMap((p) => (p.categoryId === null ? [] : [p.categoryId]));
  const prizeIds = form.prizes.flatMap((p) => (p.id === null ? [] : [p.id]));
  const [productRows, categoryRows, prizeRows] = await Promise.all([
    productIds.length ? db.select({ id: products.id, name: products.name }).from(products).where(inArray(products.id, productIds)) : [],
    categoryIds.length ? db.select({ id: categories.id }).from(categories).where(inArray(categories.id, categoryIds)) : [],
    prizeIds.length ? db.select({ id: gamePrizes.id }).from(gamePrizes).where(and(eq(gamePrizes.gameId, gameId), inArray(gamePrizes.id, prizeIds))) : [],
  ]);
  const names = new Map(productRows.map((r) => [r.id, r.name]));
  form.prizes.forEach((p, i) => {
    if (p.productId !== null && !names.has(p.productId)) fields[`prizes.${i}.productId`] = 'No such product.';
    if (p.categoryId !== null && !categoryRows.some((c) => c.id === p.categoryId)) fields[`prizes.${i}.categoryId`] = 'No such category.';
    if (p.id !== null && !prizeRows.some((r) => r.id === p.id)) fields[`prizes.${i}.id`] = 'This prize is not one of this game’s.';
  });
  if (Object.keys(fields).length) throw badRequest('Please check the highlighted fields.', fields);
  return names;
}

export const gamePrizesKind: ShopContentKind<GamePrizesForm> = {
  kind: 'game-prizes',
  label: 'Game prizes and odds',
  schema: gamePrizesFormSchema,
  singletonKey: null,
  async listLive() {
    const rows = await getDb()
      .select({ id: games.id, kind: games.kind, title: games.title, slug: games.slug, isActive: games.isActive, count: sql<number>`(select count(*)::int from ${gamePrizes} where ${gamePrizes.gameId} = ${games.id})` })
      .from(games)
      .orderBy(desc(games.startsAt), desc(games.id))
      .limit(100);
    return rows.map((g) => ({ key: String(g.id), title: `${g.kind === 'treasure' ? 'Treasure dig' : 'Roulette'}: ${g.title}`, detail: `/${g.kind}/${g.slug} · ${g.count} prizes${g.isActive ? '' : ' · switched off'}` }));
  },
  async loadLive(key) {
    const game = await findGameRow(key);
    if (!game) return null;
    const rows = await getDb().select().from(gamePrizes).where(eq(gamePrizes.gameId, game.id)).orderBy(asc(gamePrizes.position));
    const total = rows.reduce((sum, p) => sum + p.weight, 0);
    return { prizes: rows.map((p) => toForm(p, total)) };
  },
  async check(form, key) {
    const game = await findGameRow(key);
    if (!game) throw notFound('Game');
    await checkPrizes(form, game.id, getDb());
  },
  async preview(form) {
    const given = await givenToday(form.prizes.flatMap((p) => (p.id === null ? [] : [p.id])));
    return form.prizes.map((p) => {
      const row = toRow(p);
      const what = describePrize({ kind: p.kind, value: row.value, minSubtotal: row.minSubtotal, maxDiscount: row.maxDiscount, item: p.productId ? { productId: p.productId, name: `product ${p.productId}` } : null });
      const caps = [p.dailyCap ? `${given.get(p.id ?? 0) ?? 0} of ${p.dailyCap} given today` : null, p.totalCap ? `at most ${p.totalCap} in all` : null].filter(Boolean).join(', ');
      return { label: `${p.label} — ${formatChance(row.weight / ODDS_TOTAL)}`, value: `${what}${caps ? ` (${caps})` : ''}` };
    });
  },
  async apply(tx, form, key) {
    if (isNewKey(key)) throw notFound('Game');
    const [game] = await tx.select().from(games).where(eq(games.id, Number(key))).for('update');
    if (!game) throw notFound('Game');
    await checkPrizes(form, game.id, tx);
    const before = await tx.select().from(gamePrizes).where(eq(gamePrizes.gameId, game.id)).orderBy(asc(gamePrizes.position)).for('update');
    const kept = form.prizes.flatMap((p) => (p.id === null ? [] : [p.id]));
    // A removed prize's plays keep their result (game_plays.prize_id is set null) and its daily counts go with it.
    await tx.delete(gamePrizes).where(kept.length ? and(eq(gamePrizes.gameId, game.id), notInArray(gamePrizes.id, kept)) : eq(gamePrizes.gameId, game.id));
    // Positions are unique per game: move the kept ones out of the way before writing the new order.
    if (kept.length) await tx.update(gamePrizes).set({ position: sql`-1 - ${gamePrizes.position}` }).where(eq(gamePrizes.gameId, game.id));
    for (const [position, prize] of form.prizes.entries()) {
      if (prize.id === null) await tx.insert(gamePrizes).values({ gameId: game.id, position, ...toRow(prize) });
      else await tx.update(gamePrizes).set({ position, ...toRow(prize) }).where(eq(gamePrizes.id, prize.id));
    }
    const odds = (rows: Array<{ label: string; weight: number }>) => {
      const total = rows.reduce((sum, r) => sum + r.weight, 0);
      return rows.map((r) => `${r.label} ${formatChance(total ? r.weight / total : 0)}`).join(', ');
    };
    return {
      entityId: game.id,
      before: { prizes: before.map(({ id, label, kind, value, weight, dailyCap, totalCap }) => ({ id, label, kind, value, weight, dailyCap, totalCap })) },
      after: { kind: game.kind, prizes: form.prizes.map((p) => ({ id: p.id, label: p.label, kind: p.kind, weight: Math.round(p.odds * ODDS_SCALE) })) },
      summary: `Odds of ${game.title}: ${odds(form.prizes.map((p) => ({ label: p.label, weight: Math.round(p.odds * ODDS_SCALE) })))} (were ${odds(before)})`,
    };
  },
  async invalidate(applied) {
    const after = applied.after as { kind: string };
    invalidateGamePages(after.kind === 'treasure' ? 'treasure' : 'roulette');
  },
};

/** What each prize has given today (Kathmandu day): the editor shows it beside the daily cap. */
async function givenToday(prizeIds: number[]): Promise<Map<number, number>> {
  if (prizeIds.length === 0) return new Map();
  const rows = await getDb()
    .select({ prizeId: gamePrizeDays.prizeId, given: gamePrizeDays.given })
    .from(gamePrizeDays)
    .where(and(inArray(gamePrizeDays.prizeId, prizeIds), eq(gamePrizeDays.day, kathmanduDateKey(new Date()))));
  return new Map(rows.map((r) => [r.prizeId, r.given]));
}
