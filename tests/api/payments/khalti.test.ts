import { eq } from 'drizzle-orm';
import * as initiateRoute from '@/app/(simulator)/sim/khalti/api/v2/epayment/initiate/route';
import * as lookupRoute from '@/app/(simulator)/sim/khalti/api/v2/epayment/lookup/route';
import { paymentAttempts } from '@/lib/server/db/schema';
import { KHALTI_TEST_SECRET_KEY } from '@/lib/server/payments/config';
import { completePayment, refreshPayment } from '@/lib/server/services/payments/complete-payment';
import { startPayment } from '@/lib/server/services/payments/start-payment';
import { refusalOf } from '@/tests/api/support/api-error';
import { callRoute } from '@/tests/api/support/call-route';
import { useTestDatabase } from '@/tests/api/support/database';
import { payOnKhalti } from './support/simulator-browser';
import { simulatorFetch, type RecordedCall } from './support/simulator-fetch';

const { db } = useTestDatabase();
beforeAll(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));
afterAll(() => jest.restoreAllMocks());

const calls: RecordedCall[] = [];
const fetch = simulatorFetch(calls);
const RETURN_URL = 'http://localhost:3000/checkout/khalti/return';
const KEY = { authorization: `Key ${KHALTI_TEST_SECRET_KEY}` };

async function start(orderId: number, amountPaisa = 250000) {
  const started = await startPayment(
    {
      gateway: 'khalti',
      orderId,
      amountPaisa,
      productName: 'Chocolate truffle cake 2 lb',
      customer: { name: 'Sita Sharma', phone: '9841234567' },
      returnUrl: RETURN_URL,
      failureUrl: 'http://localhost:3000/checkout/khalti/failed',
    },
    { fetch },
  );
  if (started.action.kind !== 'redirect') throw new Error('expected a redirect');
  const pidx = new URL(started.action.url).pathname.split('/').pop() ?? '';
  return { ...started, paymentUrl: started.action.url, pidx };
}

const attemptStatus = async (orderRef: string) =>
  (await db().select().from(paymentAttempts).where(eq(paymentAttempts.orderRef, orderRef)))[0]?.status;

describe('Khalti through the offline simulator', () => {
  it('pays: initiate → payment page → callback → lookup Completed → attempt paid once', async () => {
    const started = await start(61);
    expect(started.paymentUrl).toBe(`http://localhost:3000/sim/khalti/pay/${started.pidx}`);
    const [row] = await db().select().from(paymentAttempts).where(eq(paymentAttempts.orderRef, started.orderRef));
    expect(row?.gatewayRef).toBe(started.pidx);

    const back = await payOnKhalti(started.pidx, 'pay');
    expect(back.page).toContain('Rs 2,500');
    expect(`${back.url.origin}${back.url.pathname}`).toBe(RETURN_URL);
    expect(back.params).toMatchObject({
      pidx: started.pidx,
      status: 'Completed',
      purchase_order_id: started.orderRef,
      amount: '250000',
      total_amount: '250000',
    });
    expect(back.params.transaction_id).toBeTruthy();

    calls.length = 0;
    const onPaid = jest.fn(async () => {});
    const paid = await completePayment({ gateway: 'khalti', params: back.params }, { fetch, onPaid });
    expect(paid).toMatchObject({ status: 'paid', alreadyPaid: false, orderId: 61 });
    // The callback alone was not trusted: the lookup API was asked.
    expect(calls).toEqual([{ method: 'POST', path: '/sim/khalti/api/v2/epayment/lookup' }]);

    const replay = await completePayment({ gateway: 'khalti', params: back.params }, { fetch, onPaid });
    expect(replay).toMatchObject({ status: 'paid', alreadyPaid: true });
    expect(onPaid).toHaveBeenCalledTimes(1);
  });

  it('a callback that claims Completed is not paid when the lookup says otherwise', async () => {
    const started = await start(62);
    const back = await payOnKhalti(started.pidx, 'pending');
    expect(back.params.status).toBe('Pending');
    const forgedClaim = { ...back.params, status: 'Completed', transaction_id: 'FAKE' };
    const onPaid = jest.fn(async () => {});
    const result = await completePayment({ gateway: 'khalti', params: forgedClaim }, { fetch, onPaid });
    expect(result.status).toBe('pending');
    expect(onPaid).not.toHaveBeenCalled();
    expect(await attemptStatus(started.orderRef)).toBe('pending');
  });

  it('a cancelled payment fails the attempt (lookup: User canceled)', async () => {
    const started = await start(63);
    const back = await payOnKhalti(started.pidx, 'cancel');
    expect(back.params.status).toBe('User canceled');
    expect((await completePayment({ gateway: 'khalti', params: back.params }, { fetch })).status).toBe('failed');
    expect(await attemptStatus(started.orderRef)).toBe('failed');
  });

  it('refuses a callback pointing one attempt at another payment, and unknown payments', async () => {
    const mine = await start(64);
    const other = await start(65);
    const paidElsewhere = await payOnKhalti(other.pidx, 'pay');
    // Someone else's completed pidx with our purchase_order_id: refused, our attempt stays unpaid.
    const mixed = { ...paidElsewhere.params, purchase_order_id: mine.orderRef };
    const error = await refusalOf(completePayment({ gateway: 'khalti', params: mixed }, { fetch }));
    expect(error.status).toBe(422);
    expect(await attemptStatus(mine.orderRef)).toBe('pending');

    const unknown = await refusalOf(
      completePayment({ gateway: 'khalti', params: { pidx: 'doesnotexist', purchase_order_id: 'UG-0-ffffffffffff' } }, { fetch }),
    );
    expect(unknown.status).toBe(404);
  });

  it('refresh settles an attempt whose callback never arrived', async () => {
    const started = await start(66);
    await payOnKhalti(started.pidx, 'pay');
    const refreshed = await refreshPayment(started.orderRef, { fetch });
    expect(refreshed.status).toBe('paid');
  });

  it('refuses amounts below Rs 10 (the attempt is failed, nothing to pay)', async () => {
    const error = await refusalOf(
      startPayment(
        { gateway: 'khalti', orderId: 67, amountPaisa: 500, productName: 'Card', returnUrl: RETURN_URL, failureUrl: RETURN_URL },
        { fetch },
      ),
    );
    expect(error.status).toBe(422);
    const rows = await db().select().from(paymentAttempts).where(eq(paymentAttempts.orderId, 67));
    expect(rows.map((r) => r.status)).toEqual(['failed']);
  });
});

