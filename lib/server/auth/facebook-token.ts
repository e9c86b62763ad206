import 'server-only';
import { createHmac } from 'node:crypto';
import { providerTokenRejected, type FacebookConfig } from './providers';

// The Facebook JS SDK gives the browser a user access token. Anyone can paste a token minted for some other app, so
// before believing it we ask the Graph API's debug_token endpoint (authenticated with our app token) whether it is
// valid AND issued for our app, then read the person's id, name and email with it.

export type FacebookIdentity = { id: string; name: string | null; email: string | null };

const GRAPH_TIMEOUT_MS = 5000;

type DebugTokenAnswer = { data?: { is_valid?: unknown; app_id?: unknown; user_id?: unknown } };
type MeAnswer = { id?: unknown; name?: unknown; email?: unknown };

class GraphUnavailable extends Error {}

async function graphGet(url: URL): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(GRAPH_TIMEOUT_MS), headers: { Accept: 'application/json' } });
  } catch (error) {
    throw new GraphUnavailable(error instanceof Error ? error.name : 'fetch failed');
  }
  // Graph answers a rejected token with 400/401 and an {error} body: that is a "no", not an outage.
  if (response.status >= 500) throw new GraphUnavailable(`status ${response.status}`);
  if (!response.ok) return null;
  return response.json().catch(() => null);
}

function idText(value: unknown): string | null {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
  return typeof value === 'string' && /^\d{1,40}$/.test(value) ? value : null;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

/** The verified Facebook identity behind a user access token, or a 401 ApiError. */
export async function verifyFacebookToken(accessToken: string, config: FacebookConfig): Promise<FacebookIdentity> {
  try {
    const debugUrl = new URL(`${config.graphUrl}/debug_token`);
    debugUrl.searchParams.set('input_token', accessToken);
    debugUrl.searchParams.set('access_token', `${config.appId}|${config.appSecret}`);
    const debug = ((await graphGet(debugUrl)) ?? {}) as DebugTokenAnswer;
    const userId = idText(debug.data?.user_id);
    if (debug.data?.is_valid !== true || idText(debug.data.app_id) !== config.appId || !userId) {
      throw providerTokenRejected('facebook');
    }

    const meUrl = new URL(`${config.graphUrl}/me`);
    meUrl.searchParams.set('fields', 'id,name,email');
    meUrl.searchParams.set('access_token', accessToken);
    // Proves the call comes from our server (required when the app enables "Require App Secret").
    meUrl.searchParams.set('appsecret_proof', createHmac('sha256', config.appSecret).update(accessToken).digest('hex'));
    const me = ((await graphGet(meUrl)) ?? {}) as MeAnswer;
    if (idText(me.id) !== userId) throw providerTokenRejected('facebook');

    return { id: userId, name: text(me.name), email: text(me.email)?.toLowerCase() ?? null };
  } catch (error) {
    if (error instanceof GraphUnavailable) {
      // URLs carry tokens and the app secret: log only what went wrong.
      console.warn('[auth] Facebook Graph API unavailable:', error.message);
      throw providerTokenRejected('facebook');
    }
    throw error;
  }
}
