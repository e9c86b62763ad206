import { eq } from 'drizzle-orm';
import { POST as cancelRoute } from '@/app/api/dashboard/v1/admin/orders/[id]/cancel/route';
import { POST as checkRoute } from '@/app/api/dashboard/v1/admin/orders/[id]/check-gateway/route';
import { GET as detailRoute } from '@/app/api/dashboard/v1/admin/orders/[id]/route';
import { paymentAttempts } from '@/lib/server/db/schema';
import { listOutbox } from '@/lib/server/mail/outbox';
import { simulatorFetch } from '../payments/support/simulator-fetch';
import { useTestDatabase } from '../support/database';
import { useTempOutbox } from '../support/isolation';
import { newStaffMember } from '../support/users';
import { asStaff, comeBack, decideAtGateway, historyOf, newOrder, orderRow, paidOrder, UNKNOWN_ORDER, type Caller } from './orders-support';

// "Check with the gateway": the customer paid on eSewa or Khalti but the callback never reached us (the tab closed).
// Staff with orders.payments ask the gateway's status API (the simulators here, in-process) and the order is settled
// from its answer — paid and confirmed, still pending, or failed — or, when the gateway cannot be reached, nothing
// changes and the answer says so (503).

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

const check = (who: Caller, id: number | string) =>
  asStaff(checkRoute, `/api/dashboard/v1/admin/orders/${id}/check-gateway`, who, { id, method: 'POST' });

const attemptsOf = (orderId: number) => db().select().from(paymentAttempts).where(eq(paymentAttempts.orderId, orderId));

