import 'server-only';
import { and, asc, eq, inArray, isNotNull, lte } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { prizeWallet } from '@/lib/server/db/schema';
import { enqueueUserNotice } from '@/lib/server/services/notifications/enqueue'; // not the index: its templates import this file

// Prizes and vouchers expired (the 'prize-expiry' job, lib/server/jobs). A prize is a personal coupon that stops
// working at its expiry (the coupon's ends_at, the wallet's expires_at: the same instant, prizeExpiry in
// lib/domain/games.ts), and the wallet already shows it expired from then (walletState). The job writes that down
// ('expired', migration 0035) and tells the winner once: the state moves once, and the outbox's unique (event,
// subject, channel) would stop a second notice anyway.

export const PRIZE_EXPIRED_EVENT = 'prize.expired';
/**
 * A prize that expired longer ago than this when the job first finds it (the worker was off for a while) is recorded
 * without a message: "your prize expired three weeks ago" helps nobody.
 */
export const EXPIRY_NOTICE_WITHIN_DAYS = 3;
/** Prizes per run; the next run (a few minutes later) takes the rest. */
const BATCH = 500;

export type PrizeExpiryReport = { expired: number; told: number };

/** Records every unused prize whose expiry is at or before `now` as expired, and queues its winner's notice. */
export async function expirePrizes(options: { now: Date }): Promise<PrizeExpiryReport> {
  const { now } = options;
  const noticeFrom = now.getTime() - EXPIRY_NOTICE_WITHIN_DAYS * 24 * 60 * 60 * 1000;
  return getDb().transaction(async (tx) => {
    const due = tx
      .select({ id: prizeWallet.id })
      .from(prizeWallet)
      .where(and(eq(prizeWallet.state, 'won'), isNotNull(prizeWallet.expiresAt), lte(prizeWallet.expiresAt, now)))
      .orderBy(asc(prizeWallet.expiresAt))
      .limit(BATCH)
      // An order redeeming one of them right now holds its row: skip it, the next run sees what that order did.
      .for('update', { skipLocked: true });
    const expired = await tx
      .update(prizeWallet)
      .set({ state: 'expired' })
      .where(inArray(prizeWallet.id, due))
      .returning({ id: prizeWallet.id, userId: prizeWallet.userId, expiresAt: prizeWallet.expiresAt });
    let told = 0;
    for (const prize of expired) {
      if (prize.expiresAt!.getTime() < noticeFrom) continue;
      if ((await enqueueUserNotice(tx, prize.userId, { event: PRIZE_EXPIRED_EVENT, subjectId: prize.id, data: {} })) > 0) told += 1;
    }
    return { expired: expired.length, told };
  });
}
