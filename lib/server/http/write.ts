import 'server-only';
import { createHash } from 'node:crypto';
import type { NextRequest } from 'next/server';
import { clientAddress, enforcePace, enforceRateLimit, PACES, type PaceRule, type RateLimitRule } from '@/lib/server/auth/rate-limit';
import { optionalAuth } from '@/lib/server/auth/request-auth';
import { readCookie } from './cookies';
import { deviceId, withDeviceCookie } from './device';
import { handle } from './respond';

// Every write route names its limits where it is declared (DESIGN.md "Limits"): one counted per person, one per client
// address. `export const POST = write({ account: 'react-user', client: 'write-ip' }, async (request) => …)`.
//
// Per person is the tight one: it counts what one person controls — their account when signed in, else their guest
// cart's token — so one script cannot fill a queue or a count. Per client address is a coarse flood guard only: most
// phones in Nepal reach us through a few carrier addresses (NAT), so a tight per-address limit would lock out a whole
// carrier. Routes used before anyone is signed in (log in, sign up, reset) name `{ identifier: rule }` (their service
// counts that rule per email or phone typed) and may name a `device` rule, counted per browser (the device cookie,
// lib/server/http/device.ts): before sign-in, the typed identifier and the browser are what one person controls.
//
// The limits are checked before the handler runs (the person's first, then the address's), so a refused call does no
// work. A test (tests/api/http/write-limits.test.ts) reads every route module from the route table and fails for a
// write method that was not declared through here.

type PersonRule = RateLimitRule | PaceRule;

export type WriteLimits = {
  /** Counted per person: the signed-in account, or the guest cart's token (a guest with neither is counted by address only). */
  account: PersonRule | PersonRule[] | { identifier: RateLimitRule } | { none: string };
  /**
   * Counted per browser by its device cookie (ug_vid), for calls made before signing in (sign-up, codes, resets); an
   * answer to a browser without one sets it. Checked before the address, so a device past its limit does not use up
   * the allowance it shares with everyone on its carrier's address.
   */
  device?: RateLimitRule;
  /** Counted per client address: a coarse guard. */
  client: RateLimitRule;
};

export const WRITE_LIMITS = Symbol.for('ug.writeLimits');

type Handler<C> = (request: NextRequest, context: C) => Promise<Response>;
export type LimitedHandler<C> = Handler<C> & { [WRITE_LIMITS]: WriteLimits };

const isPace = (rule: PersonRule): rule is PaceRule => rule in PACES;

/** Who the per-person limits count: "user:<id>", "guest:<hash of the cart token>", or null (an unknown guest). */
async function personOf(request: NextRequest): Promise<string | null> {
  // A cookie session from another site's page is refused by the handler itself (403) if it needs the session; here
  // it only means "not counted as that person".
  const auth = await optionalAuth(request).catch(() => null);
  if (auth) return `user:${auth.user.id}`;
  const guest = readCookie(request, 'cart');
  return guest ? `guest:${createHash('sha256').update(guest).digest('hex').slice(0, 32)}` : null;
}

/**
 * The person's limits first, then the address's: a person past their own limit is refused before their request is
 * counted against the address their whole carrier shares, so one person's retries never use up their neighbours'.
 */
async function enforceWriteLimits(limits: WriteLimits, request: NextRequest): Promise<void> {
  const device = limits.device ? deviceId(request) : null;
  if (limits.device && device) await enforceRateLimit(limits.device, `device:${device}`);
  const { account } = limits;
  const counted = typeof account === 'string' || Array.isArray(account); // else: counted by the service, or by no one
  const person = counted ? await personOf(request) : null;
  if (person) {
    for (const rule of Array.isArray(account) ? account : [account as PersonRule]) {
      if (isPace(rule)) await enforcePace(rule, person);
      else await enforceRateLimit(rule, person);
    }
  }
  await enforceRateLimit(limits.client, clientAddress(request));
}

/** `handle` for a route that changes something: its limits are enforced first and readable by the route-table test. */
export function write<C>(limits: WriteLimits, handler: Handler<C>): LimitedHandler<C> {
  const limited = handle<C>(async (request, context) => {
    await enforceWriteLimits(limits, request);
    return handler(request, context);
  });
  // Whatever the answer (a 201, a 409, a 429), a browser without a device id leaves with one.
  const wrapped = (limits.device ? async (request: NextRequest, context: C) => withDeviceCookie(request, await limited(request, context)) : limited) as LimitedHandler<C>;
  wrapped[WRITE_LIMITS] = limits;
  return wrapped;
}

export const LOOKUP = Symbol.for('ug.lookup');

/**
 * `handle` for a POST that writes nothing: SPEC §7 sends some look-ups as POST (delivery dates, charges, a checkout
 * quote, a currency). They are reads, limited like every read (not at all), so they cost no limiter round trip; saying
 * so here keeps the decision where the route is declared, and the route-table test holds every other POST to `write`.
 */
export function lookup<C>(handler: Handler<C>): Handler<C> {
  const wrapped = handle<C>(handler) as Handler<C> & { [LOOKUP]?: true };
  wrapped[LOOKUP] = true;
  return wrapped;
}

/** What a route's write method declared: its limits (made by `write`), 'lookup' (writes nothing), or null. */
export function declaredLimits(handler: unknown): WriteLimits | 'lookup' | null {
  if (typeof handler !== 'function') return null;
  const marked = handler as Partial<LimitedHandler<unknown>> & { [LOOKUP]?: true };
  return marked[WRITE_LIMITS] ?? (marked[LOOKUP] ? 'lookup' : null);
}
