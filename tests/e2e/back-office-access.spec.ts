import { expect, test, type Page } from '@playwright/test';
import { Client } from 'pg';
import { Secret, TOTP } from 'otpauth';
import { BACK_OFFICE_MENU } from '@/lib/domain/back-office-menu';
import { can, STAFF_ROLES, type Permission, type StaffRole } from '@/lib/domain/staff-roles';
import { scanRoutes } from '@/lib/server/front/route-table';
import { budget } from './budget';
import { createConfirmedUser, newTestUser, seriousA11yViolations } from './support';
import { logInAsDemoStaff, logInByApi } from './staff-login';

// Every back-office page, found on disk (app/(admin)/admin/**/page.tsx), so a page added tomorrow is covered without
// anyone listing it. A visitor and a customer get the shop's 404 with no word of a back office; each demo staff role
// opens exactly the pages its menu entry allows (lib/domain/back-office-menu.ts, the longest href that prefixes the
// page) and gets 404 for the rest; every page the owner opens has no serious or critical axe finding. Then the first
// visit of a new staff member: setting up the authenticator.

const repoRoot = process.cwd(); // npm run test:e2e runs from the repository's root

/** Pages left out of the role checks, and why (they are still checked for visitors and customers). */
const NOT_IN_ROLE_MATRIX: Record<string, string> = {
  '/admin/two-factor': 'the code step itself: staff who passed it are sent on to their page (its own test is below)',
};

type BackOfficePage = { pattern: string; path: string | null; skipped?: string };

async function firstOrderId(): Promise<number | null> {
  const url = process.env.E2E_DATABASE_URL;
  if (!url) return null;
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const result = await client.query<{ id: number }>('SELECT id FROM orders ORDER BY id LIMIT 1');
    return result.rows[0]?.id ?? null;
  } finally {
    await client.end();
  }
}

/** Each page with a real path: dynamic segments of an order's pages get a seeded order's id; others are skipped, named. */
async function backOfficePages(): Promise<BackOfficePage[]> {
  const orderId = await firstOrderId();
  return scanRoutes(repoRoot, 'app/(admin)/admin', /^page\.tsx$/).map((route) => {
    let skipped: string | undefined;
    const parts = route.segments.map((segment) => {
      if (segment.kind === 'static') return segment.value;
      const name = segment.name;
      if ((/order/i.test(name) || route.pattern.includes('/orders/')) && orderId !== null) return String(orderId);
      skipped ??= `no sample value for [${name}] (only order ids are known to this spec)`;
      return '';
    });
    return { pattern: route.pattern, path: skipped ? null : `/${parts.join('/')}`, skipped };
  });
}

/** The permission of the menu entry whose href is the longest prefix of `pathname` (null: every staff member). */
function menuPermission(pathname: string): Permission | null {
  const entries = BACK_OFFICE_MENU.filter((entry) => pathname === entry.href || pathname.startsWith(`${entry.href}/`));
  entries.sort((a, b) => b.href.length - a.href.length);
  return entries[0]?.permission ?? null;
}

const HINT = /admin|back office|back-office|staff/i;

/** The words a reader sees in server-sent HTML: the body without its scripts, styles and tags. */
const visibleWords = (html: string): string =>
  (/<body[^>]*>([\s\S]*)<\/body>/i.exec(html)?.[1] ?? html)
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ');

/**
 * The shop's 404 with no word of a back office, as the server sends it (the not-found page is whole in its HTML:
 * security.spec proves that; a browser rendering each of ~45 pages twice took 4½ minutes on CI). The first page is
 * also opened in a browser, to read what it shows after hydration.
 */
async function expectShopNotFound(page: Page, pagePath: string, who: string, inBrowser = false) {
  const response = await page.request.get(pagePath);
  expect(response.status(), `${who} at ${pagePath}`).toBe(404);
  const html = await response.text();
  expect(visibleWords(html), `${who} at ${pagePath}: the page's words`).not.toMatch(HINT);
  expect(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '', `${who} at ${pagePath}: the title`).not.toMatch(HINT);
  expect(visibleWords(html), `${who} at ${pagePath}: the shop's not-found page`).toMatch(/Home Page/);
  if (!inBrowser) return;
  const shown = await page.goto(pagePath);
  expect(shown?.status(), `${who} at ${pagePath} in a browser`).toBe(404);
  expect(await page.locator('body').innerText(), `${who} at ${pagePath}: the page's words in a browser`).not.toMatch(HINT);
  expect(await page.title(), `${who} at ${pagePath}: the title in a browser`).not.toMatch(HINT);
}

