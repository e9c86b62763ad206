import { FriendlyError } from '@/scripts/support/lifecycle';

// The cart's two hot calls for `npm run bench`, as a guest's browser makes them: POST add-to-cart and GET cart, each
// riding on the guest's httpOnly `ug_cart` cookie with our own Origin (guest mutations must come from the shop's
// pages). Every request is a real database read or write, priced on the server.

/** One request as the bench sends it (autocannon and the sequential timer build theirs from this). */
export type RequestSpec = { method: 'GET' | 'POST'; headers: Record<string, string>; body?: string };

/** A line may hold at most 20 of a product: these guest carts share the adds so none reaches it. */
const GUEST_CARTS = 200;
const CAKES = 3;
const MESSAGE = 'Happy Birthday Aama!';

function guestCookie(response: Response): string {
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('ug_cart='));
  if (!cookie) throw new FriendlyError('add-to-cart answered without a ug_cart cookie: no guest cart to benchmark');
  return cookie.split(';')[0] ?? '';
}

async function firstCakes(baseUrl: string): Promise<number[]> {
  const response = await fetch(`${baseUrl}/api/V2/category/cakes?perPage=24`);
  const body = (await response.json()) as { data?: { products?: { id: number; type: string; inStock: boolean }[] } };
  const ids = (body.data?.products ?? []).filter((p) => p.type === 'cake' && p.inStock).map((p) => p.id).slice(0, CAKES);
  if (ids.length === 0) throw new FriendlyError('No cake in /api/V2/category/cakes to add to a cart');
  return ids;
}

const addBody = (productId: number) => JSON.stringify({ productId, quantity: 1, source: 'web', options: { message: MESSAGE } });

async function post(baseUrl: string, path: string, body: string, cookie?: string): Promise<Response> {
  const response = await fetch(baseUrl + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl, ...(cookie ? { cookie } : {}) },
    body,
  });
  if (!response.ok) throw new FriendlyError(`POST ${path} answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
  return response;
}

/**
 * Guest carts made through the API before measuring: `add` sends request n to cart n mod 200 with one of three cakes
 * (each cake line grows by one, far below the 20 limit); `read` is one cart with a cake and candles, the usual cart.
 */
export async function cartRequests(baseUrl: string): Promise<{ add: () => RequestSpec; read: () => RequestSpec }> {
  const cakes = await firstCakes(baseUrl);
  const cookies: string[] = [];
  for (let i = 0; i < GUEST_CARTS; i += 1) cookies.push(guestCookie(await post(baseUrl, '/api/V2/add-to-cart', addBody(cakes[0]!))));

  const reader = guestCookie(await post(baseUrl, '/api/V2/add-to-cart', addBody(cakes[0]!)));
  const accessories = await fetch(`${baseUrl}/api/V2/accessories`);
  const candle = ((await accessories.json()) as { data?: { accessories?: { id: number }[] } }).data?.accessories?.[0];
  if (candle) await post(baseUrl, '/api/V2/cake-accessory', JSON.stringify({ id: candle.id, quantity: 1, productId: cakes[0], source: 'web' }), reader);

  let sent = 0;
  return {
    add: () => {
      const n = sent++;
      const cookie = cookies[n % cookies.length]!;
      const productId = cakes[Math.floor(n / cookies.length) % cakes.length]!;
      return { method: 'POST', headers: { 'content-type': 'application/json', origin: baseUrl, cookie }, body: addBody(productId) };
    },
    read: () => ({ method: 'GET', headers: { cookie: reader } }),
  };
}
