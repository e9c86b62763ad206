import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { POST as spinRoute } from '@/app/api/V2/roulette/[slug]/spin/route';
import { POST as digRoute } from '@/app/api/V2/treasure/dig/route';
import { getDb } from '@/lib/server/db/client';
import { gamePrizes, games, prizeWallet } from '@/lib/server/db/schema';
import { callRoute } from '../support/call-route';
import { giftProduct, ORIGIN, type Customer } from '../orders/support';

// Games made for one test (their own slug, prizes and caps), and the calls a player's browser makes.

let counter = 0;

type PrizeInput = {
  label: string;
  kind: 'none' | 'percent' | 'flat' | 'free_delivery' | 'free_item';
  weight: number;
  value?: number;
  minSubtotal?: number;
  /** The cap of a percent discount or of a free delivery. */
  maxDiscount?: number | null;
  /** A free item's product (default: a plain gift in stock). */
  productId?: number;
  dailyCap?: number | null;
  totalCap?: number | null;
};

export async function makeGame(input: { kind?: 'roulette' | 'treasure'; playsPerDay?: number; productIds?: number[]; prizes: PrizeInput[] }) {
  counter += 1;
  const slug = `test-game-${counter}-${Math.random().toString(36).slice(2, 8)}`;
  const [game] = await getDb()
    .insert(games)
    .values({
      slug,
      kind: input.kind ?? 'roulette',
      title: `Test game ${counter}`,
      startsAt: new Date(Date.now() - 60_000),
      playsPerDay: input.playsPerDay ?? 1,
      productIds: input.productIds ?? [],
    })
    .returning();
  const needsItem = input.prizes.some((p) => p.kind === 'free_item' && p.productId === undefined);
  const item = needsItem ? (await giftProduct(2)).id : null;
  const prizes = await getDb()
    .insert(gamePrizes)
    .values(
      input.prizes.map((p, position) => ({
        gameId: game!.id,
        position,
        label: p.label,
        kind: p.kind,
        value: p.value ?? 0,
        minSubtotal: p.minSubtotal ?? 0,
        maxDiscount: p.maxDiscount ?? null,
        productId: p.kind === 'free_item' ? (p.productId ?? item) : null,
        weight: p.weight,
        dailyCap: p.dailyCap ?? null,
        totalCap: p.totalCap ?? null,
      })),
    )
    .returning();
  return { game: game!, slug, prizes };
}

const headers = (customer: Customer | null) => ({ origin: ORIGIN, ...(customer?.headers ?? {}) });

export function spinAs(customer: Customer | null, slug: string, spinId: string = randomUUID()) {
  return callRoute(spinRoute, { url: `/api/V2/roulette/${slug}/spin`, method: 'POST', body: { spinId }, params: { slug }, headers: headers(customer) });
}

export function digAs(customer: Customer | null, body: Record<string, unknown>) {
  return callRoute(digRoute, { url: '/api/V2/treasure/dig', method: 'POST', body: { digId: randomUUID(), ...body }, headers: headers(customer) });
}

export async function walletOf(userId: number) {
  return getDb().select().from(prizeWallet).where(eq(prizeWallet.userId, userId));
}
