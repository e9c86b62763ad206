import http from 'node:http';
import { budget } from './budget';
import { expect, test, type Page } from '@playwright/test';
import { TRICKS_OFF, trickOff } from './tricks';
import { Client } from 'pg';
import { solidPng, watchCspViolations } from './support';

// What the production server (scripts/serve.ts) promises about who is asking and what every answer carries:
// forwarded headers believed only from the configured proxy (npm run test:e2e starts the server with
// TRUSTED_PROXIES=127.0.0.2 and passes it as E2E_TRUSTED_PROXY), security headers on every kind of answer, and a
// not-found page whose HTML is really there.

const BASE = new URL(process.env.E2E_BASE_URL || 'http://localhost:3000');
const PROXY = process.env.E2E_TRUSTED_PROXY;

type RawAnswer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/** One plain HTTP request from a chosen loopback address (Linux answers on all of 127.0.0.0/8). */
function raw(path: string, options: { from: string; method?: string; headers?: Record<string, string>; body?: unknown }): Promise<RawAnswer> {
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: BASE.hostname === 'localhost' ? '127.0.0.1' : BASE.hostname,
        port: BASE.port,
        path,
        method: options.method ?? 'GET',
        localAddress: options.from,
        headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...options.headers },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString('utf8') }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.setTimeout(budget(20_000), () => request.destroy(new Error(`no answer for ${path}`)));
    request.end(body);
  });
}

const byte = () => 3 + Math.floor(Math.random() * 250);
/** A loopback address of this test's own (not the proxy's), so its per-address counts start at zero on every run. */
const freshLoopback = () => `127.${byte()}.${byte()}.${byte()}`;
const freshClient = () => `10.${byte()}.${byte()}.${byte()}`;

/**
 * A banner click: the write with the lowest per-address limit (RATE_LIMITS['banner-click-ip'], 60 in 10 minutes: past it
 * a click is only not counted). The login limits per address are sized for a carrier's shared address now (300), too
 * many to walk through here; what is tested is the same for every per-address rule: whose address counts.
 */
const BANNER_CLICKS_PER_ADDRESS = 60;
const bannerClick = (from: string, headers: Record<string, string> = {}) =>
  raw('/api/V2/banner/action/click', { from, method: 'POST', body: { bannerId: 1 }, headers }).then((a) => a.status);

test.describe('per-address limits', () => {
  test.skip(!PROXY, 'needs the e2e server started with TRUSTED_PROXIES (npm run test:e2e)');

  test("a client's own X-Forwarded-For or X-Real-IP does not get a click past the per-address limit", async () => {
    const from = freshLoopback();
    const statuses: number[] = [];
    for (let i = 0; i <= BANNER_CLICKS_PER_ADDRESS; i += 1) statuses.push(await bannerClick(from));
    expect(statuses.slice(0, BANNER_CLICKS_PER_ADDRESS)).toEqual(Array(BANNER_CLICKS_PER_ADDRESS).fill(202));
    expect(statuses[BANNER_CLICKS_PER_ADDRESS]).toBe(429);
    expect(await bannerClick(from, { 'x-forwarded-for': '10.77.2.2' })).toBe(429);
    expect(await bannerClick(from, { 'x-real-ip': '10.77.2.3', forwarded: 'for=10.77.2.4' })).toBe(429);
    // Another address is its own count.
    expect(await bannerClick(freshLoopback())).toBe(202);
  });

  test('through the trusted proxy, each client is limited by its own address, whatever it prepends', async () => {
    const client = freshClient();
    const statuses: number[] = [];
    for (let i = 0; i <= BANNER_CLICKS_PER_ADDRESS; i += 1) statuses.push(await bannerClick(PROXY!, { 'x-forwarded-for': client }));
    expect(statuses.slice(0, BANNER_CLICKS_PER_ADDRESS)).toEqual(Array(BANNER_CLICKS_PER_ADDRESS).fill(202));
    expect(statuses[BANNER_CLICKS_PER_ADDRESS]).toBe(429);
    // The proxy appends the address it saw; what the client wrote before it is not believed.
    expect(await bannerClick(PROXY!, { 'x-forwarded-for': `${freshClient()}, ${client}` })).toBe(429);
    // Another client behind the same proxy is not affected.
    expect(await bannerClick(PROXY!, { 'x-forwarded-for': freshClient() })).toBe(202);
  });

  test('X-Forwarded-Host and -Proto count only from the proxy: the Origin check and HSTS', async () => {
    const evil = { origin: 'https://evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https', cookie: 'ug_session=not-a-session' };
    // A direct client cannot make its own Origin "ours" by naming it in forwarded headers.
    const direct = await raw('/api/V2/user-logout', { from: freshLoopback(), method: 'POST', headers: evil });
    expect(direct.status).toBe(403);
    expect(JSON.parse(direct.body).error.code).toBe('bad_origin');
    expect(direct.headers['strict-transport-security']).toBeUndefined();
    // The proxy's word is taken: the origin matches (then the made-up session is simply not a session).
    const proxied = await raw('/api/V2/user-logout', { from: PROXY!, method: 'POST', headers: evil });
    expect(proxied.status).toBe(401);
    expect(proxied.headers['strict-transport-security']).toBe('max-age=31536000');
  });
});

