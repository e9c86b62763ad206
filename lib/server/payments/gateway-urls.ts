// Where the gateways live: no secrets, so this part of the payment settings has no 'server-only' import, and the
// production server (scripts/serve.ts) reads the same answer for its Content-Security-Policy, whose form-action must
// let the browser post eSewa's form (../shared/reference/nepal-commerce.md). config.ts adds the merchant secrets.
// Outside production — or with PAYMENT_SIMULATOR=1 — every URL not set explicitly points at the local simulator under
// /sim, so the whole payment journey runs offline.

import { trustedOrigin } from '@/lib/server/site-origin';

const ESEWA_UAT_FORM_URL = 'https://rc-epay.esewa.com.np/api/epay/main/v2/form';
const ESEWA_UAT_STATUS_URL = 'https://rc.esewa.com.np/api/epay/transaction/status/';
const KHALTI_SANDBOX_BASE_URL = 'https://dev.khalti.com/api/v2/';

export type GatewayUrls = {
  /** Whether /sim/** answers at all (never in production unless PAYMENT_SIMULATOR=1). */
  simulatorEnabled: boolean;
  /** Origin the simulator is reached at, for server-to-server calls and the browser's form post. */
  simulatorOrigin: string;
  /** Where the customer lands on our site when a gateway sends them back without a URL of its own. */
  siteUrl: string;
  esewa: { formUrl: string; statusUrl: string };
  khalti: { baseUrl: string };
};

export const env = (name: string): string | undefined => {
  const value = process.env[name]?.trim();
  return value ? value : undefined;
};

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');
const withTrailingSlash = (url: string) => (url.endsWith('/') ? url : `${url}/`);

export function isSimulatorEnabled(): boolean {
  return process.env.PAYMENT_SIMULATOR === '1' || process.env.NODE_ENV !== 'production';
}

/** Read on every call (cheap) so tests and a restarted process see the current environment. */
export function gatewayUrls(): GatewayUrls {
  const simulatorEnabled = isSimulatorEnabled();
  // The shop's own address by the one rule for absolute links (lib/server/site-origin.ts).
  const siteUrl = trustedOrigin();
  const simulatorOrigin = withoutTrailingSlash(env('PAYMENT_SIMULATOR_URL') ?? siteUrl);
  const sim = (path: string) => `${simulatorOrigin}/sim/${path}`;
  return {
    simulatorEnabled,
    simulatorOrigin,
    siteUrl,
    esewa: {
      formUrl: env('ESEWA_FORM_URL') ?? (simulatorEnabled ? sim('esewa/api/epay/main/v2/form') : ESEWA_UAT_FORM_URL),
      statusUrl:
        env('ESEWA_STATUS_URL') ?? (simulatorEnabled ? sim('esewa/api/epay/transaction/status') : ESEWA_UAT_STATUS_URL),
    },
    khalti: {
      baseUrl: withTrailingSlash(env('KHALTI_BASE_URL') ?? (simulatorEnabled ? sim('khalti/api/v2/') : KHALTI_SANDBOX_BASE_URL)),
    },
  };
}
