import { eq } from 'drizzle-orm';
import * as esewaFormRoute from '@/app/(simulator)/sim/esewa/api/epay/main/v2/form/route';
import * as payPage from '@/app/(simulator)/sim/esewa/pay/[id]/route';
import * as statusRoute from '@/app/(simulator)/sim/esewa/api/epay/transaction/status/route';
import { paymentAttempts } from '@/lib/server/db/schema';
import { ESEWA_TEST_SECRET_KEY } from '@/lib/server/payments/config';
import {
  decodeEsewaData,
  encodeEsewaData,
  ESEWA_RESPONSE_SIGNED_FIELDS,
  signEsewaFields,
} from '@/lib/server/payments/esewa-signature';
import { completePayment, refreshPayment } from '@/lib/server/services/payments/complete-payment';
import { startPayment } from '@/lib/server/services/payments/start-payment';
import { refusalOf } from '@/tests/api/support/api-error';
import { callRoute } from '@/tests/api/support/call-route';
import { useTestDatabase } from '@/tests/api/support/database';
import { payOnEsewa, postEsewaForm as post } from './support/simulator-browser';
import { simulatorFetch } from './support/simulator-fetch';

const { db } = useTestDatabase();
// Refusals are logged on purpose; keep the test output readable.
beforeAll(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));
afterAll(() => jest.restoreAllMocks());
const fetch = simulatorFetch();
const RETURN_URL = 'http://localhost:3000/checkout/esewa/success';
const FAILURE_URL = 'http://localhost:3000/checkout/esewa/failure';

async function start(amountPaisa = 125000, orderId = 42) {
  const started = await startPayment(
    { gateway: 'esewa', orderId, amountPaisa, productName: 'Red velvet cake 1 lb', returnUrl: RETURN_URL, failureUrl: FAILURE_URL },
    { fetch },
  );
  if (started.action.kind !== 'form-post') throw new Error('expected a form post');
  return { ...started, fields: started.action.fields, formUrl: started.action.url };
}

async function attempt(orderRef: string) {
  const [row] = await db().select().from(paymentAttempts).where(eq(paymentAttempts.orderRef, orderRef));
  return row;
}

