import 'server-only';
import { GatewayUnavailableError, type FetchLike } from './types';
import { UNCACHED_FETCH } from '@/lib/server/cache/policy';

const TIMEOUT_MS = 20_000;

/**
 * One JSON call to a gateway. Network failures, timeouts and non-JSON answers become GatewayUnavailableError (the
 * caller decides nothing and the attempt stays as it was); any HTTP status with a JSON body is returned for the
 * adapter to interpret, because gateways answer business outcomes with 400s (Khalti "User canceled").
 */
export async function gatewayJson(
  fetchImpl: FetchLike,
  gatewayLabel: string,
  url: string,
  init: RequestInit = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  let response: Response;
  try {
    response = await fetchImpl(url, { ...init, signal: init.signal ?? AbortSignal.timeout(TIMEOUT_MS), cache: UNCACHED_FETCH });
  } catch {
    throw new GatewayUnavailableError(`${gatewayLabel} could not be reached.`);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new GatewayUnavailableError(`${gatewayLabel} gave an answer we could not read (HTTP ${response.status}).`);
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw new GatewayUnavailableError(`${gatewayLabel} gave an answer we could not read (HTTP ${response.status}).`);
  }
  if (response.status >= 500) throw new GatewayUnavailableError(`${gatewayLabel} is not answering right now.`);
  return { status: response.status, body: body as Record<string, unknown> };
}

/** A string field of a gateway answer, or null. */
export function textField(body: Record<string, unknown>, name: string): string | null {
  const value = body[name];
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}
