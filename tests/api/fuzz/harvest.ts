import { eq } from 'drizzle-orm';
import { createSession } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { cartItems, carts } from '@/lib/server/db/schema';
import { placeOrder } from '@/lib/server/services/orders';
import { deliveryChoice, fillCart, shopper } from '../orders/support';
import { send, type Auth } from './client';
import type { FuzzRoute } from './discover';

// Real values to build plausible requests from, learnt from the app itself rather than listed: the fuzz customer
// gets an address, an order and a cart line (through the real services), then every GET route without path
// segments is called as that customer and every value in its answers is remembered under its key (slug, id,
// productId, cartItemId, addressId…). A field or a path segment then starts from a value the app really has, so a
// hostile value in one field reaches as deep into the handler as it can.

export type Known = Record<string, unknown[]>;
/** What each route answered, by its pattern: /occasion/[slug] tries the slugs /api/V2/occasions gave first. */
export type KnownBySource = Map<string, Known>;

/** A customer with an address, a placed order and a cart line; `own` holds the ids of those rows, by field name. */
export type FuzzCustomer = { userId: number; own: Known; newToken: () => Promise<string> };

let customers = 0;

export async function fuzzCustomer(): Promise<FuzzCustomer> {
  const { customer, addressId, product } = await shopper(1);
  // Spread the orders over the coming weeks: a slot takes only so many.
  customers += 1;
  const choice = await deliveryChoice(3 + (customers % 45));
  const placed = await placeOrder(customer.userId, { addressId, ...choice, paymentMethod: 'cod', source: 'web', idempotencyKey: null } as Parameters<typeof placeOrder>[1]);
  await fillCart(customer.userId, product.id, 1);
  const lines = await getDb()
    .select({ id: cartItems.id, cartId: carts.id })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .where(eq(carts.userId, customer.userId));
  const own: Known = {
    addressId: [addressId],
    orderId: [placed.order.id],
    cartItemId: lines.map((line) => line.id),
    cartId: lines.map((line) => line.cartId).slice(0, 1),
  };
  return { userId: customer.userId, own, newToken: async () => (await createSession(customer.userId, 'password')).token };
}

const MAX_PER_KEY = 60;

function remember(known: Known, value: unknown, key: string, depth = 0): void {
  if (depth > 8 || value === null || value === undefined) return;
  if (Array.isArray(value)) {
    for (const item of value.slice(0, 20)) remember(known, item, key, depth + 1);
    return;
  }
  if (typeof value === 'object') {
    for (const [child, childValue] of Object.entries(value as Record<string, unknown>)) remember(known, childValue, child, depth + 1);
    return;
  }
  if (typeof value !== 'string' && typeof value !== 'number') return;
  if (typeof value === 'string' && (value.length === 0 || value.length > 100)) return;
  const list = (known[key] ??= []);
  if (list.length < MAX_PER_KEY && !list.includes(value)) list.push(value);
}

/** Every value the parameterless GET routes answer the customer with, by key (and by route). */
export async function harvest(routes: FuzzRoute[], auth: Auth): Promise<{ known: Known; bySource: KnownBySource }> {
  const known: Known = {};
  const bySource: KnownBySource = new Map();
  for (const route of routes) {
    if (!route.isApi || !route.handlers.GET || route.segments.some((segment) => segment.kind !== 'static')) continue;
    const outcome = await send(route, { method: 'GET', auth }).catch(() => null);
    if (!outcome || outcome.status >= 300) continue;
    let body: unknown;
    try {
      body = JSON.parse(outcome.text);
    } catch {
      continue; // not JSON (a sitemap, an image): nothing to learn
    }
    remember(known, body, '');
    const own: Known = {};
    remember(own, body, '');
    bySource.set(route.pattern, own);
  }
  return { known, bySource };
}

/**
 * Values to try for a dynamic segment, best first: what the app calls by the segment's name in the context of the
 * path before it (categorySlug for /category/[slug]), then anything named like it (…Slug, …Id), then slugs and ids.
 */
export function segmentCandidates(known: Known, name: string, context: string, bySource: KnownBySource = new Map()): string[] {
  const contextWord = context.toLowerCase().replace(/[^a-z]/g, '');
  const fromContext = contextWord
    ? [...bySource.entries()].filter(([pattern]) => pattern.toLowerCase().replace(/[^a-z/]/g, '').includes(contextWord)).map(([, values]) => values)
    : [];
  return [...new Set([...fromContext.flatMap((values) => keyedCandidates(values, name, contextWord)), ...keyedCandidates(known, name, contextWord)])].slice(0, 80);
}

function keyedCandidates(known: Known, name: string, contextWord: string): string[] {
  const words = name.split(/Or/).map((word) => word.toLowerCase()); // idOrSlug → id, slug
  const keys = Object.keys(known);
  const named = (key: string) => words.some((word) => key.toLowerCase().endsWith(word));
  const ordered = [
    ...keys.filter((key) => key === name || key.toLowerCase() === `${contextWord}${name.toLowerCase()}`),
    ...keys.filter((key) => contextWord && key.toLowerCase().startsWith(contextWord) && named(key)),
    ...keys.filter((key) => contextWord && key.toLowerCase().includes(contextWord)),
    ...keys.filter(named),
    'slug',
    'id',
    'code',
  ];
  return [...new Set(ordered)].flatMap((key) => known[key] ?? []).map(String);
}

/**
 * Plausible values for a route's dynamic segments: for each, the first candidate its GET answers 2xx for (a route
 * without GET takes the first candidate).
 */
export async function plausibleParams(route: FuzzRoute, known: Known, bySource: KnownBySource, auth: Auth): Promise<Record<string, string | string[]>> {
  const params: Record<string, string | string[]> = {};
  let context = '';
  for (const segment of route.segments) {
    if (segment.kind === 'static') {
      context = segment.value;
      continue;
    }
    const candidates = segmentCandidates(known, segment.name, context, bySource);
    let chosen = candidates[0] ?? '1';
    if (route.handlers.GET) {
      for (const candidate of candidates) {
        const outcome = await send(route, { method: 'GET', params: { ...params, [segment.name]: segment.kind === 'catchAll' ? [candidate] : candidate }, auth }).catch(() => null);
        if (outcome && outcome.status < 300) {
          chosen = candidate;
          break;
        }
      }
    }
    params[segment.name] = segment.kind === 'catchAll' ? [chosen] : chosen;
  }
  return params;
}
