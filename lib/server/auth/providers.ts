import 'server-only';
import { ApiError } from '@/lib/server/http/errors';

// Google and Facebook login are optional: each is on only when its environment variables are set. Read on every call
// (not at import) so tests and a restarted server see the current environment.

export const DEFAULT_GOOGLE_JWKS_URL = 'https://www.googleapis.com/oauth2/v3/certs';
/** Pinned Graph API version (v26.0 is the newest as of Nov 2026); FACEBOOK_GRAPH_URL overrides it. */
export const DEFAULT_FACEBOOK_GRAPH_URL = 'https://graph.facebook.com/v26.0';

export type SocialProvider = 'google' | 'facebook';

export type GoogleConfig = { clientId: string; jwksUrl: string };
export type FacebookConfig = { appId: string; appSecret: string; graphUrl: string };

/** What the browser may know: enough to draw the buttons, never the Facebook secret. */
export type AuthProviders = { google: { clientId: string } | null; facebook: { appId: string } | null };

function env(name: string): string | null {
  const value = process.env[name]?.trim();
  return value ? value : null;
}

export function googleConfig(): GoogleConfig | null {
  const clientId = env('GOOGLE_CLIENT_ID');
  if (!clientId) return null;
  return { clientId, jwksUrl: env('GOOGLE_JWKS_URL') ?? DEFAULT_GOOGLE_JWKS_URL };
}

export function facebookConfig(): FacebookConfig | null {
  const appId = env('FACEBOOK_APP_ID');
  const appSecret = env('FACEBOOK_APP_SECRET');
  if (!appId || !appSecret) return null;
  const graphUrl = (env('FACEBOOK_GRAPH_URL') ?? DEFAULT_FACEBOOK_GRAPH_URL).replace(/\/+$/, '');
  return { appId, appSecret, graphUrl };
}

export function authProviders(): AuthProviders {
  const google = googleConfig();
  const facebook = facebookConfig();
  return {
    google: google ? { clientId: google.clientId } : null,
    facebook: facebook ? { appId: facebook.appId } : null,
  };
}

const PROVIDER_NAMES: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook' };

/** 501: the shop has not been given this provider's keys, so the button is hidden and the endpoint says why. */
export function providerNotConfigured(provider: SocialProvider): ApiError {
  return new ApiError(501, `${PROVIDER_NAMES[provider]} login is not set up for this shop.`, 'provider_not_configured');
}

/** 401 for any token the provider does not vouch for (forged, expired, for another app, unreachable provider). */
export function providerTokenRejected(provider: SocialProvider): ApiError {
  return new ApiError(
    401,
    `We could not verify your ${PROVIDER_NAMES[provider]} login. Please try again.`,
    'invalid_provider_token',
  );
}
