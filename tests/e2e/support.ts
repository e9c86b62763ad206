import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { formatNpr } from '@/lib/domain/money';
import { DEMO_CUSTOMER } from '@/lib/server/db/seed/community';
import { budget } from './budget';

// Shared helpers for the end-to-end specs. Specs talk to the UI through what a shopper sees (roles, labels, text);
// the only test ids are `product-card` (grid items) and `product-price` (the price on a product page).

export const productCards = (page: Page): Locator => page.getByTestId('product-card');

/** Matches exactly this text (for a locator filter: `hasText` and `hasNotText` otherwise match a substring). */
export const exactText = (text: string): RegExp => new RegExp(`^\\s*${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`);

/** The link inside a product card (the card's name). */
export const cardLink = (card: Locator): Locator => card.getByRole('link').first();

const AMOUNT = /(रू|Rs\.?)\s?[\d,]+/;

/**
 * The price the shopper pays, as shown on a product page ("रू 1,450"): the first amount in the price element, or ''
 * while the element says it is updating (a strike-through list price may follow the amount).
 */
export async function priceText(page: Page): Promise<string> {
  const text = (await page.getByTestId('product-price').first().innerText()).replace(/\s+/g, ' ').trim();
  if (/updating/i.test(text)) return '';
  return text.match(AMOUNT)?.[0] ?? '';
}

/** Waits until the shown price is settled (not updating) and differs from `before`; returns it. */
export async function expectPriceChange(page: Page, before: string): Promise<string> {
  let seen = '';
  await expect
    .poll(
      async () => {
        // Two equal readings in a row: the debounced server price has landed, not an intermediate value.
        const first = await priceText(page);
        await page.waitForTimeout(150);
        seen = (await priceText(page)) === first ? first : '';
        return seen !== '' && seen !== before;
      },
      { message: `the price should change from "${before}"` },
    )
    .toBe(true);
  return seen;
}

type ApiProductCard = { slug: string; name: string; type: string };
type ApiCake = {
  minPound: number;
  maxPound: number;
  poundStep: number;
  egglessPerPound: number | null;
  flavours: { id: number; name: string; extraPerPound: number }[];
  defaults: { flavorId: number | null };
  isPhotoCake: boolean;
};

/** The first cake of a category (through the public API) whose details pass `accept`, or null. */
async function firstCake(
  request: APIRequestContext,
  category: string,
  accept: (cake: ApiCake) => boolean,
): Promise<{ slug: string; name: string; cake: ApiCake } | null> {
  const list = await request.get(`/api/V2/category/${category}?perPage=48`);
  expect(list.ok()).toBe(true);
  const products = ((await list.json()) as { data: { products: ApiProductCard[] } }).data.products.filter((p) => p.type === 'cake');
  for (const product of products) {
    const response = await request.get(`/api/V2/product/${product.slug}`);
    if (!response.ok()) continue;
    const { cake } = ((await response.json()) as { data: { product: { cake: ApiCake | null } } }).data.product;
    if (cake && accept(cake)) return { slug: product.slug, name: product.name, cake };
  }
  return null;
}

/**
 * A cake whose options can visibly change the price: more than one weight, flavours with different surcharges, and
 * an eggless bake. Found through the public API, so the spec does not depend on one seeded slug.
 */
export async function findConfigurableCake(request: APIRequestContext, category = 'cakes'): Promise<{ slug: string; name: string; cake: ApiCake }> {
  const found = await firstCake(
    request,
    category,
    // A photo cake cannot go in the cart without a photo: the photo-cake journey finds its own (findPhotoCake).
    (cake) =>
      !cake.isPhotoCake &&
      cake.egglessPerPound !== null &&
      cake.maxPound > cake.minPound &&
      new Set(cake.flavours.map((f) => f.extraPerPound)).size > 1,
  );
  if (!found) throw new Error(`No cake in /category/${category} has several weights, flavours with different prices and an eggless option`);
  return found;
}

/** A photo cake (printed with the customer's photo), from the Photo Cakes category through the public API. */
export async function findPhotoCake(request: APIRequestContext): Promise<{ slug: string; name: string }> {
  const found = await firstCake(request, 'photo-cakes', (cake) => cake.isPhotoCake);
  if (!found) throw new Error('No photo cake in /category/photo-cakes');
  return { slug: found.slug, name: found.name };
}

// ---- Accounts: test users and the mail/SMS outbox -------------------------------------------------------------------

