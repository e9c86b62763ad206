import 'server-only';
import { paymentConfig, type PaymentConfig } from './config';
import type { ExpectedPayment, PaymentGateway, PaymentVerdict, ReturnParams } from './types';

// Cash on delivery: nothing to redirect to and nothing to verify online. The attempt stays 'pending' until the
// rider hands over the cake and collects the cash (marked by the orders side, not by any callback).
export function createCodGateway(deps: { config?: () => PaymentConfig } = {}): PaymentGateway {
  const config = () => (deps.config ?? paymentConfig)();
  return {
    id: 'cod',
    label: 'Cash on delivery',
    isEnabled: () => config().enabled.has('cod'),
    async start() {
      return { kind: 'none' };
    },
    referenceFromReturn(params: ReturnParams) {
      return { orderRef: params.ref };
    },
    async verifyReturn(_params: ReturnParams, expected: ExpectedPayment): Promise<PaymentVerdict> {
      return { status: 'pending', gatewayRef: null, amountPaisa: expected.amountPaisa, orderRef: expected.orderRef, raw: {} };
    },
  };
}
