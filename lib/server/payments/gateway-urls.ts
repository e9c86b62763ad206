// Where the gateways live: no secrets, so this part of the payment settings has no 'server-only' import, and the
// production server (scripts/serve.ts) reads the same answer for its Content-Security-Policy, whose form-action must
// let the browser post eSewa's form (../shared/reference/nepal-commerce.md). config.ts adds the merchant secrets.
// Outside production — or with PAYMENT_SIMULATOR=1 — every URL not set explicitly points at the local simulator under
// /sim, so the whole payment journey runs offline.
//
// The simulator is the shop itself, so it has two addresses: the one the shop's server calls (status, initiate,
// lookup: the shop's own address) and the one the shopper's browser is sent to (eSewa's form, Khalti's payment page).
// The second is built by the rule for every link handed to a shopper (lib/server/site-origin.ts `linkOrigin`): a
// shopper on 127.0.0.1 pays on 127.0.0.1, one on localhost on localhost, and with SITE_URL always SITE_URL. Anything
// else would post the form to another host, which the page's CSP form-action refuses and which has no session cookie.

import { linkOrigin, trustedOrigin } from '@/lib/server/site-origin';

const ESEWA_UAT_FORM_URL = 'https://rc-epay.esewa.com.np/api/epay/main/v2/form';
const ESEWA_UAT_STATUS_URL = 'https://rc.esewa.com.np/api/epay/transaction/status/';
const KHALTI_SANDBOX_BASE_URL = 'https://dev.khalti.com/api/v2/';

export type GatewayUrls = {
  /** Whether /sim/** answers at all (never in production unless PAYMENT_SIMULATOR=1). */
  simulatorEnabled: boolean;
  /** Origin the shop's server calls the simulator at (server to server: status, initiate, lookup). */
  simulatorOrigin: string;
  /** Origin the shopper's browser reaches the simulator's pages at (the form post, the payment pages). */
  simulatorBrowserOrigin: string;
  /** The origin links for this shopper use (SITE_URL, or in the demo the shop host they are on). */
  shopperOrigin: string;
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

/**
 * Read on every call (cheap) so tests and a restarted process see the current environment. `requestOrigin`: the
 * origin the shopper's request came to (or a link origin already chosen for them); it is put through the link rule
 * here, so an address the shop does not answer at is never followed. Without it: the shop's own address.
 */
export function gatewayUrls(requestOrigin?: string | null): GatewayUrls {
  const simulatorEnabled = isSimulatorEnabled();
  const shopperOrigin = linkOrigin('requester', requestOrigin);
  const configuredSimulator = env('PAYMENT_SIMULATOR_URL');
  const simulatorOrigin = withoutTrailingSlash(configuredSimulator ?? trustedOrigin());
  const simulatorBrowserOrigin = withoutTrailingSlash(configuredSimulator ?? shopperOrigin);
  const sim = (path: string) => `${simulatorOrigin}/sim/${path}`;
  return {
    simulatorEnabled,
    simulatorOrigin,
    simulatorBrowserOrigin,
    shopperOrigin,
    esewa: {
      formUrl:
        env('ESEWA_FORM_URL') ??
        (simulatorEnabled ? `${simulatorBrowserOrigin}/sim/esewa/api/epay/main/v2/form` : ESEWA_UAT_FORM_URL),
      statusUrl:
        env('ESEWA_STATUS_URL') ?? (simulatorEnabled ? sim('esewa/api/epay/transaction/status') : ESEWA_UAT_STATUS_URL),
    },
    khalti: {
      baseUrl: withTrailingSlash(env('KHALTI_BASE_URL') ?? (simulatorEnabled ? sim('khalti/api/v2/') : KHALTI_SANDBOX_BASE_URL)),
    },
  };
}