/**
 * The e2e server writes every email and SMS to E2E_OUTBOX_DIR as JSON (scripts/support/production-server.ts); against
 * a server you run yourself, point E2E_OUTBOX_DIR at its OUTBOX_DIR (default .data/outbox).
 */
export const outboxDir = (): string => process.env.E2E_OUTBOX_DIR || path.join(process.cwd(), '.data/outbox');

export type OutboxMessage = { id: string; channel: 'email' | 'sms'; to: string; subject: string; text: string; links: string[]; createdAt: string };

function outboxMessages(to: string): OutboxMessage[] {
  let names: string[] = [];
  try {
    names = fs.readdirSync(outboxDir()).filter((name) => name.endsWith('.json'));
  } catch {
    return [];
  }
  return names
    .sort()
    .reverse()
    .map((name) => {
      try {
        return JSON.parse(fs.readFileSync(path.join(outboxDir(), name), 'utf8')) as OutboxMessage;
      } catch {
        return null; // being written right now
      }
    })
    .filter((m): m is OutboxMessage => m !== null && m.to.toLowerCase() === to.toLowerCase());
}

/** Waits for the newest message to `to` that `match` accepts and was not in `seen` (ids). */
export async function waitForMessage(
  to: string,
  match: (message: OutboxMessage) => boolean,
  seen: ReadonlySet<string> = new Set(),
): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(() => {
      found = outboxMessages(to).find((m) => !seen.has(m.id) && match(m));
      return Boolean(found);
    }, { message: `a message to ${to} in ${outboxDir()}`, timeout: budget(15_000) })
    .toBe(true);
  return found as OutboxMessage;
}

/** Ids of the messages to `to` so far (so a later wait only accepts a new one). */
export const messageIds = (to: string): Set<string> => new Set(outboxMessages(to).map((m) => m.id));

/** The first link in a mail that contains `pathPart`, as a path on the server under test (mails use SITE_URL). */
export function linkPath(message: OutboxMessage, pathPart: string): string {
  const link = message.links.find((l) => l.includes(pathPart));
  if (!link) throw new Error(`No ${pathPart} link in "${message.subject}"`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/** The 6-digit code in a login/verification mail or SMS. */
export function codeIn(message: OutboxMessage): string {
  const code = `${message.subject} ${message.text}`.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`No code in "${message.subject}"`);
  return code;
}

export type TestUser = { name: string; username: string; email: string; phone: string; password: string };

/** A fresh user's details; unique per call so specs can run in parallel and be re-run. */
export function newTestUser(): TestUser {
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const digits = String(Math.floor(Math.random() * 1e7)).padStart(7, '0');
  return {
    name: 'Asha Shrestha',
    username: `asha_${tag}`.slice(0, 30),
    email: `asha.${tag}@example.com`,
    phone: `984${digits}`,
    password: `momo-chiya-${tag}`,
  };
}

/** Signs the user up through the API and confirms the email by the emailed link (user-confirm). */
/**
 * A POST from a loopback address of its own (Linux answers on all of 127.0.0.0/8), so the shop sees it as another
 * client: each person the suite signs up arrives from their own address, as real shoppers do, instead of 60 sign-ups
 * from one address filling the per-address sign-up guard (signup-ip) that protects the shop.
 */
function postFromOwnAddress(pathname: string, body: unknown): Promise<{ status: number; text: string }> {
  const base = new URL(process.env.E2E_BASE_URL || 'http://localhost:3000');
  const byte = () => 3 + Math.floor(Math.random() * 250);
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: base.hostname === 'localhost' ? '127.0.0.1' : base.hostname,
        port: base.port,
        path: pathname,
        method: 'POST',
        localAddress: `127.${byte()}.${byte()}.${byte()}`,
        headers: { 'content-type': 'application/json', origin: base.origin },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.setTimeout(budget(30_000), () => request.destroy(new Error(`no answer for ${pathname}`)));
    request.end(payload);
  });
}

export async function createConfirmedUser(request: APIRequestContext, user: TestUser = newTestUser()): Promise<TestUser> {
  const signup = await postFromOwnAddress('/api/V2/user-signup', { ...user, source: 'web' });
  expect(signup.status, signup.text).toBe(201);
  const mail = await waitForMessage(user.email, (m) => m.links.some((l) => l.includes('/user-confirm')));
  const token = new URL(mail.links.find((l) => l.includes('/user-confirm')) ?? '').searchParams.get('token') ?? '';
  const confirm = await request.get(`/api/V2/user-confirm?token=${encodeURIComponent(token)}`);
  expect(confirm.status(), await confirm.text()).toBe(200);
  return user;
}

