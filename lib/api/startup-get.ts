import { readAccessToken } from './access-token';
import { API_BASE, REQUEST_TIMEOUT_MS } from './endpoints';

/** A non-2xx answer from `startupGet`: the status and the envelope's body, as axios would have kept them. */
export class StartupGetError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`GET failed with status ${status}`);
    this.name = 'StartupGetError';
  }
}

/**
 * GET on /api/V2 with the same contract as `authApi` (credentials sent, Bearer token when stored, JSON, SPEC §9's
 * 60 s timeout, a non-2xx answer throws) but through the browser's fetch. Only for the call every page makes as it
 * starts, the header's cart: axios then loads when the visitor does something instead of on every page's first
 * screen, where evaluating it was one of the longest tasks on a phone (Lighthouse, README "Benchmarks").
 */
export async function startupGet<T>(path: string): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = readAccessToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  // Absolute, so it also resolves outside a page (jsdom tests); in the browser it is the page's own origin.
  const url = new URL(`${API_BASE}/${path}`, window.location.href);
  const response = await fetch(url, { headers, credentials: 'include', signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new StartupGetError(response.status, body);
  return body as T;
}
