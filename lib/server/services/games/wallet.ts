import 'server-only';
import { randomInt } from 'node:crypto';
import { and, desc, eq, ne, or, sql } from 'drizzle-orm';
import { describePrize, prizeCondition, prizeExpiry, walletState, type PrizeTerms, type WalletState } from '@/lib/domain/games';
import type { Pagination } from '@/lib/domain/catalogue-types';
import { couponTerms, prizeCoupon } from '@/lib/domain/prize-effects';
import { getDb, type Database } from '@/lib/server/db/client';
import { coupons, prizeWallet, products } from '@/lib/server/db/schema';
import type { PrizeCategory } from './prize-category';

// The prize wallet: every prize a customer wins, whatever gave it (roulette, treasure dig, a contest's shop prize),
// and an approved influencer's own code to share (wallet-sources.ts). A prize is a personal, single-use coupon (only its owner can apply it, once, until it expires), so
// the cart's own coupon rules apply it and place-order's coupon redemption spends it; a trigger on
// coupon_redemptions moves the wallet row to 'redeemed' (and back to 'won' if that order is cancelled).

export type WalletTx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type PrizeSource = 'roulette' | 'treasure' | 'contest' | 'influencer';

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'; // no 0/O, 1/I: codes are read aloud and typed on phones

/** 'WIN-7K3M-Q9TX': 40 bits from the crypto RNG, so a code cannot be guessed from another. */
export function newPrizeCode(): string {
  const part = () => Array.from({ length: 4 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
  return `WIN-${part()}-${part()}`;
}

export type WalletPrize = {
  id: number;
  code: string;
  title: string;
  source: string;
  description: string;
  condition: string;
  minSubtotal: number;
  state: WalletState;
  /** An influencer's code: shoppers use it (once each), it is not a single-use prize of its owner. */
  reusable: boolean;
  wonAt: string;
  /** Null: it does not expire (an influencer's code). */
  expiresAt: string | null;
  redeemedAt: string | null;
};

/** Writes a won prize into the winner's wallet inside the play's transaction: its coupon and its wallet row. */
export async function createPrize(
  tx: WalletTx,
  input: { userId: number; source: PrizeSource; sourceId: number | null; title: string; terms: PrizeTerms; category?: PrizeCategory | null; now: Date },
): Promise<{ id: number; code: string; expiresAt: Date; description: string }> {
  const written = await writePrize(tx, input);
  if (!written) throw new Error('wallet insert returned nothing');
  return written;
}

/**
 * createPrize, once per (source, source id, winner) for the sources with a unique row (a contest's winning entry):
 * null when that prize is already in the wallet (a repeated call), and the coupon this call made for it is deleted
 * again, so a repeat leaves nothing behind.
 */
export async function writePrize(
  tx: WalletTx,
  input: { userId: number; source: PrizeSource; sourceId: number | null; title: string; terms: PrizeTerms; category?: PrizeCategory | null; now: Date },
): Promise<{ id: number; code: string; expiresAt: Date; description: string } | null> {
  const expiresAt = prizeExpiry(input.now);
  const code = newPrizeCode();
  const description = describePrize(input.terms);
  const [coupon] = await tx
    .insert(coupons)
    .values({
      code,
      description: `${input.title}: ${description}`,
      // The coupon does what the prize says: a free delivery takes the delivery off, a free item adds it at रू 0.
      ...prizeCoupon(input.terms),
      minSubtotal: input.terms.minSubtotal,
      startsAt: input.now,
      endsAt: expiresAt,
      usageLimit: 1,
      perUserLimit: 1,
      ownerUserId: input.userId,
      categoryIds: input.category?.ids ?? null,
    })
    .returning({ id: coupons.id });
  if (!coupon) throw new Error('prize coupon insert returned nothing');
  const [row] = await tx
    .insert(prizeWallet)
    .values({ userId: input.userId, sourceType: input.source, sourceId: input.sourceId, couponId: coupon.id, code, title: input.title, description, condition: prizeCondition(input.terms, input.category?.name ?? null), expiresAt, createdAt: input.now })
    .onConflictDoNothing()
    .returning({ id: prizeWallet.id });
  if (!row) {
    // Already in the wallet: drop the coupon this call made (never applied: it was made a moment ago in this call).
    await tx.delete(coupons).where(eq(coupons.id, coupon.id));
    return null;
  }
  return { id: row.id, code, expiresAt, description };
}

export const WALLET_PAGE_SIZE = 12;

/** An influencer's code shows while it is switched on (a rejected influencer's code is off, and hidden). */
const shown = or(ne(prizeWallet.sourceType, 'influencer'), eq(coupons.active, true));

/** The customer's prizes, newest first (the wallet's index), with what each gives and whether it can still be used. */
export async function listWallet(userId: number, page = 1, now = new Date()): Promise<{ prizes: WalletPrize[]; pagination: Pagination }> {
  const db = getDb();
  const offset = (page - 1) * WALLET_PAGE_SIZE;
  const rows = await db
    .select({
      wallet: prizeWallet,
      coupon: { kind: coupons.kind, value: coupons.value, minSubtotal: coupons.minSubtotal, maxDiscount: coupons.maxDiscount, productId: coupons.productId },
      itemName: products.name,
    })
    .from(prizeWallet)
    .innerJoin(coupons, eq(coupons.id, prizeWallet.couponId))
    .leftJoin(products, eq(products.id, coupons.productId))
    .where(and(eq(prizeWallet.userId, userId), shown))
    .orderBy(desc(prizeWallet.createdAt), desc(prizeWallet.id))
    .limit(WALLET_PAGE_SIZE)
    .offset(offset);
  // A customer's own wallet: tens of prizes at most (a play a day), so counting them is bounded.
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(prizeWallet)
    .innerJoin(coupons, eq(coupons.id, prizeWallet.couponId))
    .where(and(eq(prizeWallet.userId, userId), shown));
  const total = count?.n ?? 0;
  return {
    prizes: rows.map(({ wallet, coupon, itemName }) => ({
      id: wallet.id,
      code: wallet.code,
      title: wallet.title,
      source: wallet.sourceType,
      // Read from the code itself, so the wallet says what the cart will do with it.
      description: describePrize(couponTerms(coupon, itemName)),
      condition: wallet.condition,
      minSubtotal: coupon.minSubtotal,
      state: walletState(wallet.state, wallet.expiresAt, now),
      reusable: wallet.sourceType === 'influencer',
      wonAt: wallet.createdAt.toISOString(),
      expiresAt: wallet.expiresAt?.toISOString() ?? null,
      redeemedAt: wallet.redeemedAt?.toISOString() ?? null,
    })),
    pagination: { total, count: rows.length, perPage: WALLET_PAGE_SIZE, currentPage: page, totalPages: Math.max(1, Math.ceil(total / WALLET_PAGE_SIZE)) },
  };
}