type SessionState = Awaited<ReturnType<ReturnType<Page['context']>['storageState']>>;
/** The demo customer's session in this worker, once logged in (see logInAsDemoCustomer). */
let demoSession: SessionState | null = null;

/**
 * Opens `referrer` as the demo customer (sita.demo). The first call in a worker logs in through the /login page; later
 * calls reuse that session (its cookie and local storage), as one customer's open tabs do. Logging in afresh for every
 * test would be 15 password attempts on one account within minutes, past the per-account limit of 10 in 15 minutes
 * that stops password guessing.
 */
export async function logInAsDemoCustomer(page: Page, referrer: string): Promise<void> {
  if (demoSession) {
    await page.context().addCookies(demoSession.cookies);
    await page.goto('/faq');
    const items = demoSession.origins.flatMap((o) => o.localStorage);
    await page.evaluate((entries) => {
      for (const { name, value } of entries) localStorage.setItem(name, value);
    }, items);
    await page.goto(referrer);
    if (new URL(page.url()).pathname !== '/login') return;
    demoSession = null; // the session has ended: log in again
  }
  await page.goto(`/login?referrer=${encodeURIComponent(referrer)}`);
  await logInWithPassword(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
  await page.waitForURL((url) => `${url.pathname}${url.search}` === referrer, { timeout: budget(30_000) });
  demoSession = await page.context().storageState();
}

/** Logs in through the /login page's password form. */
export async function logInWithPassword(page: Page, identifier: string, password: string): Promise<void> {
  await page.getByLabel('Email, phone or username').fill(identifier);
  // By role: the tab panel around the form is labelled "Password" too.
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

/**
 * Checkout's delivery step for a customer with no address yet: a new address in New Baneshwor, then 12–3 PM on the day
 * after the one offered (every slot of a standard delivery is open then, whatever the time now), and on to payment.
 */
export async function deliverToNewBaneshwor(page: Page, user: TestUser): Promise<void> {
  const form = page.getByRole('form', { name: 'New address' });
  await expect(form.getByLabel('Receiver’s name')).toHaveValue(user.name);
  await form.getByLabel('Region').selectOption({ label: 'Kathmandu Valley' });
  await form.getByLabel('City').selectOption({ label: 'Kathmandu' });
  await form.getByLabel('Area').selectOption({ label: 'New Baneshwor' });
  await form.getByLabel(/Landmark and directions/).fill('Opposite the Everest Bank, blue gate');
  await form.getByRole('button', { name: 'Save address' }).click();
  await page.getByRole('button', { name: 'Deliver here' }).click();
  const date = page.getByLabel('Delivery date');
  await expect(date).not.toHaveValue('');
  const next = new Date(`${await date.inputValue()}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  await date.fill(next.toISOString().slice(0, 10));
  const slot = page.getByRole('radio', { name: '12 PM – 3 PM' });
  await expect(slot).toBeEnabled();
  await slot.check();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
}

// ---- Buying: money as the shop shows it ---------------------------------------------------------------------------

/** An amount in paisa exactly as the cart, checkout and order pages print it ("रू 1,450", "रू 12,34,567"). */
export const nprText = (paisa: number): string => formatNpr(paisa, { compact: false });

/** axe's serious and critical findings on the page as it is now (WCAG 2.1 A/AA and best practice), one line each. */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
}

/**
 * Starts collecting this page's Content-Security-Policy violations (the browser's own `securitypolicyviolation`
 * events, and the console's "Refused to …" lines) for every document it loads; the returned function lists them.
 */
export async function watchCspViolations(page: Page): Promise<() => string[]> {
  const seen: string[] = [];
  await page.exposeFunction('__reportCspViolation', (text: string) => seen.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __reportCspViolation: (t: string) => void }).__reportCspViolation(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} on ${location.pathname}`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) seen.push(message.text());
  });
  return () => [...seen];
}

/** A real, decodable PNG of one colour (the upload checks the bytes). */
export function solidPng(width: number, height: number, rgb: [number, number, number] = [216, 27, 74]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type, 'latin1'), data])) >>> 0);
    return Buffer.concat([length, Buffer.from(type, 'latin1'), data, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}
