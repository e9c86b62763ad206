import http from 'node:http';
import { expect, test } from '@playwright/test';

// Issue 11 §5 against the real production server (scripts/serve.ts in front of Next): what an attacker's requests
// get back. Before, each of these was a 500 (a bare "Internal Server Error" for broken paths and TRACE).

/** A raw request (fetch and Playwright re-encode paths and refuse TRACE). */
function raw(baseURL: string, method: string, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const request = http.request(`${baseURL}${path}`, { method, path, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    request.on('error', reject);
    request.end();
  });
}

test('pages read a NUL in the query as nothing: search shows the empty search, the category its unfiltered list', async ({ page }) => {
  const search = await page.goto('/search?q=a%00b');
  expect(search?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();

  const category = await page.goto('/category/cakes?brand=a%00b&size=a%00b&color=a%00b&tags=a%00b');
  expect(category?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Cakes' })).toBeVisible();
  await expect(page.getByTestId('product-card').first()).toBeVisible();

  // A price bound past the filter's range (it overflowed the integer paisa column: a 500) is ignored the same way.
  const price = await page.goto('/category/cakes?minPrice=99999999&maxPrice=99999999999');
  expect(price?.status()).toBe(200);
  await expect(page.getByTestId('product-card').first()).toBeVisible();
});

test('a broken or hostile address is the shop’s 404 page, or the API’s JSON 400', async ({ page, baseURL }) => {
  for (const path of ['/%c0%ae', '/product/%ff', '/product/a%00b', '/products/a%00b', '/product/2147483648']) {
    const response = await page.goto(path);
    expect({ path, status: response?.status() }).toEqual({ path, status: 404 });
    await expect(page.getByRole('main').getByRole('link', { name: 'Home Page' })).toBeVisible();
  }
  for (const path of ['/api/V2/product/%ff', '/api/V2/product/%c0%ae', '/api/V2/store/%/products']) {
    const res = await raw(baseURL!, 'GET', path);
    expect({ path, status: res.status, type: res.headers['content-type'] }).toEqual({ path, status: 400, type: 'application/json' });
    expect(JSON.parse(res.body).error.code).toBe('bad_path');
  }
  const tooBig = await raw(baseURL!, 'GET', '/api/V2/product/2147483648');
  expect(tooBig.status).toBe(400);
});

test('a wrong or unknown method on an API route is a 405 JSON envelope with the route’s Allow', async ({ baseURL }) => {
  for (const method of ['TRACE', 'PUT', 'DELETE', 'PROPFIND']) {
    const res = await raw(baseURL!, method, '/api/V2/cart');
    expect({ method, status: res.status, allow: res.headers.allow }).toEqual({ method, status: 405, allow: 'GET, HEAD, OPTIONS' });
    expect(JSON.parse(res.body).error).toEqual({ message: expect.stringContaining(method), code: 'method_not_allowed' });
  }
  const options = await raw(baseURL!, 'OPTIONS', '/api/V2/add-to-cart');
  expect(options.status).toBe(204);
  expect(options.headers.allow).toBe('OPTIONS, POST');
  const trace = await raw(baseURL!, 'TRACE', '/');
  expect(trace.status).toBe(405);
  // And the server is still there.
  expect((await raw(baseURL!, 'GET', '/api/V2/categories')).status).toBe(200);
});

test('unreadable cookies are no session and no visitor id, on the API and on pages', async ({ baseURL }) => {
  const cart = await raw(baseURL!, 'GET', '/api/V2/cart', { cookie: 'ug_session=%E0%A4%A; ug_cart=%' });
  expect(cart.status).toBe(200);
  expect(JSON.parse(cart.body).data.cartItems).toEqual([]);
  expect((await raw(baseURL!, 'GET', '/search', { cookie: 'ug_vid=a%00b; ug_session=%' })).status).toBe(200);
  // The tampered visitor id is replaced by a real one (by the search history the search page loads after itself).
  const history = await raw(baseURL!, 'GET', '/api/V2/search-history', { cookie: 'ug_vid=a%00b; ug_session=%' });
  expect(history.status).toBe(200);
  expect(String(history.headers['set-cookie'])).toMatch(/ug_vid=[0-9a-f]{32};/);
});