describe('eSewa through the offline simulator', () => {
  it('pays: signed form → hosted page → signed success data → status API COMPLETE → attempt paid once', async () => {
    const started = await start();
    expect(started.formUrl).toBe('http://localhost:3000/sim/esewa/api/epay/main/v2/form');
    expect(started.fields.total_amount).toBe('1250');
    expect(started.fields.failure_url).toBe(`${FAILURE_URL}?ref=${started.orderRef}`);
    expect((await attempt(started.orderRef))?.status).toBe('pending');

    const landed = await payOnEsewa(started.fields, 'pay');
    expect(landed.page).toContain('Rs 1,250');
    expect(landed.page).toContain('>Pay<');
    expect(`${landed.url.origin}${landed.url.pathname}`).toBe(RETURN_URL);
    const data = decodeEsewaData(landed.params.data ?? '');
    expect(data).toMatchObject({ status: 'COMPLETE', transaction_uuid: started.orderRef, total_amount: '1250.0' });

    const onPaid = jest.fn(async () => {});
    const result = await completePayment({ gateway: 'esewa', params: landed.params }, { fetch, onPaid });
    expect(result).toMatchObject({ status: 'paid', alreadyPaid: false, orderId: 42, amountPaisa: 125000 });
    expect(onPaid).toHaveBeenCalledTimes(1);
    const row = await attempt(started.orderRef);
    expect(row?.status).toBe('paid');
    expect(row?.gatewayRef).toBe(data?.transaction_code);
    expect(row?.paidAt).toBeInstanceOf(Date);
    expect(JSON.stringify(row?.rawResponse)).not.toContain(ESEWA_TEST_SECRET_KEY);

    // The same callback again (browser back button, a refresh, an attacker): nothing changes, onPaid does not rerun.
    const replay = await completePayment({ gateway: 'esewa', params: landed.params }, { fetch, onPaid });
    expect(replay).toMatchObject({ status: 'paid', alreadyPaid: true });
    expect(onPaid).toHaveBeenCalledTimes(1);
    const paidRows = await db().select().from(paymentAttempts).where(eq(paymentAttempts.orderId, 42));
    expect(paidRows.filter((r) => r.status === 'paid')).toHaveLength(1);
  });

  it('parallel callbacks for one payment run onPaid exactly once', async () => {
    const started = await start(125000, 43);
    const landed = await payOnEsewa(started.fields, 'pay');
    const onPaid = jest.fn(async () => {});
    const results = await Promise.all(
      Array.from({ length: 5 }, () => completePayment({ gateway: 'esewa', params: landed.params }, { fetch, onPaid })),
    );
    expect(onPaid).toHaveBeenCalledTimes(1);
    expect(results.filter((r) => !r.alreadyPaid)).toHaveLength(1);
    expect(results.every((r) => r.status === 'paid')).toBe(true);
  });

  it('refuses a forged signature and a changed amount; the attempt stays unpaid', async () => {
    const started = await start(125000, 44);
    const landed = await payOnEsewa(started.fields, 'pay');
    const genuine = decodeEsewaData(landed.params.data ?? '') as Record<string, string>;

    const forged = encodeEsewaData({ ...genuine, total_amount: '12.5' });
    const refused = await refusalOf(completePayment({ gateway: 'esewa', params: { data: forged } }, { fetch }));
    expect(refused.status).toBe(422);
    expect(refused.code).toBe('payment_refused');

    // Signed with the right key (as if eSewa) but for a smaller amount than we asked for.
    const cheaper = signEsewaFields({ ...genuine, total_amount: '12.5' }, ESEWA_RESPONSE_SIGNED_FIELDS, ESEWA_TEST_SECRET_KEY);
    const mismatch = await refusalOf(completePayment({ gateway: 'esewa', params: { data: encodeEsewaData(cheaper) } }, { fetch }));
    expect(mismatch.status).toBe(422);

    const wrongKey = signEsewaFields({ ...genuine }, ESEWA_RESPONSE_SIGNED_FIELDS, 'guessed-secret');
    expect((await refusalOf(completePayment({ gateway: 'esewa', params: { data: encodeEsewaData(wrongKey) } }, { fetch }))).status).toBe(422);

    expect((await attempt(started.orderRef))?.status).toBe('pending');
  });

  it('refuses a callback for a transaction we never started', async () => {
    const unknown = signEsewaFields(
      { transaction_code: '000XXXX', status: 'COMPLETE', total_amount: '1250.0', transaction_uuid: 'UG-1-000000000000', product_code: 'EPAYTEST' },
      ESEWA_RESPONSE_SIGNED_FIELDS,
      ESEWA_TEST_SECRET_KEY,
    );
    const error = await refusalOf(completePayment({ gateway: 'esewa', params: { data: encodeEsewaData(unknown) } }, { fetch }));
    expect(error.status).toBe(404);
  });

  it('does not mark paid on a genuinely signed success the status API does not confirm', async () => {
    const started = await start(125000, 45);
    // Never posted to eSewa: a well-signed "COMPLETE" for our ref and amount still has to be confirmed.
    const unconfirmed = signEsewaFields(
      { transaction_code: '000FAKE', status: 'COMPLETE', total_amount: '1250.0', transaction_uuid: started.orderRef, product_code: 'EPAYTEST' },
      ESEWA_RESPONSE_SIGNED_FIELDS,
      ESEWA_TEST_SECRET_KEY,
    );
    const onPaid = jest.fn(async () => {});
    const result = await completePayment({ gateway: 'esewa', params: { data: encodeEsewaData(unconfirmed) } }, { fetch, onPaid });
    expect(result.status).not.toBe('paid');
    expect(onPaid).not.toHaveBeenCalled();
  });

  it('cancel goes to the failure URL and fails the attempt; pending stays pending until eSewa completes it', async () => {
    const cancelled = await start(125000, 46);
    const back = await payOnEsewa(cancelled.fields, 'cancel');
    expect(back.params.ref).toBe(cancelled.orderRef);
    expect((await completePayment({ gateway: 'esewa', params: back.params }, { fetch })).status).toBe('failed');

    const waiting = await start(125000, 47);
    const later = await payOnEsewa(waiting.fields, 'pending');
    expect((await completePayment({ gateway: 'esewa', params: later.params }, { fetch })).status).toBe('pending');
    expect((await refreshPayment(waiting.orderRef, { fetch })).status).toBe('pending');
  });

  it('rolls back when onPaid fails: the attempt stays unpaid and a retry can settle it', async () => {
    const started = await start(125000, 48);
    const landed = await payOnEsewa(started.fields, 'pay');
    await expect(
      completePayment({ gateway: 'esewa', params: landed.params }, { fetch, onPaid: async () => Promise.reject(new Error('order gone')) }),
    ).rejects.toThrow('order gone');
    expect((await attempt(started.orderRef))?.status).toBe('pending');
    expect((await completePayment({ gateway: 'esewa', params: landed.params }, { fetch })).status).toBe('paid');
  });
});

