import { randomUUID } from 'node:crypto';
import { after, before, it } from 'node:test';
import { expect } from 'expect';
import { Client } from 'pg';
import { Secret, TOTP } from 'otpauth';
import { addDaysToKey } from '@/lib/domain/delivery/schedule';
import { kathmanduDateKey } from '@/lib/domain/kathmandu-time';
import { formatNpr } from '@/lib/domain/money';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from '@/lib/server/db/seed/staff';
import { staleReason } from '@/scripts/support/build';
import { startCluster, type Cluster } from '@/scripts/support/cluster';
import { migrateAndSeed, recreateDatabase } from '@/scripts/support/database';

// Several instances (issue 27): two production servers of the e2e stage's build, sharing one PostgreSQL and one
// Redis, behind nginx. What a shopper and the shop's staff would notice if the instances did not agree, or if one
// went away: a price changed in the back office on one instance still old on the other; orders lost or half-written
// when an instance dies during checkouts; requests dropped while the instances are restarted one by one.

const DIST_DIR = process.env.CLUSTER_DIST_DIR || '.next-test';
let cluster: Cluster;
let databaseUrl: string;

async function query<T extends Record<string, unknown>>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** A fetch that never throws: a dropped connection is status 0. */
async function call(url: string, init: RequestInit = {}): Promise<{ status: number; text: string; headers: Headers }> {
  try {
    const response = await fetch(url, { redirect: 'manual', ...init, signal: AbortSignal.timeout(30_000) });
    return { status: response.status, text: await response.text(), headers: response.headers };
  } catch {
    return { status: 0, text: '', headers: new Headers() };
  }
}

/** A page's HTML as a browser reads it: the server writes non-ASCII text as character references (ascii-html.mjs). */
const readable = (html: string) => html.replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)));

const json = (base: string, extra: Record<string, string> = {}) => ({ origin: base, 'content-type': 'application/json', ...extra });

before(async () => {
  const stale = staleReason(DIST_DIR);
  if (stale) throw new Error(`no build of this code in ${DIST_DIR} (${stale}): the cluster stage runs after the e2e stage's build`);
  const adminUrl = process.env.TEST_ADMIN_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_ADMIN_DATABASE_URL is not set: run through npm test (the cluster stage)');
  databaseUrl = await recreateDatabase(adminUrl, 'ug_cluster');
  await migrateAndSeed(databaseUrl, { demoStaff: true });
  cluster = await startCluster({ distDir: DIST_DIR, databaseUrl, label: 'the cluster test' });
}, { timeout: 240_000 });

after(async () => {
  await cluster?.stop();
}, { timeout: 60_000 });

/** The demo owner, signed in on `base` and past this shift's second factor: the session cookie. */
async function ownerSession(base: string): Promise<string> {
  const owner = DEMO_STAFF.find((member) => member.role === 'owner')!;
  const login = await fetch(`${base}/api/V2/login/user`, {
    method: 'POST',
    headers: json(base),
    body: JSON.stringify({ identifier: owner.email, password: DEMO_STAFF_PASSWORD, source: 'web' }),
  });
  expect(login.status).toBe(200);
  const cookie = login.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
  const code = new TOTP({ secret: Secret.fromBase32(owner.totpSecret), algorithm: 'SHA1', digits: 6, period: 30 }).generate();
  const verified = await fetch(`${base}/api/dashboard/v1/admin/second-factor/verify`, { method: 'POST', headers: json(base, { cookie }), body: JSON.stringify({ code }) });
  expect(verified.status).toBe(200);
  return cookie;
}

