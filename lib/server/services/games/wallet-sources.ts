import 'server-only';
import { eq } from 'drizzle-orm';
import { describePrize, INFLUENCER_WALLET_TITLE, influencerCodeCondition, type PrizeTerms } from '@/lib/domain/games';
import { couponTerms } from '@/lib/domain/prize-effects';
import { coupons, prizeWallet, type ContestPrize } from '@/lib/server/db/schema';
import { enqueueUserNotice, type NotificationDb } from '@/lib/server/services/notifications/enqueue'; // not the index: its templates import this file
import { writePrize, type WalletTx } from './wallet';

// The wallet's other sources (issue 15): a contest's shop prize for each winning entry, and an approved influencer's
// own code. Both are written once whatever repeats: (source_type, source_id, user_id) is unique for them
// (prize_wallet_source_uq), so a double-tapped winners call or a second approval finds the row there.

export const CONTEST_PRIZE_EVENT = 'contest.prize.won';

export type ContestWinner = { entryId: number; userId: number; place: number };

/** A place's shop voucher, as the wallet's terms ('flat' rupees off or 'percent' off, with its minimum and cap). */
export function contestPrizeTerms(prize: ContestPrize | undefined): PrizeTerms | null {
  const v = prize?.voucher;
  if (!v) return null;
  return { kind: v.kind, value: v.value, minSubtotal: v.minSubtotal, maxDiscount: v.kind === 'percent' ? (v.maxDiscount ?? null) : null };
}

/**
 * Puts each winner's shop prize (the voucher of their place: prizes[place - 1]) into their wallet, with the games'
 * expiry rule, and tells them once (the outbox's unique (event, subject, channel) with the wallet row as subject).
 * Inside the winners call's transaction. Answers how many prizes were new (0 on a repeated call).
 */
export async function awardContestPrizes(
  tx: WalletTx,
  contest: { title: string; prizes: ContestPrize[] },
  winners: ContestWinner[],
  now: Date,
): Promise<number> {
  let awarded = 0;
  for (const w of winners) {
    const prize = contest.prizes[w.place - 1];
    const terms = contestPrizeTerms(prize);
    if (!prize || !terms) continue; // a bouquet or a class: handed over by the organiser, not a code
    const written = await writePrize(tx, { userId: w.userId, source: 'contest', sourceId: w.entryId, title: `${prize.place} prize — ${contest.title}`, terms, now });
    if (!written) continue;
    awarded += 1;
    await enqueueUserNotice(tx, w.userId, { event: CONTEST_PRIZE_EVENT, subjectId: written.id, data: {} });
  }
  return awarded;
}

/** An approved influencer's code in their wallet (once): reusable by shoppers, so it stays 'won' and never expires. */
export async function addInfluencerCode(tx: NotificationDb, input: { influencerId: number; userId: number; couponId: number; now: Date }): Promise<void> {
  const [coupon] = await tx.select().from(coupons).where(eq(coupons.id, input.couponId));
  if (!coupon) return;
  const terms: PrizeTerms = couponTerms(coupon);
  await tx
    .insert(prizeWallet)
    .values({
      userId: input.userId,
      sourceType: 'influencer',
      sourceId: input.influencerId,
      couponId: coupon.id,
      code: coupon.code,
      title: INFLUENCER_WALLET_TITLE,
      description: describePrize(terms),
      condition: influencerCodeCondition(coupon.minSubtotal, coupon.perUserLimit),
      expiresAt: null,
      createdAt: input.now,
    })
    .onConflictDoNothing();
}
