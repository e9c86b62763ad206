import { expect, test } from '@playwright/test';
import { TRICKS_OFF, trickOff } from './tricks';

// What the production server (scripts/serve.ts) sends a browser: cached pages and JSON compressed once and sent whole
// with their length, pages rendered per request streamed and compressed as they go.

const browserEncodings = { 'accept-encoding': 'gzip, deflate, br' };

test('a cached catalogue page reaches the browser brotli-compressed, whole, and intact', async ({ request }) => {
  test.skip(TRICKS_OFF, trickOff('UG_ENCODED_BODIES'));
  await request.get('/category/cakes'); // the first request may be the one that fills Next's cache
  const response = await request.get('/category/cakes', { headers: browserEncodings });
  expect(response.status()).toBe(200);
  const headers = response.headers();
  expect(headers['x-nextjs-cache']).toBe('HIT');
  expect(headers['content-encoding']).toBe('br');
  const sent = Number(headers['content-length']);
  const html = await response.text();
  // Brotli shrinks the page several times over; the decoded page is the complete server-rendered list.
  expect(sent).toBeGreaterThan(0);
  expect(sent * 4).toBeLessThan(Buffer.byteLength(html));
  expect(html).toContain('<h1');
  expect(html.match(/data-testid="product-card"/g)?.length).toBe(24);
  expect(html.trimEnd()).toMatch(/<\/html>$/);
  // The page cache keeps pages as ASCII (lib/server/cache/page-cache-handler.mjs): रू travels as character references.
  expect(html).toMatch(/^[\x00-\x7f]*$/);
  expect(html).toContain('&#x930;&#x942; ');
  // The home page was prerendered by `next build` and is read from disk: kept ASCII as well.
  const home = await (await request.get('/')).text();
  expect(home).toMatch(/^[\x00-\x7f]*$/);
});

test('an ASCII-kept page reads and hydrates the same: prices in रू, the first card links on', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/category/cakes');
  await expect(page.locator('.price').first()).toHaveText(/^रू [\d,]+/);
  await expect(page).toHaveTitle('Cakes | Upahar Ghar');
  const first = page.getByTestId('product-card').first().getByRole('link');
  const name = await first.innerText();
  await first.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  expect(errors).toEqual([]);
});

test('JSON answers are compressed and sent with their length; a client that asks for nothing gets plain JSON', async ({ request }) => {
  test.skip(TRICKS_OFF, trickOff('UG_ENCODED_BODIES'));
  const compressed = await request.get('/api/V2/category/cakes', { headers: browserEncodings });
  expect(compressed.headers()['content-encoding']).toBe('br');
  expect(Number(compressed.headers()['content-length'])).toBeGreaterThan(0);
  const body = (await compressed.json()) as { data: { products: unknown[] } };
  expect(body.data.products).toHaveLength(24);

  const plain = await request.get('/api/V2/category/cakes', { headers: { 'accept-encoding': 'identity' } });
  expect(plain.headers()['content-encoding']).toBeUndefined();
  expect(Number(plain.headers()['content-length'])).toBe((await plain.body()).length);
  expect(await plain.json()).toEqual(body);
});

test('a page rendered for each visitor is still streamed, compressed as it goes', async ({ request }) => {
  const response = await request.get('/cart', { headers: browserEncodings });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-encoding']).toBe('br');
  expect(response.headers()['content-length']).toBeUndefined();
  expect(await response.text()).toContain('</html>');
});

test("no answer lets a browser show a stale copy: pages, their RSC payloads and public JSON are the CDN's to keep", async ({ request }) => {
  // Chromium serves a stale-while-revalidate answer from its own cache at once and refetches behind it: a client-side
  // navigation could show an hours-old price. Browsers get Cache-Control without it; a CDN gets Next's whole
  // instruction (lib/server/front/browser-cache-control.ts).
  const rsc = { rsc: '1', 'next-router-prefetch': '1', 'next-router-segment-prefetch': '/_tree' };
  for (const [path, headers] of [['/blogs', {}], ['/blogs?_rsc=e2e', rsc], ['/category/cakes', {}], ['/api/V2/category/cakes', {}]] as const) {
    await request.get(path, { headers }); // the first request may fill Next's cache
    const answer = (await request.get(path, { headers })).headers();
    expect(answer['cache-control'], path).toMatch(/s-maxage=\d+/);
    expect(answer['cache-control'], path).not.toContain('stale-while-revalidate');
    expect(answer['cdn-cache-control'], path).toMatch(/s-maxage=\d+, *stale-while-revalidate=\d+/);
  }
  // What a browser may keep for good is left alone.
  const css = /href="(\/_next\/static\/[^"]+\.css)"/.exec(await (await request.get('/')).text())![1]!;
  const asset = (await request.get(css)).headers();
  expect(asset['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset['cdn-cache-control']).toBeUndefined();
});