it('a price changed through instance A is served by instance B within a second, on its page and in its lists', { timeout: 60_000 }, async () => {
  const [a, b] = cluster.instances;
  // A gift (not a cake: a cake's page shows its price at the chosen pounds) that is not on sale, from its list.
  const [category] = await query<{ slug: string }>(
    `SELECT c.slug FROM categories c JOIN products p ON p.category_id = c.id WHERE p.is_active
     GROUP BY c.slug HAVING bool_and(p.type = 'product') ORDER BY count(*) DESC LIMIT 1`,
  );
  const listUrl = `${b!.baseUrl}/api/V2/category/${category!.slug}?perPage=48`;
  const cards = JSON.parse((await call(listUrl)).text) as { data: { products: { id: number; slug: string; price: number; salePrice: number | null }[] } };
  const product = cards.data.products.find((card) => card.salePrice === null);
  expect(product).toBeDefined();
  const pagePath = `/product/${product!.slug}`;
  // B has the page and its list cached (rendered once, then served from its caches).
  for (let i = 0; i < 2; i++) {
    expect((await call(`${b!.baseUrl}${pagePath}`)).status).toBe(200);
    expect((await call(listUrl)).status).toBe(200);
  }
  expect(readable((await call(`${b!.baseUrl}${pagePath}`)).text)).toContain(formatNpr(product!.price));

  const cookie = await ownerSession(a!.baseUrl);
  const admin = `${a!.baseUrl}/api/dashboard/v1/admin/catalogue/products/${product!.id}`;
  const current = JSON.parse((await call(admin, { headers: { cookie } })).text) as { data: { product: { version: number } } };
  const newPrice = product!.price + 11_100; // रू 111 more
  const saved = await call(admin, { method: 'PATCH', headers: json(a!.baseUrl, { cookie }), body: JSON.stringify({ version: current.data.product.version, price: newPrice / 100 }) });
  expect(saved.status).toBe(200);
  const changedAt = Date.now();

  let pageShows = false;
  let listShows = false;
  while (Date.now() - changedAt < 1000 && !(pageShows && listShows)) {
    pageShows ||= readable((await call(`${b!.baseUrl}${pagePath}`)).text).includes(formatNpr(newPrice));
    const list = JSON.parse((await call(listUrl)).text) as { data: { products: { id: number; price: number }[] } };
    listShows ||= list.data.products.some((card) => card.id === product!.id && card.price === newPrice);
  }
  const tookMs = Date.now() - changedAt;
  console.log(`the new price was on instance B's page and list ${tookMs} ms after instance A saved it`);
  expect({ pageShows, listShows, withinMs: tookMs <= 1000 }).toEqual({ pageShows: true, listShows: true, withinMs: true });
});

/** A new customer signed up through the balancer: their bearer token. */
async function newCustomer(n: number): Promise<string> {
  const unique = `${Date.now().toString(36)}${n}${randomUUID().slice(0, 6)}`;
  const response = await call(`${cluster.baseUrl}/api/V2/user-signup`, {
    method: 'POST',
    headers: json(cluster.baseUrl),
    body: JSON.stringify({ name: `Cluster Customer ${n}`, username: `cluster_${unique}`, email: `cluster_${unique}@example.com`, password: 'Correct-Horse-Battery-9', source: 'web' }),
  });
  const token = (JSON.parse(response.text) as { data?: { token?: string } }).data?.token;
  if (!token) throw new Error(`sign-up answered ${response.status}: ${response.text.slice(0, 200)}`);
  return token;
}

