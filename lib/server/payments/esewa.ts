import 'server-only';
import { paisaToRupeeString, rupeesToPaisa } from './amount';
import { paymentConfig, type PaymentConfig } from './config';
import {
  decodeEsewaData,
  ESEWA_REQUEST_SIGNED_FIELDS,
  hasValidEsewaSignature,
  signEsewaFields,
} from './esewa-signature';
import { gatewayJson, textField } from './gateway-fetch';
import {
  GatewayUnavailableError,
  PaymentRefusedError,
  type ExpectedPayment,
  type FetchLike,
  type PaymentGateway,
  type PaymentVerdict,
  type ReturnParams,
  type StartPaymentRequest,
  type StartPaymentResult,
} from './types';

// eSewa ePay v2: a signed form the browser posts to eSewa; eSewa sends the customer back to success_url with a
// signed base64 `data` (or to failure_url on cancel/pending). The redirect alone is never proof of payment: we
// check its signature, that it is about the transaction and amount we started, then ask the status API, and only
// its COMPLETE marks the attempt paid.

/** eSewa's transaction_uuid alphabet. */
const TRANSACTION_UUID = /^[A-Za-z0-9-]{1,64}$/;

const PAID = new Set(['COMPLETE']);
const FAILED = new Set(['NOT_FOUND', 'CANCELED', 'FULL_REFUND', 'PARTIAL_REFUND']);

/** The form the browser posts to eSewa: the whole amount as `amount`, no separate tax or charges. */
export function buildEsewaForm(request: StartPaymentRequest, config: PaymentConfig['esewa']): Record<string, string> {
  if (!TRANSACTION_UUID.test(request.orderRef)) {
    throw new Error('eSewa transaction_uuid may only hold letters, digits and hyphens');
  }
  const total = paisaToRupeeString(request.amountPaisa);
  return signEsewaFields(
    {
      amount: total,
      tax_amount: '0',
      product_service_charge: '0',
      product_delivery_charge: '0',
      total_amount: total,
      transaction_uuid: request.orderRef,
      product_code: config.productCode,
      success_url: request.returnUrl,
      failure_url: request.failureUrl,
    },
    ESEWA_REQUEST_SIGNED_FIELDS,
    config.secretKey,
  );
}

/**
 * Checks the success redirect's `data` against what we started; throws PaymentRefusedError when it is forged,
 * unreadable or about another transaction or amount. Returns the decoded payload.
 */
export function checkEsewaCallbackData(
  data: string,
  expected: ExpectedPayment,
  config: PaymentConfig['esewa'],
): Record<string, unknown> {
  const payload = decodeEsewaData(data);
  if (!payload) throw new PaymentRefusedError('The eSewa answer could not be read.');
  if (!hasValidEsewaSignature(payload, config.secretKey)) {
    throw new PaymentRefusedError('The eSewa answer is not signed by eSewa.');
  }
  if (textField(payload, 'transaction_uuid') !== expected.orderRef) {
    throw new PaymentRefusedError('The eSewa answer is about another payment.');
  }
  if (textField(payload, 'product_code') !== config.productCode) {
    throw new PaymentRefusedError('The eSewa answer is for another merchant.');
  }
  if (rupeesToPaisa(payload.total_amount) !== expected.amountPaisa) {
    throw new PaymentRefusedError('The eSewa answer is for a different amount.');
  }
  return payload;
}

export function createEsewaGateway(deps: { fetch?: FetchLike; config?: (requestOrigin?: string | null) => PaymentConfig } = {}): PaymentGateway {
  const config = (requestOrigin?: string | null) => (deps.config ?? paymentConfig)(requestOrigin);
  const fetchImpl: FetchLike = deps.fetch ?? ((input, init) => fetch(input, init));

  async function askStatus(expected: ExpectedPayment): Promise<Record<string, unknown>> {
    const { esewa } = config();
    const url = new URL(esewa.statusUrl);
    url.searchParams.set('product_code', esewa.productCode);
    url.searchParams.set('total_amount', paisaToRupeeString(expected.amountPaisa));
    url.searchParams.set('transaction_uuid', expected.orderRef);
    const { status, body } = await gatewayJson(fetchImpl, 'eSewa', url.toString(), { method: 'GET' });
    // Outage answer: {"code":0,"error_message":"Service is currently unavailable"}.
    if (body.error_message !== undefined || status >= 400) {
      throw new GatewayUnavailableError('eSewa could not tell us the payment status right now.');
    }
    return body;
  }

  return {
    id: 'esewa',
    label: 'eSewa',
    isEnabled: () => config().enabled.has('esewa'),

    async start(request: StartPaymentRequest): Promise<StartPaymentResult> {
      // The form goes where the shopper comes back to: with the simulator, the shop host they are on (gateway-urls.ts).
      const { esewa } = config(new URL(request.returnUrl).origin);
      return { kind: 'form-post', url: esewa.formUrl, fields: buildEsewaForm(request, esewa) };
    },

    referenceFromReturn(params: ReturnParams) {
      if (params.data) {
        const payload = decodeEsewaData(params.data);
        const orderRef = payload ? textField(payload, 'transaction_uuid') : null;
        if (orderRef) return { orderRef };
      }
      return { orderRef: params.ref ?? params.transaction_uuid };
    },

    async verifyReturn(params: ReturnParams, expected: ExpectedPayment): Promise<PaymentVerdict> {
      const { esewa } = config();
      // A failure/pending redirect carries nothing to check; the status API below decides on its own.
      const callback = params.data ? checkEsewaCallbackData(params.data, expected, esewa) : null;
      const answer = await askStatus(expected);
      const state = textField(answer, 'status') ?? '';
      const raw: Record<string, unknown> = {
        status: answer,
        ...(callback ? { callback: { ...callback, signature: undefined } } : {}),
      };
      const verdict = (status: PaymentVerdict['status'], gatewayRef: string | null): PaymentVerdict => ({
        status,
        gatewayRef,
        amountPaisa: expected.amountPaisa,
        orderRef: expected.orderRef,
        raw,
      });
      if (PAID.has(state)) {
        if (textField(answer, 'transaction_uuid') !== expected.orderRef || textField(answer, 'product_code') !== esewa.productCode) {
          throw new PaymentRefusedError('eSewa reported on another payment.');
        }
        if (rupeesToPaisa(answer.total_amount) !== expected.amountPaisa) {
          throw new PaymentRefusedError('eSewa reported a different amount.');
        }
        const refId = textField(answer, 'ref_id') ?? (callback ? textField(callback, 'transaction_code') : null);
        return verdict('paid', refId);
      }
      if (FAILED.has(state)) return verdict('failed', null);
      // PENDING, AMBIGUOUS or anything new: decide nothing yet; a later status check settles it.
      return verdict('pending', null);
    },
  };
}
