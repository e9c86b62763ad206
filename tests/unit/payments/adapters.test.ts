/** @jest-environment node */
import { ESEWA_TEST_SECRET_KEY, KHALTI_TEST_SECRET_KEY, paymentConfig } from '@/lib/server/payments/config';
import { createEsewaGateway } from '@/lib/server/payments/esewa';
import { encodeEsewaData, ESEWA_RESPONSE_SIGNED_FIELDS, signEsewaFields } from '@/lib/server/payments/esewa-signature';
import { createKhaltiGateway } from '@/lib/server/payments/khalti';
import { GatewayUnavailableError, PaymentRefusedError, type FetchLike } from '@/lib/server/payments/types';

type Call = { url: string; method: string; headers: Record<string, string>; body: unknown };

/** A fake gateway: records each call and answers with the next queued JSON. */
function fakeFetch(answers: Array<{ status?: number; body: unknown }>): { fetch: FetchLike; calls: Call[] } {
  const calls: Call[] = [];
  const fetch: FetchLike = async (url, init = {}) => {
    calls.push({
      url,
      method: init.method ?? 'GET',
      headers: Object.fromEntries(new Headers(init.headers).entries()),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    const next = answers.shift();
    if (!next) throw new Error('unexpected call');
    return new Response(JSON.stringify(next.body), { status: next.status ?? 200, headers: { 'content-type': 'application/json' } });
  };
  return { fetch, calls };
}

const expected = { orderRef: 'UG-7-abc123', amountPaisa: 150000, gatewayRef: null };

function esewaData(overrides: Record<string, string> = {}) {
  return encodeEsewaData(
    signEsewaFields(
      {
        transaction_code: '000AWEO',
        status: 'COMPLETE',
        total_amount: '1500.0',
        transaction_uuid: expected.orderRef,
        product_code: 'EPAYTEST',
        ...overrides,
      },
      ESEWA_RESPONSE_SIGNED_FIELDS,
      ESEWA_TEST_SECRET_KEY,
    ),
  );
}

const esewaStatus = (status: string, extra: Record<string, unknown> = {}) => ({
  body: { product_code: 'EPAYTEST', transaction_uuid: expected.orderRef, total_amount: 1500.0, status, ref_id: '000AWEO', ...extra },
});

describe('eSewa adapter', () => {
  it('posts a signed form to the configured form URL', async () => {
    const gateway = createEsewaGateway({ fetch: fakeFetch([]).fetch });
    const started = await gateway.start({
      orderRef: expected.orderRef,
      amountPaisa: 150000,
      productName: 'Black forest cake',
      returnUrl: 'http://localhost:3000/ok',
      failureUrl: 'http://localhost:3000/no',
    });
    expect(started.kind).toBe('form-post');
    if (started.kind !== 'form-post') return;
    expect(started.url).toBe(paymentConfig().esewa.formUrl);
    expect(started.fields).toMatchObject({ total_amount: '1500', transaction_uuid: expected.orderRef, product_code: 'EPAYTEST' });
  });

  it('marks paid only after the status API says COMPLETE for the same amount', async () => {
    const { fetch, calls } = fakeFetch([esewaStatus('COMPLETE')]);
    const verdict = await createEsewaGateway({ fetch }).verifyReturn({ data: esewaData() }, expected);
    expect(verdict).toMatchObject({ status: 'paid', gatewayRef: '000AWEO', amountPaisa: 150000, orderRef: expected.orderRef });
    const statusUrl = new URL(calls[0]?.url ?? '');
    expect(Object.fromEntries(statusUrl.searchParams)).toEqual({
      product_code: 'EPAYTEST',
      total_amount: '1500',
      transaction_uuid: expected.orderRef,
    });
  });

  it('a success redirect is not enough: PENDING or NOT_FOUND from the status API is not paid', async () => {
    const pending = await createEsewaGateway({ fetch: fakeFetch([esewaStatus('PENDING')]).fetch }).verifyReturn({ data: esewaData() }, expected);
    expect(pending.status).toBe('pending');
    const missing = await createEsewaGateway({ fetch: fakeFetch([esewaStatus('NOT_FOUND', { ref_id: null })]).fetch }).verifyReturn(
      { data: esewaData() },
      expected,
    );
    expect(missing.status).toBe('failed');
  });

  it('refuses a tampered callback without asking eSewa', async () => {
    const { fetch, calls } = fakeFetch([esewaStatus('COMPLETE')]);
    const forged = JSON.parse(Buffer.from(esewaData(), 'base64').toString()) as Record<string, string>;
    forged.total_amount = '15.0';
    await expect(createEsewaGateway({ fetch }).verifyReturn({ data: encodeEsewaData(forged) }, expected)).rejects.toBeInstanceOf(
      PaymentRefusedError,
    );
    expect(calls).toHaveLength(0);
  });

  it('refuses when the status API reports another amount', async () => {
    const { fetch } = fakeFetch([esewaStatus('COMPLETE', { total_amount: 15.0 })]);
    await expect(createEsewaGateway({ fetch }).verifyReturn({ data: esewaData() }, expected)).rejects.toThrow(/different amount/);
  });

  it('reports an outage instead of deciding', async () => {
    const { fetch } = fakeFetch([{ body: { code: 0, error_message: 'Service is currently unavailable' } }]);
    await expect(createEsewaGateway({ fetch }).verifyReturn({}, expected)).rejects.toBeInstanceOf(GatewayUnavailableError);
    const down: FetchLike = async () => {
      throw new TypeError('fetch failed');
    };
    await expect(createEsewaGateway({ fetch: down }).verifyReturn({}, expected)).rejects.toBeInstanceOf(GatewayUnavailableError);
  });
});

describe('Khalti adapter', () => {
  const khaltiExpected = { ...expected, gatewayRef: 'pidx123' };
  const lookup = (status: string, http = 200, extra: Record<string, unknown> = {}) => ({
    status: http,
    body: { pidx: 'pidx123', total_amount: 150000, status, transaction_id: 'T1', fee: 0, refunded: false, ...extra },
  });

  it('initiates with the Key header, the amount in paisa and our order ref', async () => {
    const { fetch, calls } = fakeFetch([
      { body: { pidx: 'pidx123', payment_url: 'https://pay.example/?pidx=pidx123', expires_at: 'x', expires_in: 1800 } },
    ]);
    const started = await createKhaltiGateway({ fetch }).start({
      orderRef: expected.orderRef,
      amountPaisa: 150000,
      productName: 'Black forest cake',
      customer: { name: 'Sita', phone: '9841234567' },
      returnUrl: 'http://localhost:3000/ok',
      failureUrl: 'http://localhost:3000/no',
    });
    expect(started).toMatchObject({ kind: 'redirect', url: 'https://pay.example/?pidx=pidx123', gatewayRef: 'pidx123' });
    expect(calls[0]?.url).toBe(`${paymentConfig().khalti.baseUrl}epayment/initiate/`);
    expect(calls[0]?.headers.authorization).toBe(`Key ${KHALTI_TEST_SECRET_KEY}`);
    expect(calls[0]?.body).toMatchObject({
      amount: 150000,
      purchase_order_id: expected.orderRef,
      purchase_order_name: 'Black forest cake',
      return_url: 'http://localhost:3000/ok',
      customer_info: { name: 'Sita', phone: '9841234567' },
    });
  });

  it('refuses less than रू 10 before calling Khalti, saying so in रू', async () => {
    const { fetch, calls } = fakeFetch([]);
    const request = { orderRef: 'UG-1-a', amountPaisa: 999, productName: 'x', returnUrl: 'http://l/ok', failureUrl: 'http://l/no' };
    await expect(createKhaltiGateway({ fetch }).start(request)).rejects.toBeInstanceOf(PaymentRefusedError);
    await expect(createKhaltiGateway({ fetch }).start(request)).rejects.toThrow('Khalti accepts payments of रू 10 or more.');
    expect(calls).toHaveLength(0);
  });

  it('only a Completed lookup for the same amount is paid', async () => {
    const paid = await createKhaltiGateway({ fetch: fakeFetch([lookup('Completed')]).fetch }).verifyReturn(
      { pidx: 'pidx123', status: 'Completed' },
      khaltiExpected,
    );
    expect(paid).toMatchObject({ status: 'paid', gatewayRef: 'pidx123' });
    for (const [state, http, outcome] of [
      ['Pending', 200, 'pending'],
      ['Initiated', 200, 'pending'],
      ['User canceled', 400, 'failed'],
      ['Expired', 400, 'failed'],
    ] as const) {
      // The callback claims Completed; the lookup decides.
      const verdict = await createKhaltiGateway({ fetch: fakeFetch([lookup(state, http)]).fetch }).verifyReturn(
        { pidx: 'pidx123', status: 'Completed' },
        khaltiExpected,
      );
      expect(verdict.status).toBe(outcome);
    }
  });

  it('refuses a Completed lookup for a different amount', async () => {
    const { fetch } = fakeFetch([lookup('Completed', 200, { total_amount: 1000 })]);
    await expect(createKhaltiGateway({ fetch }).verifyReturn({ pidx: 'pidx123' }, khaltiExpected)).rejects.toThrow(/different amount/);
  });

  it('refuses a callback about another pidx or order without asking Khalti', async () => {
    const { fetch, calls } = fakeFetch([lookup('Completed')]);
    const gateway = createKhaltiGateway({ fetch });
    await expect(gateway.verifyReturn({ pidx: 'other' }, khaltiExpected)).rejects.toBeInstanceOf(PaymentRefusedError);
    await expect(gateway.verifyReturn({ pidx: 'pidx123', purchase_order_id: 'UG-8-x' }, khaltiExpected)).rejects.toBeInstanceOf(
      PaymentRefusedError,
    );
    await expect(gateway.verifyReturn({}, expected)).rejects.toThrow(/never started/);
    expect(calls).toHaveLength(0);
  });

  it('a rejected key is an outage on our side, not a decision about the payment', async () => {
    const { fetch } = fakeFetch([{ status: 401, body: { detail: 'Invalid token.', status_code: 401 } }]);
    await expect(createKhaltiGateway({ fetch }).verifyReturn({}, khaltiExpected)).rejects.toBeInstanceOf(GatewayUnavailableError);
  });
});
