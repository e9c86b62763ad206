import { eq } from 'drizzle-orm';
import { POST as donateRoute } from '@/app/api/V2/donations/route';
import { donationCauses, donations, paymentAttempts } from '@/lib/server/db/schema';
import { listOutbox } from '@/lib/server/mail/outbox';
import { deliverNotifications } from '@/lib/server/services/notifications';
import { RECONCILE_AFTER_MINUTES, RECONCILE_GIVE_UP_AFTER_HOURS, reconcilePayments } from '@/lib/server/services/payments/reconcile';
import { decideAtGateway, historyOf, newOrder, orderRow } from '../admin/orders-support';
import { call, newCustomer } from '../orders/support';
import { payOnKhalti } from '../payments/support/simulator-browser';
import { simulatorFetch } from '../payments/support/simulator-fetch';
import { useTestDatabase } from '../support/database';
import { useTempOutbox } from '../support/isolation';

// Payment reconciliation: a customer paid on eSewa or Khalti but never came back to us (the tab closed). The job asks
// the gateway's status API (the simulators here, in-process) about every online payment still pending some minutes
// on, and settles what it says: the order paid and confirmed, the customer told once; a donation counted. The clock is
// injected: each case runs at "the attempt's start + N minutes".

useTempOutbox();
const { db } = useTestDatabase();
const gateways = simulatorFetch();
let fetchMock: jest.SpyInstance;
beforeAll(() => {
  fetchMock = jest.spyOn(globalThis, 'fetch').mockImplementation(gateways as typeof fetch);
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => fetchMock.mockImplementation(gateways as typeof fetch));
afterAll(() => jest.restoreAllMocks());

async function attemptOf(orderId: number) {
  const [row] = await db().select().from(paymentAttempts).where(eq(paymentAttempts.orderId, orderId));
  return row!;
}

const minutesAfter = (at: Date, minutes: number) => new Date(at.getTime() + minutes * 60_000);

describe('reconcilePayments', () => {
  it('settles an eSewa order paid at the gateway whose callback never came, once it is old enough, and tells the customer once', async () => {
    const { buyer, order } = await newOrder({ paymentMethod: 'esewa' });
    await decideAtGateway(buyer, order.id, 'esewa', 'pay'); // … and the browser never comes back
    const started = (await attemptOf(order.id)).createdAt;

    // Too early: the customer may still be on their way back.
    await reconcilePayments({ now: minutesAfter(started, RECONCILE_AFTER_MINUTES - 1) });
    expect(await orderRow(order.id)).toMatchObject({ status: 'placed', paymentStatus: 'unpaid' });

    const report = await reconcilePayments({ now: minutesAfter(started, RECONCILE_AFTER_MINUTES + 1) });
    expect(report).toMatchObject({ paid: 1 });
    expect(await orderRow(order.id)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid', paymentMethod: 'esewa' });
    expect((await attemptOf(order.id)).status).toBe('paid');
    expect((await historyOf(order.id)).map((h) => [h.status, h.by])).toEqual([
      ['placed', 'customer'],
      ['confirmed', 'payment'],
    ]);

    // A second run (another worker, a retry) finds nothing left to ask; the customer is told once.
    const again = await reconcilePayments({ now: minutesAfter(started, RECONCILE_AFTER_MINUTES + 6) });
    expect(again.paid).toBe(0);
    await deliverNotifications();
    const paidMails = (await listOutbox()).filter((m) => m.to === buyer.email && m.subject.startsWith(`Payment received for order ${order.number}`));
    expect(paidMails).toHaveLength(1);
  });

  it('leaves a payment still pending at the gateway pending, marks a cancelled one failed, and skips one too old to ask', async () => {
    const pending = await newOrder({ paymentMethod: 'esewa' });
    await decideAtGateway(pending.buyer, pending.order.id, 'esewa', 'pending');
    const cancelled = await newOrder({ paymentMethod: 'khalti' });
    await decideAtGateway(cancelled.buyer, cancelled.order.id, 'khalti', 'cancel');
    const at = minutesAfter((await attemptOf(cancelled.order.id)).createdAt, RECONCILE_AFTER_MINUTES + 1);

    await reconcilePayments({ now: at });
    expect((await attemptOf(pending.order.id)).status).toBe('pending');
    expect(await orderRow(pending.order.id)).toMatchObject({ paymentStatus: 'unpaid' });
    expect((await attemptOf(cancelled.order.id)).status).toBe('failed');
    expect(await orderRow(cancelled.order.id)).toMatchObject({ paymentStatus: 'unpaid' });

    // Days later the gateway would still be asked about the pending one until the give-up age; past it, never.
    const calls: string[] = [];
    fetchMock.mockImplementation(async (input: string, init?: RequestInit) => {
      calls.push(String(input));
      return gateways(input, init);
    });
    await reconcilePayments({ now: minutesAfter(at, RECONCILE_GIVE_UP_AFTER_HOURS * 60 + 5) });
    expect(calls).toEqual([]);
    expect((await attemptOf(pending.order.id)).status).toBe('pending');
  });

  it('a gateway that cannot be reached changes nothing; the next run settles it', async () => {
    const { buyer, order } = await newOrder({ paymentMethod: 'khalti' });
    await decideAtGateway(buyer, order.id, 'khalti', 'pay');
    const at = minutesAfter((await attemptOf(order.id)).createdAt, RECONCILE_AFTER_MINUTES + 1);
    fetchMock.mockImplementation(async () => {
      throw new TypeError('fetch failed');
    });
    // (Other tests' payments still pending here are asked too: counts are "at least".)
    const down = await reconcilePayments({ now: at });
    expect(down.paid).toBe(0);
    expect(down.unreachable).toBeGreaterThanOrEqual(1);
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: 'unpaid' });

    fetchMock.mockImplementation(gateways as typeof fetch); // Khalti is back
    expect((await reconcilePayments({ now: minutesAfter(at, 5) })).paid).toBeGreaterThanOrEqual(1);
    expect(await orderRow(order.id)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid', paymentMethod: 'khalti' });
  });

  it('counts a Khalti donation whose donor never came back, once', async () => {
    const [cause] = await db().select().from(donationCauses).where(eq(donationCauses.slug, 'birthday-cakes-for-bal-griha'));
    const donor = await newCustomer('Maya Gurung');
    const started = await call(donateRoute, '/api/V2/donations', donor, { body: { causeId: cause!.id, amount: 700, gateway: 'khalti', anonymous: false } });
    expect(started.status).toBe(201);
    await payOnKhalti(started.body.data.action.url, 'pay');
    const [donation] = await db().select().from(donations).where(eq(donations.id, started.body.data.donationId));
    const [attempt] = await db().select().from(paymentAttempts).where(eq(paymentAttempts.orderRef, donation!.paymentRef!));
    expect(donation!.status).toBe('pending');

    const at = minutesAfter(attempt!.createdAt, RECONCILE_AFTER_MINUTES + 1);
    await reconcilePayments({ now: at });
    await reconcilePayments({ now: minutesAfter(at, 5) }); // a second run counts nothing twice
    const [paid] = await db().select().from(donations).where(eq(donations.id, donation!.id));
    expect(paid!.status).toBe('paid');
    const [after] = await db().select().from(donationCauses).where(eq(donationCauses.id, cause!.id));
    expect(after!.raised - cause!.raised).toBe(donation!.amount);
    expect(after!.donorCount - cause!.donorCount).toBe(1);
  });
});