/** Sends until the shop answers (an instance that died mid-request is a 502 or a dropped connection: sent again). */
async function untilAnswered(url: string, init: RequestInit, retried: { count: number }): Promise<{ status: number; text: string }> {
  for (let attempt = 0; ; attempt++) {
    const answer = await call(url, init);
    if ((answer.status !== 0 && answer.status !== 502 && answer.status !== 504) || attempt === 5) return answer;
    retried.count++;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

it('instance A killed in the middle of 50 checkouts: no order lost or half-written, and the balancer carries on with B', { timeout: 240_000 }, async () => {
  const base = cluster.baseUrl;
  const [place] = await query<{ id: number }>(`SELECT id FROM delivery_locations WHERE slug = 'new-baneshwor'`);
  const [slot] = await query<{ id: number }>(`SELECT s.id FROM time_slots s JOIN delivery_methods m ON m.id = s.method_id WHERE m.code = 'standard' AND s.label = '3 PM – 6 PM'`);
  // A small gift with stock for all 50 (a bigger order brings a free gift, whose stock runs out first).
  const [gift] = await query<{ id: number }>(
    `SELECT id FROM products WHERE is_active AND type = 'product' AND stock >= 100 AND sale_price IS NULL ORDER BY price, id LIMIT 1`,
  );
  // Ten orders a day over five days, well within a slot's capacity of 40.
  const deliveryDate = (n: number) => addDaysToKey(kathmanduDateKey(new Date()), 5 + n);

  const customers = await Promise.all(Array.from({ length: 10 }, (_, n) => newCustomer(n)));
  const retried = { count: 0 };
  const placed: { customer: number; key: string; status: number; orderId?: number; text: string }[] = [];
  let started = 0;
  let killed: Promise<void> | null = null;

  await Promise.all(
    customers.map(async (token, customer) => {
      const headers = json(base, { authorization: `Bearer ${token}` });
      const address = await untilAnswered(`${base}/api/V2/add-shipping-address`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ deliveryLocationId: place!.id, receiverName: 'Aama Shrestha', phoneNumber: '9841234567', landmark: 'Blue gate', xCoord: 85.3422, yCoord: 27.6923 }),
      }, retried);
      expect({ status: address.status, text: address.text.slice(0, 300) }).toMatchObject({ status: 201 });
      const addressId = (JSON.parse(address.text) as { data: { address: { id: number } } }).data.address.id;
      for (let n = 0; n < 5; n++) {
        // The cart is read before each add: an add sent again after a dropped answer must not double the cake.
        const cart = await untilAnswered(`${base}/api/V2/cart`, { headers }, retried);
        const inCart = JSON.parse(cart.text) as { data?: { cartItems?: unknown[] } };
        if (!inCart.data?.cartItems?.length) {
          const added = await untilAnswered(`${base}/api/V2/add-to-cart`, { method: 'POST', headers, body: JSON.stringify({ productId: gift!.id, quantity: 1, source: 'web' }) }, retried);
          expect({ status: added.status, text: added.text.slice(0, 300) }).toMatchObject({ status: 200 });
        }
        started++;
        // The instance dies while checkouts are in flight: after the 15th of 50 has been sent.
        if (started === 15) killed = cluster.instances[0]!.kill();
        const key = randomUUID();
        const order = await untilAnswered(`${base}/api/V2/place-order`, {
          method: 'POST',
          headers: { ...headers, 'idempotency-key': key },
          body: JSON.stringify({ addressId, deliveryDate: deliveryDate(n), deliveryMethod: 'standard', slotId: slot!.id, paymentMethod: 'cod', source: 'web' }),
        }, retried);
        placed.push({ customer, key, status: order.status, orderId: (JSON.parse(order.text || '{}') as { data?: { id?: number } }).data?.id, text: order.text.slice(0, 300) });
      }
    }),
  );
  await killed;
  expect(cluster.instances[0]!.running()).toBe(false);

  // Every checkout was answered with its order (201, or 200 for a resend of one already placed).
  expect(placed.filter((p) => p.status !== 201 && p.status !== 200)).toEqual([]);
  expect(placed).toHaveLength(50);
  const ids = placed.map((p) => p.orderId!);
  expect(new Set(ids).size).toBe(50);
  // Exactly these 50 orders exist for these customers (none lost, none twice), each whole: its line, its total.
  const rows = await query<{ id: number; idempotency_key: string; items: string; subtotal: number; total: number; lines: number }>(
    `SELECT o.id, o.idempotency_key, count(i.id)::text AS items, o.subtotal, o.total,
            coalesce(sum(i.line_total), 0)::int AS lines
       FROM orders o LEFT JOIN order_items i ON i.order_id = o.id
      WHERE o.idempotency_key = ANY($1::text[]) GROUP BY o.id`,
    [placed.map((p) => p.key)],
  );
  expect(rows).toHaveLength(50);
  for (const row of rows) {
    expect(Number(row.items)).toBe(1);
    expect(row.subtotal).toBe(row.lines);
    expect(row.total).toBeGreaterThanOrEqual(row.subtotal);
  }
  console.log(`50 checkouts, instance A killed after the 15th was sent: ${retried.count} requests sent again after a dropped answer`);

  await cluster.instances[0]!.start();
});

it('a rolling restart of both instances drops no request', { timeout: 300_000 }, async () => {
  const base = cluster.baseUrl;
  const token = await newCustomer(99);
  const product = (JSON.parse((await call(`${base}/api/V2/category/cakes?perPage=1`)).text) as { data: { products: { id: number }[] } }).data.products[0];
  const paths = ['/', '/category/cakes', '/api/V2/category/cakes', '/api/V2/search?q=cake', '/robots.txt'];
  const counts = { sent: 0, failed: [] as string[] };
  let running = true;
  const shopper = async (n: number) => {
    for (let i = 0; running; i++) {
      const write = i % 5 === 4;
      const url = write ? `${base}/api/V2/add-to-cart` : `${base}${paths[(i + n) % paths.length]}`;
      const init: RequestInit = write
        ? { method: 'POST', headers: json(base, { authorization: `Bearer ${token}` }), body: JSON.stringify({ productId: product!.id, quantity: 1, source: 'web' }) }
        : {};
      const answer = await call(url, init);
      counts.sent++;
      if (answer.status === 0 || answer.status >= 500) counts.failed.push(`${init.method ?? 'GET'} ${url} → ${answer.status}`);
    }
  };
  const shoppers = Array.from({ length: 4 }, (_, n) => shopper(n));
  await cluster.rollingRestart();
  running = false;
  await Promise.all(shoppers);
  console.log(`rolling restart: ${counts.sent} requests, ${counts.failed.length} dropped`);
  expect(counts.sent).toBeGreaterThan(100);
  expect(counts.failed).toEqual([]);
  expect(cluster.instances.every((instance) => instance.running())).toBe(true);
});
