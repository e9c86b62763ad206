import fs from 'node:fs';
import http from 'node:http';
import { budget } from './budget';
import { expect, test } from '@playwright/test';
import { listRewritePath } from '@/app/(shop)/_lib/list-query';
import { FILTER_PARAM_KEYS } from '@/lib/domain/filters';
import { listRewrites } from '@/lib/domain/list-rewrites.mjs';
import { scanRoutes, type RouteEntry } from '@/lib/server/front/route-table';
import { logInAsDemoStaff } from './staff-login';
import { createConfirmedUser } from './support';

// The pages' side of the endpoint fuzzer (tests/api/fuzz covers the API in-process): every page of the app, found by
// its page.tsx, gets the query strings and path segments an attacker sends, as a guest and as a logged-in customer.
// A page may answer 200, 3xx or its 404 — never a 5xx. Every hostile value goes in every query key pages read at once;
// on the pages that read their query, each key also gets the worst values alone, one per page, turning through them
// across the pages.

const allPages = scanRoutes(process.cwd(), 'app', /^page\.tsx$/).filter((page) => !page.pattern.startsWith('/dev/'));
// The back office's pages answer a visitor and a customer the shop's 404 before reading anything (back-office-access
// proves it for every one of them), so sweeping them as those two would only render that 404 thousands of times. They
// get the hostile query strings and segments as staff instead (the owner opens every one), where they are read.
const isBackOffice = (page: RouteEntry) => page.pattern === '/admin' || page.pattern.startsWith('/admin/');
const pages = allPages.filter((page) => !isBackOffice(page));
const backOfficePages = allPages.filter(isBackOffice);

/** A path's shape with every dynamic part as `*`: /campaign/:slug and /campaign/[slug] are both /campaign/*. */
const shape = (path: string) => path.replace(/\[[^\]]+\]|:[A-Za-z]+/g, '*');
const rewrittenByQuery = new Set(listRewrites.map((rewrite) => shape(rewrite.source)));
/**
 * Whether a page reads its query string: its page.tsx takes searchParams (or a client part of it calls
 * useSearchParams), next.config.mjs rewrites it by its query (the lists' ?page, the campaign filters), or proxy.ts
 * does (the product lists' filters, the search). Only such a page gets each key alone; every page gets every key at
 * once, which is all a page that reads none can meet.
 */
const readsQuery = (page: RouteEntry) =>
  /searchParams|useSearchParams/.test(fs.readFileSync(page.file, 'utf8')) ||
  rewrittenByQuery.has(shape(page.pattern)) ||
  page.pattern === '/search' ||
  listRewritePath(fill(page, 'cakes'), new URLSearchParams('page=2')) !== null;

const QUERY_KEYS = [...FILTER_PARAM_KEYS, 'q', 'orderId', 'payment', 'referrer', 'token', 'email', 'source'];
/** Raw (already escaped) query values: NUL, a lone surrogate's UTF-8, invalid UTF-8, huge and odd numbers, SQL. */
const HOSTILE_QUERY = ['a%00b', '%ED%A0%80', '%ff%fe', '2147483648', '99999999999', '-1', '1e308', 'NaN', '%27%20OR%20%271%27%3D%271', 'x'.repeat(3000)];
/** What the back office's pages read from their query strings (orders, kitchen, dispatch, deliveries, reports, two-factor). */
const BACK_OFFICE_KEYS = ['q', 'status', 'payment', 'pay', 'refund', 'date', 'day', 'slot', 'order', 'sort', 'dir', 'cursor', 'from', 'to', 'period', 'next', 'area', 'method'];
const LOGGED_IN_QUERY = ['a%00b', '%ff%fe', '2147483648', '%27%20OR%20%271%27%3D%271', 'x'.repeat(3000)];
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

