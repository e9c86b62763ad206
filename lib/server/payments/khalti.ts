import 'server-only';
import { formatNpr } from '@/lib/domain/money';
import { paymentConfig, type PaymentConfig } from './config';
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

// Khalti ePayment (KPG-2): we initiate server-to-server (amount in paisa) and get a pidx and a payment_url to send
// the customer to; Khalti sends them back to return_url with pidx, status… in the query string. That query string is
// never trusted: the lookup API, asked with our secret key for the pidx WE got at initiate, decides, and only
// "Completed" with the same amount marks the attempt paid.

/** Khalti refuses less than रू 10. */
export const KHALTI_MIN_PAISA = 1000;

const PAID = new Set(['Completed']);
const FAILED = new Set(['Expired', 'User canceled', 'Refunded', 'Partially Refunded']);

function authHeaders(config: PaymentConfig['khalti']): Record<string, string> {
  return { Authorization: `Key ${config.secretKey}`, 'Content-Type': 'application/json' };
}

/** Khalti's 400 answers are {field: [messages…], error_key}; turn them into one sentence for the customer. */
function khaltiErrorMessage(body: Record<string, unknown>): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(body)) {
    if (key === 'error_key' || key === 'status_code') continue;
    if (Array.isArray(value)) parts.push(...value.filter((item): item is string => typeof item === 'string'));
    else if (typeof value === 'string') parts.push(value);
  }
  return parts.length ? `Khalti refused the payment: ${parts.join(' ')}` : 'Khalti refused the payment.';
}

export function createKhaltiGateway(deps: { fetch?: FetchLike; config?: () => PaymentConfig } = {}): PaymentGateway {
  const config = () => (deps.config ?? paymentConfig)();
  const fetchImpl: FetchLike = deps.fetch ?? ((input, init) => fetch(input, init));

  return {
    id: 'khalti',
    label: 'Khalti',
    isEnabled: () => config().enabled.has('khalti'),

    async start(request: StartPaymentRequest): Promise<StartPaymentResult> {
      const { khalti } = config();
      if (request.amountPaisa < KHALTI_MIN_PAISA) {
        throw new PaymentRefusedError(`Khalti accepts payments of ${formatNpr(KHALTI_MIN_PAISA)} or more.`);
      }
      const customer = request.customer;
      const customerInfo =
        customer && (customer.name || customer.email || customer.phone)
          ? Object.fromEntries(Object.entries(customer).filter(([, value]) => typeof value === 'string' && value))
          : undefined;
      const { status, body } = await gatewayJson(fetchImpl, 'Khalti', `${khalti.baseUrl}epayment/initiate/`, {
        method: 'POST',
        headers: authHeaders(khalti),
        body: JSON.stringify({
          return_url: request.returnUrl,
          // Our site as the customer knows it: the origin they come back to.
          website_url: `${new URL(request.returnUrl).origin}/`,
          amount: request.amountPaisa,
          purchase_order_id: request.orderRef,
          purchase_order_name: request.productName,
          ...(customerInfo ? { customer_info: customerInfo } : {}),
        }),
      });
      if (status === 401 || status === 403) throw new GatewayUnavailableError('Khalti did not accept our merchant key.');
      if (status !== 200) throw new PaymentRefusedError(khaltiErrorMessage(body));
      const pidx = textField(body, 'pidx');
      const paymentUrl = textField(body, 'payment_url');
      if (!pidx || !paymentUrl || !/^https?:\/\//.test(paymentUrl)) {
        throw new GatewayUnavailableError('Khalti gave an incomplete answer.');
      }
      return {
        kind: 'redirect',
        url: paymentUrl,
        gatewayRef: pidx,
        raw: { initiate: { pidx, payment_url: paymentUrl, expires_at: body.expires_at, expires_in: body.expires_in } },
      };
    },

    referenceFromReturn(params: ReturnParams) {
      return { orderRef: params.purchase_order_id ?? params.ref, gatewayRef: params.pidx };
    },

    async verifyReturn(params: ReturnParams, expected: ExpectedPayment): Promise<PaymentVerdict> {
      const { khalti } = config();
      const pidx = expected.gatewayRef;
      if (!pidx) throw new PaymentRefusedError('This Khalti payment was never started.');
      if (params.pidx !== undefined && params.pidx !== pidx) {
        throw new PaymentRefusedError('The Khalti answer is about another payment.');
      }
      if (params.purchase_order_id !== undefined && params.purchase_order_id !== expected.orderRef) {
        throw new PaymentRefusedError('The Khalti answer is about another order.');
      }
      const { status, body } = await gatewayJson(fetchImpl, 'Khalti', `${khalti.baseUrl}epayment/lookup/`, {
        method: 'POST',
        headers: authHeaders(khalti),
        body: JSON.stringify({ pidx }),
      });
      if (status === 401 || status === 403) throw new GatewayUnavailableError('Khalti did not accept our merchant key.');
      if (status === 404) throw new PaymentRefusedError('Khalti does not know this payment.');
      const state = textField(body, 'status');
      if (state === null) throw new GatewayUnavailableError('Khalti could not tell us the payment status right now.');
      const verdict = (result: PaymentVerdict['status']): PaymentVerdict => ({
        status: result,
        gatewayRef: pidx,
        amountPaisa: expected.amountPaisa,
        orderRef: expected.orderRef,
        raw: { lookup: body },
      });
      if (PAID.has(state)) {
        if (textField(body, 'pidx') !== pidx) throw new PaymentRefusedError('Khalti reported on another payment.');
        if (body.total_amount !== expected.amountPaisa) {
          throw new PaymentRefusedError('Khalti reported a different amount.');
        }
        return verdict('paid');
      }
      if (FAILED.has(state)) return verdict('failed');
      // Pending, Initiated or anything new: not settled yet.
      return verdict('pending');
    },
  };
}