describe('Khalti simulator endpoints', () => {
  const body = {
    return_url: RETURN_URL,
    website_url: 'http://localhost:3000/',
    amount: 1300,
    purchase_order_id: 'TEST-1',
    purchase_order_name: 'test',
  };

  it('initiate needs the Key header with the merchant secret', async () => {
    const noKey = await callRoute(initiateRoute.POST, { url: '/sim/khalti/api/v2/epayment/initiate', method: 'POST', body });
    expect(noKey.status).toBe(401);
    const wrongKey = await callRoute(initiateRoute.POST, {
      url: '/sim/khalti/api/v2/epayment/initiate',
      method: 'POST',
      body,
      headers: { authorization: 'Key test_secret_key_guess' },
    });
    expect(wrongKey.status).toBe(401);
    expect(wrongKey.body.detail).toBe('Invalid token.');
  });

  it('initiate validates like Khalti: amount ≥ 1000 paisa, required fields, breakdown sum', async () => {
    const post = (payload: unknown) =>
      callRoute(initiateRoute.POST, { url: '/sim/khalti/api/v2/epayment/initiate', method: 'POST', body: payload, headers: KEY });
    const small = await post({ ...body, amount: 999 });
    expect(small.status).toBe(400);
    expect(small.body.amount[0]).toMatch(/1000 paisa/);
    expect(small.body.error_key).toBe('validation_error');
    const noName = { ...body, purchase_order_name: undefined };
    expect((await post(noName)).body.purchase_order_name).toBeDefined();
    expect((await post({ ...body, amount_breakdown: [{ label: 'Cake', amount: 1000 }] })).status).toBe(400);

    const ok = await post(body);
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ expires_in: 1800 });
    expect(ok.body.payment_url).toBe(`http://localhost:3000/sim/khalti/pay/${ok.body.pidx}`);
  });

  it('lookup: Initiated before paying, 404 for an unknown pidx, 401 without the key', async () => {
    const initiated = await callRoute(initiateRoute.POST, {
      url: '/sim/khalti/api/v2/epayment/initiate',
      method: 'POST',
      body: { ...body, purchase_order_id: 'TEST-2' },
      headers: KEY,
    });
    const lookup = (pidx: string, headers: Record<string, string> = KEY) =>
      callRoute(lookupRoute.POST, { url: '/sim/khalti/api/v2/epayment/lookup', method: 'POST', body: { pidx }, headers });
    const fresh = await lookup(initiated.body.pidx);
    expect(fresh.status).toBe(200);
    expect(fresh.body).toMatchObject({ status: 'Initiated', total_amount: 1300, refunded: false });
    expect((await lookup('unknown-pidx')).status).toBe(404);
    expect((await lookup(initiated.body.pidx, {})).status).toBe(401);
  });
});