test('no page answers a 5xx to hostile query strings or path segments', async ({ request, baseURL, page: browserPage }) => {
  test.setTimeout(budget(180_000)); // about 4,000 page renders
  expect(pages.length).toBeGreaterThan(30);
  // The lists and the search read their query: a broken check must not quietly drop them from the one-key sweep.
  expect(pages.filter(readsQuery).map((page) => page.pattern)).toEqual(expect.arrayContaining(['/search', '/category/[slug]', '/products', '/blogs', '/campaign/[slug]']));
  const user = await createConfirmedUser(request);
  const login = await request.post('/api/V2/login/user', { data: { identifier: user.email, password: user.password }, headers: { origin: baseURL! } });
  const session = /ug_session=([^;]+)/.exec(login.headers()['set-cookie'] ?? '')?.[1];
  expect(session).toBeTruthy();

  // Every request first, then sent three at a time: one at a time the sweep took 72 s alone on a quiet 2-core machine
  // and 156 s beside the other worker; three at a time, 53 s alone.
  const sweep: { path: string; cookie?: string; label: string }[] = [];
  for (const [index, page] of pages.entries()) {
    const hasSegments = page.segments.some((segment) => segment.kind !== 'static');
    // Dynamic pages are tried with a plausible value for the query sweep and with hostile segments.
    const plain = fill(page, hasSegments ? 'cakes' : '');
    for (const cookie of [undefined, `ug_session=${session}`]) {
      const who = cookie ? ' (logged in)' : '';
      // Logged in, the worst of them (NUL, bad UTF-8, past int4, SQL, 3,000 characters): a session changes which
      // code reads the query, not how it parses it.
      for (const value of cookie ? LOGGED_IN_QUERY : HOSTILE_QUERY) {
        const query = QUERY_KEYS.map((key) => `${key}=${value}`).join('&');
        sweep.push({ path: `${plain}?${query}`, cookie, label: `${plain}?…=${value.slice(0, 30)}${who}` });
      }
      if (!cookie && readsQuery(page)) {
        // One key at a time too: a key set alone reaches code the others can cut short. Each page that reads its query
        // gets every key once, with one of the five worst values, turning by page, so every key meets every value
        // across five pages (all five on every page was 5× the requests: 8 of the sweep's 9 minutes on a loaded CI
        // machine; every key alone on all 99 pages, 2,475 of its 4,308 requests).
        for (const [k, key] of QUERY_KEYS.entries()) {
          const value = HOSTILE_QUERY[(index + k) % 5]!;
          sweep.push({ path: `${plain}?${key}=${value}`, label: `${plain}?${key}=${value.slice(0, 30)}` });
        }
      }
      if (!hasSegments) continue;
      for (const value of HOSTILE_SEGMENTS) sweep.push({ path: fill(page, value), cookie, label: `${fill(page, value.slice(0, 40))}${who}` });
    }
  }
  // The back office as its owner: every hostile value in every key at once, and hostile path segments.
  await logInAsDemoStaff(browserPage, 'owner');
  const staffSession = (await browserPage.context().cookies()).find((c) => c.name === 'ug_session')?.value;
  expect(staffSession).toBeTruthy();
  for (const page of backOfficePages) {
    const hasSegments = page.segments.some((segment) => segment.kind !== 'static');
    const plain = fill(page, hasSegments ? '1' : '');
    const cookie = `ug_session=${staffSession}`;
    for (const value of HOSTILE_QUERY) {
      // The keys the back office reads; the long value cut to 1,000 characters so 18 of them stay a readable request.
      const cut = value.slice(0, 1000);
      sweep.push({ path: `${plain}?${BACK_OFFICE_KEYS.map((key) => `${key}=${cut}`).join('&')}`, cookie, label: `${plain}?…=${value.slice(0, 30)} (owner)` });
    }
    if (hasSegments) for (const value of HOSTILE_SEGMENTS) sweep.push({ path: fill(page, value), cookie, label: `${fill(page, value.slice(0, 40))} (owner)` });
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
  console.log(`Page sweep: ${sent} requests to ${pages.length} pages and ${backOfficePages.length} back-office pages`);
  expect(failures).toEqual([]);
  expect(await raw(baseURL!, '/')).toBe(200);
});