describe('eSewa simulator endpoints', () => {
  it('refuses a wrong signature, a changed amount, a missing field and a reused transaction_uuid', async () => {
    const { fields } = await start(125000, 50);
    const badSignature = await post({ ...fields, signature: fields.signature?.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')) ?? '' });
    expect(badSignature.status).toBe(400);
    expect(badSignature.body).toContain('Invalid payload signature');

    const changedAmount = await post({ ...fields, total_amount: '1', amount: '1' });
    expect(changedAmount.status).toBe(400);

    const missing = Object.fromEntries(Object.entries(fields).filter(([name]) => name !== 'tax_amount'));
    expect((await post(missing)).status).toBe(400);

    expect((await post(fields)).status).toBe(303);
    const again = await post(fields);
    expect(again.status).toBe(400);
    expect(again.body).toContain('Duplicate');
  });

  it('answers the status API like eSewa: NOT_FOUND for unknown or other amounts, COMPLETE once paid', async () => {
    const { fields, orderRef } = await start(125000, 51);
    const status = (total: string, uuid = orderRef) =>
      callRoute(statusRoute.GET, {
        url: `/sim/esewa/api/epay/transaction/status?product_code=EPAYTEST&total_amount=${total}&transaction_uuid=${uuid}`,
      });
    expect((await status('1250')).body.status).toBe('NOT_FOUND');
    await payOnEsewa(fields, 'pay');
    const done = await status('1250');
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ status: 'COMPLETE', transaction_uuid: orderRef, total_amount: 1250, product_code: 'EPAYTEST' });
    expect(typeof done.body.ref_id).toBe('string');
    expect((await status('12.50')).body.status).toBe('NOT_FOUND');
    expect((await callRoute(statusRoute.GET, { url: '/sim/esewa/api/epay/transaction/status' })).status).toBe(400);
  });

  it('sends the browser on to the payment page on the host it posted the form to', async () => {
    const started = await start();
    // The browser posted to 127.0.0.1 while the server calls itself localhost: the redirect must stay on 127.0.0.1
    // (a redirect elsewhere after a form post is refused by the shop's CSP form-action, and loses the cookies).
    const posted = await callRoute(esewaFormRoute.POST, {
      url: 'http://localhost:3000/sim/esewa/api/epay/main/v2/form',
      method: 'POST',
      body: new URLSearchParams(started.fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', host: '127.0.0.1:4100' },
    });
    expect(posted.status).toBe(303);
    expect(posted.headers.get('location')).toMatch(/^http:\/\/127\.0\.0\.1:4100\/sim\/esewa\/pay\/[A-Za-z0-9]+$/);
  });

  it('shows an error page for an unknown payment session', async () => {
    const page = await callRoute(payPage.GET, { url: '/sim/esewa/pay/nope', params: { id: 'nope' } });
    expect(page.status).toBe(404);
  });
});
