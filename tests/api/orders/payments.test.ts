import { eq } from 'drizzle-orm';
import { GET as returnRoute } from '@/app/api/V2/payment/[gateway]/return/route';
import { GET as gatewaysRoute } from '@/app/api/V2/payment-gateways/route';
import { GET as methodsRoute } from '@/app/api/V2/payment-methods/route';
import { POST as placeOrderRoute } from '@/app/api/V2/place-order/route';
import { POST as processRoute } from '@/app/api/V2/process-payment/route';
import { GET as detailRoute } from '@/app/api/V2/order-detail/route';
import { GET as cartRoute } from '@/app/api/V2/cart/route';
import { paymentAttempts } from '@/lib/server/db/schema';
import { ESEWA_TEST_SECRET_KEY } from '@/lib/server/payments/config';
import { decodeEsewaData, encodeEsewaData, ESEWA_RESPONSE_SIGNED_FIELDS, signEsewaFields } from '@/lib/server/payments/esewa-signature';
import { callRoute } from '../support/call-route';
import { useTestDatabase } from '../support/database';
import { payOnEsewa as payOnEsewaForm, payOnKhalti } from '../payments/support/simulator-browser';
import { locationQuery, simulatorFetch } from '../payments/support/simulator-fetch';
import { call, checkoutBody, fillCart, newCustomer, shopper, type Customer } from './support';

const { db } = useTestDatabase();

// The adapters call the gateways with the global fetch; here it reaches the simulators' route handlers in-process.
beforeAll(() => {
  jest.spyOn(globalThis, 'fetch').mockImplementation(simulatorFetch() as typeof fetch);
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterAll(() => jest.restoreAllMocks());

async function orderPaidWith(paymentMethod: 'cod' | 'esewa' | 'khalti') {
  const s = await shopper();
  const res = await call(placeOrderRoute, '/api/V2/place-order', s.customer, { method: 'POST', body: await checkoutBody(s.addressId, { paymentMethod }) });
  if (res.status !== 201) throw new Error(`place-order failed: ${JSON.stringify(res.body)}`);
  return { ...s, order: res.body.data as { id: number; total: number; totals: { total: number } } };
}

const process = (customer: Customer | null, body: unknown) => call(processRoute, '/api/V2/process-payment', customer, { method: 'POST', body });
const detail = async (customer: Customer, orderId: number) => (await call(detailRoute, `/api/V2/order-detail?orderId=${orderId}`, customer)).body.data;

/** The gateway sends the browser back to us: our return route verifies and redirects to the confirmation page. */
async function returnTo(gateway: string, query: Record<string, string>) {
  const res = await callRoute(returnRoute, { url: `/api/V2/payment/${gateway}/return?${new URLSearchParams(query)}`, params: { gateway } });
  expect(res.status).toBe(303);
  return locationQuery(res.headers);
}

/** The browser on eSewa with the form-post action process-payment answered. */
function payOnEsewa(action: { url: string; fields: Record<string, string> }, decision: 'pay' | 'cancel') {
  expect(new URL(action.url).pathname).toBe('/sim/esewa/api/epay/main/v2/form');
  return payOnEsewaForm(action.fields, decision);
}

describe('payment-methods and payment-gateways', () => {
  it('lists the enabled ways to pay, and the gateways for one of the customer’s own orders', async () => {
    const customer = await newCustomer();
    const methods = await call(methodsRoute, '/api/V2/payment-methods', customer);
    expect(methods.status).toBe(200);
    expect(methods.body.data.paymentMethods.map((m: { id: string }) => m.id)).toEqual(['cod', 'esewa', 'khalti']);
    expect(methods.body.data.default).toBe('cod');
    expect((await call(methodsRoute, '/api/V2/payment-methods', null)).status).toBe(401);

    const { customer: owner, order } = await orderPaidWith('esewa');
    const res = await call(gatewaysRoute, `/api/V2/payment-gateways?orderId=${order.id}&source=web`, owner);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ orderId: order.id, amount: order.totals.total, payable: true, default: 'esewa' });
    expect(res.body.data.paymentGateway).toEqual(expect.arrayContaining([{ id: 'khalti', label: 'Khalti' }]));
    expect((await call(gatewaysRoute, `/api/V2/payment-gateways?orderId=${order.id}&source=web`, customer)).status).toBe(404);
    expect((await call(gatewaysRoute, '/api/V2/payment-gateways?source=web', owner)).status).toBe(400);
  });
});