test('every kind of answer carries the security headers', async ({ request }) => {
  const home = await (await request.get('/')).text();
  const script = home.match(/\/_next\/static\/[^"]+\.js/)?.[0];
  const media = home.match(/\/media\/[^"?]+\.svg/)?.[0];
  expect(script && media).toBeTruthy();
  const answers = {
    page: '/',
    'standalone page': '/login',
    json: '/api/V2/header-footer',
    'JSON error': '/api/V2/product/999999999',
    'static file': script!,
    media: media!,
    'public file': '/favicon.ico',
    'metadata route': '/robots.txt',
    'gateway simulator': '/sim/khalti/pay/no-such-payment',
    'not-found page': '/no-such-page-anywhere',
  };
  for (const [kind, path] of Object.entries(answers)) {
    const response = await request.get(path);
    const headers = response.headers();
    const csp = headers['content-security-policy'] ?? '';
    for (const rule of ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'self'", "form-action 'self'"]) {
      expect(csp, `${kind} ${path}: ${rule}`).toContain(rule);
    }
    expect(headers['x-content-type-options'], kind).toBe('nosniff');
    expect(headers['referrer-policy'], kind).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy'], kind).toContain('geolocation=(self)');
    // Plain http: no HSTS (a browser would ignore it, and the demo on localhost must stay reachable).
    expect(headers['strict-transport-security'], kind).toBeUndefined();
  }
  // The checkout's eSewa form may be posted: the gateway's form host is allowed.
  const csp = (await request.get('/')).headers()['content-security-policy']!;
  expect(csp).toMatch(/form-action 'self'[^;]* http:\/\/(127\.0\.0\.1|localhost):\d+/);
  expect(csp).not.toMatch(/'unsafe-eval'/);
});

test('an uploaded file arrives with its own locked-down policy, never the site’s (which allows inline scripts)', async ({ request }) => {
  // A photo a guest uploads, and a business's logo: an SVG, which could carry a script.
  const upload = await request.post('/api/V2/upload/file', {
    multipart: { kind: 'photo-cake', file: { name: 'photo.png', mimeType: 'image/png', buffer: solidPng(16, 12) } },
    headers: { origin: BASE.origin },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const photo = ((await upload.json()) as { data: { url: string } }).data.url;
  const client = new Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  const logo = await client.query<{ id: string }>(`SELECT id FROM uploads WHERE kind = 'business-logo' AND content_type = 'image/svg+xml' LIMIT 1`).finally(() => client.end());
  const svg = `/media/uploads/${logo.rows[0]!.id}`;
  // Also by a path with dot segments, which Next resolves to the same route.
  for (const path of [photo, svg, svg.replace('/media/uploads/', '/media/x/../uploads/')]) {
    const answer = await raw(path, { from: freshLoopback() });
    expect(answer.status, path).toBe(200);
    expect(answer.headers['content-security-policy'], path).toBe("default-src 'none'; sandbox");
    expect(answer.headers['x-content-type-options'], path).toBe('nosniff');
  }
});

async function expectHydrated(page: Page): Promise<void> {
  // The About menu is a client component: its panel exists only once React runs and the button is pressed.
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'About' }).click();
  await expect(header.getByRole('link', { name: 'About Us' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(header.getByRole('link', { name: 'About Us' })).toHaveCount(0);
}

test('pages hydrate under the Content-Security-Policy without a single violation', async ({ page, request }) => {
  const violations = await watchCspViolations(page);
  const cake = (await (await request.get('/api/V2/category/cakes?perPage=1')).json()) as { data: { products: { slug: string }[] } };
  for (const path of ['/', '/category/cakes', `/product/${cake.data.products[0]!.slug}`, '/no-such-page-anywhere']) {
    await page.goto(path);
    await expectHydrated(page);
  }
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(violations()).toEqual([]);
});

const NOT_FOUND_PATHS = [
  '/no-such-page-anywhere',
  '/a/deeper/unknown/path',
  '/product/no-such-cake-anywhere',
  '/category/no-such-category',
  '/store/no-such-store',
  '/occasion/no-such-occasion',
  '/products/no-such-collection',
  '/page-not-found',
];

test('every 404 page is in the HTML itself: message, Home Page link, tiles, header and footer', async ({ browser, request }) => {
  test.skip(TRICKS_OFF, trickOff('UG_NOT_FOUND_DOCUMENTS'));
  // SPEC §7: the error page's answer is data.data.
  const errorPage = (await (await request.get('/api/V2/error-page')).json()) as {
    data: { data: { banner: { title: string; subtitle: string } | null; links: { title: string; url: string }[] } };
  };
  const { banner, links } = errorPage.data.data;
  expect(links.length).toBeGreaterThan(0);
  // No JavaScript at all: what a crawler or curl gets.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const path of NOT_FOUND_PATHS) {
    const raw404 = await request.get(path);
    expect(raw404.status(), path).toBe(404);
    expect(raw404.headers()['cache-control'], path).toContain('no-store');
    expect(await raw404.text(), path).not.toContain('id="__next_error__"');

    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page).toHaveTitle('Page not found | Upahar Ghar');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: banner?.title ?? '404 Oops!' })).toBeVisible();
    await expect(main.getByText(banner?.subtitle ?? 'The page you are looking for doesn’t exist')).toBeVisible();
    await expect(main.getByRole('link', { name: 'Home Page' })).toHaveAttribute('href', '/');
    for (const link of links) await expect(main.getByRole('link', { name: link.title, exact: true })).toHaveAttribute('href', link.url);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Upahar Ghar home' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('Customer Care');
    // The address stays the one asked for.
    expect(new URL(page.url()).pathname).toBe(path);
  }
  await context.close();
});

test('with JavaScript the not-found page keeps its address and works like any page', async ({ page }) => {
  const violations = await watchCspViolations(page);
  const response = await page.goto('/product/no-such-cake-anywhere');
  expect(response?.status()).toBe(404);
  await expectHydrated(page);
  await expect(page).toHaveURL(/\/product\/no-such-cake-anywhere$/);
  await page.getByRole('main').getByRole('link', { name: 'Home Page' }).click();
  await expect(page).toHaveURL(new RegExp(`^${BASE.origin}/$`));
  expect(violations()).toEqual([]);
});

test('every page links the favicon set and the web app manifest, and they are real', async ({ page, request }) => {
  for (const path of ['/', '/login', '/no-such-page-anywhere']) {
    await page.goto(path);
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', '/apple-touch-icon.png');
    await expect(page.locator('link[rel="icon"][href="/favicon.ico"]')).toHaveCount(1);
  }
  const manifest = (await (await request.get('/manifest.webmanifest')).json()) as {
    name: string; short_name: string; start_url: string; display: string; theme_color: string; background_color: string;
    icons: { src: string; sizes: string; type: string }[];
  };
  expect(manifest).toMatchObject({ short_name: 'Upahar Ghar', start_url: '/', display: 'standalone', theme_color: '#d81b4a', background_color: '#ffffff' });
  const pngSize = (bytes: Buffer) => [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
  for (const icon of manifest.icons.filter((i) => i.type === 'image/png')) {
    const file = await request.get(icon.src);
    expect(file.headers()['content-type']).toBe('image/png');
    const [width, height] = pngSize(await file.body());
    expect(`${width}x${height}`).toBe(icon.sizes);
  }
  expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(pngSize(await (await request.get('/apple-touch-icon.png')).body())).toEqual([180, 180]);
  const ico = await (await request.get('/favicon.ico')).body();
  // ICONDIR: reserved 0, type 1 (icon), then the images' sizes.
  expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1]);
  expect(Array.from({ length: ico.readUInt16LE(4) }, (_, i) => ico.readUInt8(6 + 16 * i))).toEqual([16, 32, 48]);
});
