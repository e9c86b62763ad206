import { eq } from 'drizzle-orm';
import { PRIZE_VALID_DAYS } from '@/lib/domain/games';
import { notifications, prizeWallet } from '@/lib/server/db/schema';
import { listOutbox } from '@/lib/server/mail/outbox';
import { EXPIRY_NOTICE_WITHIN_DAYS, expirePrizes, PRIZE_EXPIRED_EVENT } from '@/lib/server/services/games/prize-expiry';
import { createPrize, listWallet } from '@/lib/server/services/games/wallet';
import { deliverNotifications } from '@/lib/server/services/notifications';
import { useTestDatabase } from '../support/database';
import { useTempOutbox } from '../support/isolation';
import { newSignedInUser } from '../support/users';

// Prizes expired: a prize won and never used stops working at its expiry (its coupon ends then, and the wallet already
// reads it as expired). The job records it expired and tells the winner once; a used prize is never touched. The
// clock is injected: the prize is "won" at a fixed instant and the job runs days after.

useTempOutbox();
const { db } = useTestDatabase();

const WON_AT = new Date('2030-03-01T06:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const at = (days: number) => new Date(WON_AT.getTime() + days * DAY);

async function winPrize(name: string) {
  const user = await newSignedInUser('winner', name, { emailConfirmedAt: WON_AT });
  const prize = await db().transaction((tx) =>
    createPrize(tx, { userId: user.id, source: 'roulette', sourceId: null, title: 'Roulette prize', terms: { kind: 'flat', value: 15000, minSubtotal: 100000, maxDiscount: null }, now: WON_AT }),
  );
  return { user, prize };
}

const stateOf = async (id: number) => (await db().select({ state: prizeWallet.state }).from(prizeWallet).where(eq(prizeWallet.id, id)))[0]!.state;

describe('expirePrizes', () => {
  it('records an unused prize expired at its expiry, tells its winner once, and leaves it in the wallet as expired', async () => {
    const { user, prize } = await winPrize('Sunita Magar');
    await expirePrizes({ now: at(PRIZE_VALID_DAYS - 1) });
    expect(await stateOf(prize.id)).toBe('won');

    await expirePrizes({ now: at(PRIZE_VALID_DAYS) });
    expect(await stateOf(prize.id)).toBe('expired');
    await expirePrizes({ now: at(PRIZE_VALID_DAYS + 1) }); // the next run, another worker
    const notices = await db().select().from(notifications).where(eq(notifications.event, PRIZE_EXPIRED_EVENT));
    expect(notices.filter((n) => n.subjectId === String(prize.id)).map((n) => n.channel)).toEqual(['email']);

    await deliverNotifications();
    const mails = (await listOutbox()).filter((m) => m.subject.startsWith('Your prize expired'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(prize.code);
    expect(mails[0]!.text).toMatch(/expired on 31 Mar 2030/);

    const wallet = await listWallet(user.id, 1, at(PRIZE_VALID_DAYS + 1));
    expect(wallet.prizes.find((p) => p.id === prize.id)).toMatchObject({ state: 'expired', code: prize.code });
  });

  it('never expires a used prize, and records one found long after its expiry without a message', async () => {
    const used = await winPrize('Hari Bhandari');
    await db().update(prizeWallet).set({ state: 'redeemed', redeemedAt: at(2) }).where(eq(prizeWallet.id, used.prize.id));
    const late = await winPrize('Laxmi Tamang');

    await expirePrizes({ now: at(PRIZE_VALID_DAYS + EXPIRY_NOTICE_WITHIN_DAYS + 1) });
    expect(await stateOf(used.prize.id)).toBe('redeemed');
    expect(await stateOf(late.prize.id)).toBe('expired');
    const notices = await db().select().from(notifications).where(eq(notifications.subjectId, String(late.prize.id)));
    expect(notices.filter((n) => n.event === PRIZE_EXPIRED_EVENT)).toEqual([]);
  });
});