describe('POST admin/orders/{id}/check-gateway', () => {
  it('eSewa, paid at the gateway but the callback never came: the check settles it — paid, confirmed, the customer told', async () => {
    const { buyer, order } = await newOrder({ paymentMethod: 'esewa' });
    await decideAtGateway(buyer, order.id, 'esewa', 'pay'); // … and the browser never comes back to us
    expect(await orderRow(order.id)).toMatchObject({ status: 'placed', paymentStatus: 'unpaid' });
    const support = await newStaffMember('support', 'Binita Lama');
    expect((await asStaff(detailRoute, '/x', support, { id: order.id })).body.data.actions.checkGateway).toBe(true);

    const res = await check(support, order.id);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ outcome: 'paid', gateway: 'esewa', message: expect.stringMatching(/eSewa says the customer paid/) });
    expect(res.body.data.order).toMatchObject({ status: 'confirmed', payment: { status: 'paid', method: 'esewa' }, actions: { checkGateway: false } });
    expect(res.body.data.order.payment.attempts[0]).toMatchObject({ gateway: 'esewa', status: 'paid', gatewayRef: expect.any(String) });
    expect(await orderRow(order.id)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    expect((await historyOf(order.id)).map((h) => [h.status, h.by])).toEqual([
      ['placed', 'customer'],
      ['confirmed', 'payment'],
    ]);
    const paidMails = (await listOutbox()).filter((m) => m.to === buyer.email && m.subject.startsWith(`Payment received for order ${order.number}`));
    expect(paidMails).toHaveLength(1);

    // Asking again: nothing left to ask.
    const again = await check(support, order.id);
    expect([again.status, again.body.error.code]).toEqual([409, 'already_paid']);
  });

  it('Khalti the same way; two staff checking at once settle it once', async () => {
    const { buyer, order } = await newOrder({ paymentMethod: 'khalti' });
    await decideAtGateway(buyer, order.id, 'khalti', 'pay');
    const [a, b] = await Promise.all([check(await newStaffMember('manager'), order.id), check(await newStaffMember('support'), order.id)]);
    const statuses = [a!.status, b!.status].sort();
    // Both see it paid (the second may find it already settled: 409 already_paid), never two confirmations.
    expect(statuses[0]).toBe(200);
    expect([200, 409]).toContain(statuses[1]);
    expect(await orderRow(order.id)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid', paymentMethod: 'khalti' });
    expect((await historyOf(order.id)).filter((h) => h.status === 'confirmed')).toHaveLength(1);
    expect((await listOutbox()).filter((m) => m.to === buyer.email && m.subject.startsWith('Payment received'))).toHaveLength(1);
  });

  it('still pending at the gateway: says so and the order stays unpaid; failed: says so', async () => {
    const support = await newStaffMember('support');
    const { buyer, order } = await newOrder({ paymentMethod: 'esewa' });
    await decideAtGateway(buyer, order.id, 'esewa', 'pending');
    const res = await check(support, order.id);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ outcome: 'pending', message: expect.stringMatching(/not completed/) });
    expect(await orderRow(order.id)).toMatchObject({ status: 'placed', paymentStatus: 'unpaid' });
    expect((await attemptsOf(order.id)).map((a) => a.status)).toEqual(['pending']);

    const khalti = await newOrder({ paymentMethod: 'khalti' });
    await decideAtGateway(khalti.buyer, khalti.order.id, 'khalti', 'cancel');
    const failed = await check(support, khalti.order.id);
    expect(failed.status).toBe(200);
    expect(failed.body.data).toMatchObject({ outcome: 'failed', message: expect.stringMatching(/did not go through/) });
    expect(await orderRow(khalti.order.id)).toMatchObject({ paymentStatus: 'unpaid' });
  });

  it('the gateway cannot be reached: 503 with a clear message, nothing changed', async () => {
    const { buyer, order } = await newOrder({ paymentMethod: 'esewa' });
    await decideAtGateway(buyer, order.id, 'esewa', 'pay');
    fetchMock.mockImplementation(async () => {
      throw new TypeError('fetch failed');
    });
    const support = await newStaffMember('support');
    const res = await check(support, order.id);
    expect(res.status).toBe(503);
    expect(res.body.error).toMatchObject({ code: 'gateway_unavailable', message: expect.stringMatching(/eSewa could not be reached.*nothing was changed/) });
    expect(res.headers.get('retry-after')).toBe('60');
    expect(await orderRow(order.id)).toMatchObject({ status: 'placed', paymentStatus: 'unpaid' });
    expect((await attemptsOf(order.id)).map((a) => a.status)).toEqual(['pending']);

    fetchMock.mockImplementation(gateways as typeof fetch); // eSewa is back
    expect((await check(support, order.id)).body.data.outcome).toBe('paid');
  });

  it('paid at the gateway after the shop cancelled it: the check records the money and makes it refund due', async () => {
    const { buyer, order } = await newOrder({ paymentMethod: 'esewa' });
    await decideAtGateway(buyer, order.id, 'esewa', 'pay');
    const manager = await newStaffMember('manager');
    expect((await asStaff(cancelRoute, '/x', manager, { id: order.id, method: 'POST', body: { reason: 'The payment did not come through' } })).status).toBe(200);
    const res = await check(manager, order.id);
    expect(res.body.data).toMatchObject({ outcome: 'paid', order: { status: 'cancelled', payment: { status: 'paid' }, refund: { status: 'due', amount: order.totals.total } } });
  });

  it('409 with nothing to ask: cash on delivery, an already paid order', async () => {
    const support = await newStaffMember('support');
    const { order: cod } = await newOrder();
    const res = await check(support, cod.id);
    expect([res.status, res.body.error.code]).toEqual([409, 'no_pending_payment']);
    const { order: paid } = await paidOrder();
    expect((await check(support, paid.id)).status).toBe(409);
  });

  it('403 for roles without orders.payments, 404 for customers, visitors and unknown orders', async () => {
    const { buyer, order } = await newOrder({ paymentMethod: 'esewa' });
    const back = await decideAtGateway(buyer, order.id, 'esewa', 'pay');
    for (const role of ['kitchen', 'dispatch', 'rider', 'editor'] as const) {
      const res = await check(await newStaffMember(role), order.id);
      expect([role, res.status]).toEqual([role, 403]);
    }
    expect((await check(buyer, order.id)).status).toBe(404);
    expect((await check(null, order.id)).status).toBe(404);
    expect((await check(await newStaffMember('owner'), UNKNOWN_ORDER)).status).toBe(404);
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: 'unpaid' });
    await comeBack('esewa', back.params); // the late callback still settles it the ordinary way
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: 'paid' });
  });
});