describe('process-payment and the gateways’ return', () => {
  it('cash on delivery: nothing to do at a gateway, the order stays placed and unpaid', async () => {
    const { customer, order } = await orderPaidWith('cod');
    const res = await process(customer, { orderId: order.id, gateway: 'cod' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ action: { kind: 'none' }, redirect: `/order-confirmation?orderId=${order.id}` });
    expect(await detail(customer, order.id)).toMatchObject({ status: 'placed', paymentStatus: 'unpaid', paymentMethod: 'cod', canPay: false });
  });

  it('eSewa: signed form → simulator → verified return → order paid and confirmed, once', async () => {
    const { customer, order } = await orderPaidWith('esewa');
    const cartBefore = await call(cartRoute, '/api/V2/cart', customer);
    expect(cartBefore.body.data.unpaidOrders).toEqual([expect.objectContaining({ id: order.id, canPay: true })]);

    const res = await process(customer, { orderId: order.id, gateway: 'esewa' });
    expect(res.status).toBe(200);
    const { action } = res.body.data;
    expect(action.kind).toBe('form-post');
    expect(action.fields.total_amount).toBe(String(order.totals.total / 100));
    expect(action.fields.success_url).toBe('http://localhost:3000/api/V2/payment/esewa/return');

    const back = await payOnEsewa(action, 'pay');
    const landed = await returnTo('esewa', back.params);
    expect(landed.url.pathname).toBe('/order-confirmation');
    expect(landed.params).toEqual({ orderId: String(order.id), payment: 'paid' });

    const paid = await detail(customer, order.id);
    expect(paid).toMatchObject({ status: 'confirmed', paymentStatus: 'paid', paymentMethod: 'esewa', canPay: false });
    expect(paid.history.map((h: { status: string }) => h.status)).toEqual(['placed', 'confirmed']);
    expect(paid.history[1].note).toMatch(/eSewa/);

    // The same callback replayed (refresh, back button, an attacker): still paid once, no second history entry.
    const replay = await returnTo('esewa', back.params);
    expect(replay.params.payment).toBe('paid');
    expect((await detail(customer, order.id)).history).toHaveLength(2);
    const cartAfter = await call(cartRoute, '/api/V2/cart', customer);
    expect(cartAfter.body.data.unpaidOrders).toEqual([]);
    expect((await process(customer, { orderId: order.id, gateway: 'khalti' })).status).toBe(409);
  });

  it('eSewa: a forged or tampered callback is refused and the order stays unpaid', async () => {
    const { customer, order } = await orderPaidWith('esewa');
    const { action } = (await process(customer, { orderId: order.id, gateway: 'esewa' })).body.data;
    // The customer cancels on eSewa; an attacker then forges a "COMPLETE" answer for the same transaction.
    const cancelled = await payOnEsewa(action, 'cancel');
    const failed = await returnTo('esewa', cancelled.params);
    expect(failed.params).toEqual({ orderId: String(order.id), payment: 'failed' });

    const forged = signEsewaFields(
      { transaction_code: '000FORGED', status: 'COMPLETE', total_amount: `${order.totals.total / 100}.0`, transaction_uuid: action.fields.transaction_uuid, product_code: 'EPAYTEST' },
      ESEWA_RESPONSE_SIGNED_FIELDS,
      'not-the-secret',
    );
    const refused = await returnTo('esewa', { data: encodeEsewaData(forged) });
    expect(refused.params.payment).toBe('refused');

    // Correctly signed (as if by eSewa) but never paid: the status API says no, so it is not paid either.
    const unconfirmed = signEsewaFields({ ...forged, signature: '' }, ESEWA_RESPONSE_SIGNED_FIELDS, ESEWA_TEST_SECRET_KEY);
    const notPaid = await returnTo('esewa', { data: encodeEsewaData(unconfirmed) });
    expect(notPaid.params.payment).not.toBe('paid');
    expect(await detail(customer, order.id)).toMatchObject({ status: 'placed', paymentStatus: 'unpaid', canPay: true });
  });

  it('eSewa: a genuine success with the amount changed is refused', async () => {
    const { customer, order } = await orderPaidWith('esewa');
    const { action } = (await process(customer, { orderId: order.id, gateway: 'esewa' })).body.data;
    const back = await payOnEsewa(action, 'pay');
    const genuine = decodeEsewaData(back.params.data ?? '') as Record<string, string>;
    const cheaper = signEsewaFields({ ...genuine, total_amount: '10.0' }, ESEWA_RESPONSE_SIGNED_FIELDS, ESEWA_TEST_SECRET_KEY);
    const refused = await returnTo('esewa', { data: encodeEsewaData(cheaper) });
    expect(refused.params).toEqual({ orderId: String(order.id), payment: 'refused' });
    expect(await detail(customer, order.id)).toMatchObject({ paymentStatus: 'unpaid' });
  });

  it('Khalti: initiate → payment page → return → lookup Completed → paid; a pidx of another payment is refused', async () => {
    const { customer, order } = await orderPaidWith('khalti');
    const res = await process(customer, { orderId: order.id, gateway: 'khalti' });
    expect(res.body.data.action.kind).toBe('redirect');
    const back = await payOnKhalti(res.body.data.action.url, 'pay');
    expect(`${back.url.origin}${back.url.pathname}`).toBe('http://localhost:3000/api/V2/payment/khalti/return');

    // Before the real return: the same callback pointing at another order's attempt is refused.
    const other = await orderPaidWith('khalti');
    await process(other.customer, { orderId: other.order.id, gateway: 'khalti' });
    const [otherAttempt] = await db().select().from(paymentAttempts).where(eq(paymentAttempts.orderId, other.order.id));
    const swapped = await returnTo('khalti', { ...back.params, purchase_order_id: otherAttempt!.orderRef });
    expect(swapped.params.payment).toBe('refused');
    expect(await detail(other.customer, other.order.id)).toMatchObject({ paymentStatus: 'unpaid' });

    const landed = await returnTo('khalti', back.params);
    expect(landed.params).toEqual({ orderId: String(order.id), payment: 'paid' });
    expect(await detail(customer, order.id)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid', paymentMethod: 'khalti' });
  });

  it('Khalti: cancelled on the page → failed, order unpaid with Pay now; paying later through eSewa works', async () => {
    const { customer, order } = await orderPaidWith('khalti');
    const res = await process(customer, { orderId: order.id, gateway: 'khalti' });
    const back = await payOnKhalti(res.body.data.action.url, 'cancel');
    expect((await returnTo('khalti', back.params)).params.payment).toBe('failed');
    expect(await detail(customer, order.id)).toMatchObject({ paymentStatus: 'unpaid', canPay: true });

    const retry = await process(customer, { orderId: order.id, gateway: 'esewa' });
    const paidBack = await payOnEsewa(retry.body.data.action, 'pay');
    expect((await returnTo('esewa', paidBack.params)).params.payment).toBe('paid');
    expect(await detail(customer, order.id)).toMatchObject({ paymentStatus: 'paid', paymentMethod: 'esewa' });
  });

  it('refuses someone else’s order (404), bad input (400), unknown gateways on the return route', async () => {
    const { order } = await orderPaidWith('esewa');
    const stranger = await newCustomer('Bishnu');
    await fillCart(stranger.userId, (await shopper()).product.id);
    expect((await process(stranger, { orderId: order.id, gateway: 'esewa' })).status).toBe(404);
    expect((await process(stranger, { orderId: order.id, gateway: 'paypal' })).status).toBe(400);
    expect((await process(null, { orderId: order.id, gateway: 'esewa' })).status).toBe(401);
    const unknown = await returnTo('paypal', { ref: 'x' });
    expect(unknown.params.payment).toBe('refused');
    const stray = await returnTo('esewa', { ref: 'UG-1-000000000000' });
    expect(stray.params.payment).toBe('refused');
  });
});
