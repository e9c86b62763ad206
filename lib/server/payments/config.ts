import 'server-only';
import type { PaymentGatewayId } from './types';

// Merchant codes and secrets come from the environment; the gateways' URLs from gateway-urls.ts. The defaults are the
// gateways' PUBLIC test credentials (../shared/reference/nepal-commerce.md), never real ones.

import { env, gatewayUrls, type GatewayUrls } from './gateway-urls';

export { isSimulatorEnabled } from './gateway-urls';

/** eSewa's published UAT merchant (developer.esewa.com.np, "Test credentials"). */
export const ESEWA_TEST_PRODUCT_CODE = 'EPAYTEST';
export const ESEWA_TEST_SECRET_KEY = '8gBm/:&EnhH.1/q';

/** The sandbox key printed in Khalti's own KPG-2 examples (docs.khalti.com); real merchants get their own. */
export const KHALTI_TEST_SECRET_KEY = 'live_secret_key_68791341fdd94846a146f0457ff7b455';

export const ALL_GATEWAYS: readonly PaymentGatewayId[] = ['cod', 'esewa', 'khalti'];

export type PaymentConfig = Omit<GatewayUrls, 'esewa' | 'khalti'> & {
  enabled: ReadonlySet<PaymentGatewayId>;
  esewa: { productCode: string; secretKey: string; formUrl: string; statusUrl: string };
  khalti: { secretKey: string; baseUrl: string };
};

function enabledGateways(): Set<PaymentGatewayId> {
  const listed = env('PAYMENT_GATEWAYS');
  if (!listed) return new Set(ALL_GATEWAYS);
  const wanted = listed.split(',').map((name) => name.trim().toLowerCase());
  return new Set(ALL_GATEWAYS.filter((id) => wanted.includes(id)));
}

/**
 * Read on every call (cheap) so tests and a restarted process see the current environment. `requestOrigin`: the
 * origin of the shopper's request, for the URLs their browser is sent to (gateway-urls.ts).
 */
export function paymentConfig(requestOrigin?: string | null): PaymentConfig {
  const urls = gatewayUrls(requestOrigin);
  return {
    ...urls,
    enabled: enabledGateways(),
    esewa: {
      productCode: env('ESEWA_PRODUCT_CODE') ?? ESEWA_TEST_PRODUCT_CODE,
      secretKey: env('ESEWA_SECRET_KEY') ?? ESEWA_TEST_SECRET_KEY,
      ...urls.esewa,
    },
    khalti: {
      secretKey: env('KHALTI_SECRET_KEY') ?? KHALTI_TEST_SECRET_KEY,
      ...urls.khalti,
    },
  };
}
