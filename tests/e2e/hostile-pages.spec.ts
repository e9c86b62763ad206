import http from 'node:http';
import { budget } from './budget';
import { expect, test } from '@playwright/test';
import { FILTER_PARAM_KEYS } from '@/lib/domain/filters';
import { scanRoutes, type RouteEntry } from '@/scripts/support/route-table';
import { createConfirmedUser } from './support';

// The pages' side of the endpoint fuzzer (tests/api/fuzz covers the API in-process): every page of the app, found by
// its page.tsx, gets the query strings and path segments an attacker sends, as a guest and as a logged-in customer.
// A page may answer 200, 3xx or its 404 — never a 5xx. Every query key pages read gets each hostile value alone, and
// all of them at once.

const pages = scanRoutes(process.cwd(), 'app', /^page\.tsx$/).filter((page) => !page.pattern.startsWith('/dev/'));

const QUERY_KEYS = [...FILTER_PARAM_KEYS, 'q', 'orderId', 'payment', 'referrer', 'token', 'email', 'source'];
/** Raw (already escaped) query values: NUL, a lone surrogate's UTF-8, invalid UTF-8, huge and odd numbers, SQL. */
const HOSTILE_QUERY = ['a%00b', '%ED%A0%80', '%ff%fe', '2147483648', '99999999999', '-1', '1e308', 'NaN', '%27%20OR%20%271%27%3D%271', 'x'.repeat(3000)];
const HOSTILE_SEGMENTS = ['a%00b', '2147483648', '%ED%A0%80', '-1', '1e308', '%27%20OR%201%3D1', 'brand%3Da%2500b%26minPrice%3D99999999', 'x'.repeat(2000)];

function raw(baseURL: string, rawPath: string, cookie?: string) {
  return new Promise<number>((resolve, reject) => {
    const request = http.request(`${baseURL}${rawPath}`, { path: rawPath, headers: cookie ? { cookie } : {} }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    request.on('error', reject);
    request.end();
  });
}

function fill(page: RouteEntry, value: string): string {
  return `/${page.segments.map((segment) => (segment.kind === 'static' ? segment.value : value)).join('/')}`;
}

test('no page answers a 5xx to hostile query strings or path segments', async ({ request, baseURL }) => {
  test.setTimeout(budget(180_000)); // about 8,600 page renders
  expect(pages.length).toBeGreaterThan(30);
  const user = await createConfirmedUser(request);
  const login = await request.post('/api/V2/login/user', { data: { identifier: user.email, password: user.password }, headers: { origin: baseURL! } });
  const session = /ug_session=([^;]+)/.exec(login.headers()['set-cookie'] ?? '')?.[1];
  expect(session).toBeTruthy();

  // Every request first, then sent three at a time: one at a time the sweep took 72 s alone on a quiet 2-core machine
  // and 156 s beside the other worker; three at a time, 53 s alone.
  const sweep: { path: string; cookie?: string; label: string }[] = [];
  for (const page of pages) {
    const hasSegments = page.segments.some((segment) => segment.kind !== 'static');
    // Dynamic pages are tried with a plausible value for the query sweep and with hostile segments.
    const plain = fill(page, hasSegments ? 'cakes' : '');
    for (const cookie of [undefined, `ug_session=${session}`]) {
      const who = cookie ? ' (logged in)' : '';
      for (const value of HOSTILE_QUERY) {
        const query = QUERY_KEYS.map((key) => `${key}=${value}`).join('&');
        sweep.push({ path: `${plain}?${query}`, cookie, label: `${plain}?…=${value.slice(0, 30)}${who}` });
      }
      if (!cookie) {
        // One key at a time too, with the worst values: a key set alone reaches code the others can cut short.
        for (const key of QUERY_KEYS) {
          for (const value of HOSTILE_QUERY.slice(0, 5)) sweep.push({ path: `${plain}?${key}=${value}`, label: `${plain}?${key}=${value.slice(0, 30)}` });
        }
      }
      if (!hasSegments) continue;
      for (const value of HOSTILE_SEGMENTS) sweep.push({ path: fill(page, value), cookie, label: `${fill(page, value.slice(0, 40))}${who}` });
    }
  }
  const failures: string[] = [];
  let next = 0;
  const sender = async () => {
    while (next < sweep.length) {
      const { path, cookie, label } = sweep[next++]!;
      const status = await raw(baseURL!, path, cookie);
      if (status >= 500) failures.push(`${status} ${label}`);
    }
  };
  await Promise.all([sender(), sender(), sender()]);
  const sent = sweep.length;
  console.log(`Page sweep: ${sent} requests to ${pages.length} pages`);
  expect(failures).toEqual([]);
  expect(await raw(baseURL!, '/')).toBe(200);
});