test('the back-office pages are found on disk (a broken scan must not pass by finding none)', async () => {
  const pages = await backOfficePages();
  expect(pages.map((p) => p.pattern)).toEqual(expect.arrayContaining(['/admin/two-factor', '/admin/account', '/admin/staff']));
  for (const skipped of pages.filter((p) => p.skipped)) test.info().annotations.push({ type: 'skipped page', description: `${skipped.pattern}: ${skipped.skipped}` });
});

test('a visitor and a customer get the shop’s 404 on every back-office page, with no word of a back office', async ({ browser, request }) => {
  test.setTimeout(budget(120_000));
  const pages = (await backOfficePages()).filter((p) => p.path !== null);
  const visitor = await browser.newPage();
  for (const [i, { path: pagePath }] of pages.entries()) await expectShopNotFound(visitor, pagePath!, 'a visitor', i === 0);
  await visitor.close();

  const customer = await createConfirmedUser(request, newTestUser());
  const shopper = await browser.newPage();
  await logInByApi(shopper, customer.email, customer.password);
  for (const [i, { path: pagePath }] of pages.entries()) await expectShopNotFound(shopper, pagePath!, 'a customer', i === 0);
  await shopper.close();
});

// One demo member per role (the first rider for riders).
const ROLES: StaffRole[] = [...STAFF_ROLES];

for (const role of ROLES) {
  test(`${role}: opens exactly the back-office pages its role’s menu allows, 404 for the rest`, async ({ page }) => {
    test.setTimeout(budget(180_000));
    await logInAsDemoStaff(page, role);
    const pages = (await backOfficePages()).filter((p) => p.path !== null && !(p.pattern in NOT_IN_ROLE_MATRIX));
    const seen: Record<string, number> = {};
    const expected: Record<string, number> = {};
    // The status is the server's decision: asked with the role's cookies, without a browser rendering and hydrating
    // each page (7 roles × every page; the owner's pages are opened in a browser by the accessibility test below).
    for (const { path: pagePath } of pages) {
      const permission = menuPermission(pagePath!);
      const response = await page.request.get(pagePath!);
      seen[pagePath!] = response.status();
      expected[pagePath!] = permission === null || can(role, permission) ? 200 : 404;
    }
    expect(seen).toEqual(expected);
  });
}

test('every back-office page the owner opens has no serious or critical accessibility violations', async ({ page }) => {
  test.setTimeout(budget(240_000)); // each page analysed by axe
  await logInAsDemoStaff(page, 'owner');
  const pages = (await backOfficePages()).filter((p) => p.path !== null && !(p.pattern in NOT_IN_ROLE_MATRIX));
  for (const { path: pagePath } of pages) {
    const response = await page.goto(pagePath!);
    expect(response?.status(), pagePath!).toBe(200);
    expect(await seriousA11yViolations(page), pagePath!).toEqual([]);
  }
});

test('a new staff member sets up their authenticator on their first visit, gets ten recovery codes, and is let in', async ({ page, request }) => {
  test.setTimeout(budget(120_000));
  const person = await createConfirmedUser(request, newTestUser());
  const url = process.env.E2E_DATABASE_URL;
  if (!url) throw new Error('E2E_DATABASE_URL is not set: run through npm run test:e2e');
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`UPDATE users SET role = 'kitchen' WHERE email = $1`, [person.email]);
  } finally {
    await client.end();
  }
  await logInByApi(page, person.email, person.password);

  // Any back-office page sends them to the code step first, and brings them back after.
  await page.goto('/admin/account');
  await expect(page).toHaveURL(/\/admin\/two-factor\?next=%2Fadmin%2Faccount$/);
  await expect(page.getByRole('heading', { name: 'Set up your authenticator app' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  const secret = (await page.locator('code').first().innerText()).replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const field = page.getByLabel('6-digit code from your authenticator app');
  await field.fill('000000');
  await page.getByRole('button', { name: 'Finish setting up' }).click();
  await expect(page.getByText(/not right, or it was already used/)).toBeVisible();

  const code = new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate();
  await field.fill(code);
  await page.getByRole('button', { name: 'Finish setting up' }).click();
  await expect(page.getByText('Your authenticator app is set up.')).toBeVisible();
  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await expect(codes.first()).toHaveText(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
  expect(await seriousA11yViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'I have saved them: open the back office' }).click();
  await expect(page).toHaveURL(/\/admin\/account$/);
  await expect(page.getByRole('heading', { name: 'My sign-in' })).toBeVisible();
  await expect(page.getByText('Kitchen', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('10 of 10 unused.', { exact: false })).toBeVisible();
});
