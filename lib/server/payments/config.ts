import 'server-only';
import { trustedOrigin } from '@/lib/server/site-origin';
import type { PaymentGatewayId } from './types';

// Merchant codes, secrets and base URLs come from the environment. The defaults are the gateways' PUBLIC test
// credentials (../shared/reference/nepal-commerce.md), never real ones. Outside production — or with
// PAYMENT_SIMULATOR=1 — every URL not set explicitly points at the local simulator under /sim, so the whole
// payment journey runs offline.

/** eSewa's published UAT merchant (developer.esewa.com.np, "Test credentials"). */
export const ESEWA_TEST_PRODUCT_CODE = 'EPAYTEST';
export const ESEWA_TEST_SECRET_KEY = '8gBm/:&EnhH.1/q';
const ESEWA_UAT_FORM_URL = 'https://rc-epay.esewa.com.np/api/epay/main/v2/form';
const ESEWA_UAT_STATUS_URL = 'https://rc.esewa.com.np/api/epay/transaction/status/';

/** The sandbox key printed in Khalti's own KPG-2 examples (docs.khalti.com); real merchants get their own. */
export const KHALTI_TEST_SECRET_KEY = 'live_secret_key_68791341fdd94846a146f0457ff7b455';
const KHALTI_SANDBOX_BASE_URL = 'https://dev.khalti.com/api/v2/';

export const ALL_GATEWAYS: readonly PaymentGatewayId[] = ['cod', 'esewa', 'khalti'];

export type PaymentConfig = {
  /** Whether /sim/** answers at all (never in production unless PAYMENT_SIMULATOR=1). */
  simulatorEnabled: boolean;
  /** Origin the simulator is reached at, for server-to-server calls and the browser's form post. */
  simulatorOrigin: string;
  enabled: ReadonlySet<PaymentGatewayId>;
  esewa: { productCode: string; secretKey: string; formUrl: string; statusUrl: string };
  khalti: { secretKey: string; baseUrl: string };
};

const env = (name: string): string | undefined => {
  const value = process.env[name]?.trim();
  return value ? value : undefined;
};

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');
const withTrailingSlash = (url: string) => (url.endsWith('/') ? url : `${url}/`);

export function isSimulatorEnabled(): boolean {
  return process.env.PAYMENT_SIMULATOR === '1' || process.env.NODE_ENV !== 'production';
}

function enabledGateways(): Set<PaymentGatewayId> {
  const listed = env('PAYMENT_GATEWAYS');
  if (!listed) return new Set(ALL_GATEWAYS);
  const wanted = listed.split(',').map((name) => name.trim().toLowerCase());
  return new Set(ALL_GATEWAYS.filter((id) => wanted.includes(id)));
}

/** Read on every call (cheap) so tests and a restarted process see the current environment. */
export function paymentConfig(): PaymentConfig {
  const simulatorEnabled = isSimulatorEnabled();
  // Server-to-server calls reach the simulator at the shop's own address (lib/server/site-origin.ts).
  const simulatorOrigin = withoutTrailingSlash(env('PAYMENT_SIMULATOR_URL') ?? trustedOrigin());
  const sim = (path: string) => `${simulatorOrigin}/sim/${path}`;
  return {
    simulatorEnabled,
    simulatorOrigin,
    enabled: enabledGateways(),
    esewa: {
      productCode: env('ESEWA_PRODUCT_CODE') ?? ESEWA_TEST_PRODUCT_CODE,
      secretKey: env('ESEWA_SECRET_KEY') ?? ESEWA_TEST_SECRET_KEY,
      formUrl: env('ESEWA_FORM_URL') ?? (simulatorEnabled ? sim('esewa/api/epay/main/v2/form') : ESEWA_UAT_FORM_URL),
      statusUrl:
        env('ESEWA_STATUS_URL') ?? (simulatorEnabled ? sim('esewa/api/epay/transaction/status') : ESEWA_UAT_STATUS_URL),
    },
    khalti: {
      secretKey: env('KHALTI_SECRET_KEY') ?? KHALTI_TEST_SECRET_KEY,
      baseUrl: withTrailingSlash(env('KHALTI_BASE_URL') ?? (simulatorEnabled ? sim('khalti/api/v2/') : KHALTI_SANDBOX_BASE_URL)),
    },
  };
}
