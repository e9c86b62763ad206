import { expect, test, type Page } from '@playwright/test';
import { budget } from './budget';
import { Client } from 'pg';
import { createConfirmedUser, logInWithPassword, newTestUser, type TestUser } from './support';

// The games and donations as a customer meets them: a spin whose prize lands in the wallet and comes off the cart,
// a dig on today's treasure map, and a gift paid with eSewa (its local simulator) that moves the cause's total.

test.describe.configure({ timeout: budget(120_000) });

/** A wheel that always wins रू 100 (the demo's wheels are honest, so whether they win is luck); old, so never 'latest'. */
async function luckyWheel(): Promise<string> {
  const url = process.env.E2E_DATABASE_URL;
  if (!url) throw new Error('E2E_DATABASE_URL is not set: run through npm run test:e2e');
  const slug = `e2e-lucky-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const game = await client.query<{ id: number }>(
      `INSERT INTO games (slug, kind, title, tagline, starts_at) VALUES ($1, 'roulette', 'Lucky test wheel', 'Every spin wins.', now() - interval '400 days') RETURNING id`,
      [slug],
    );
    await client.query(`INSERT INTO game_prizes (game_id, position, label, kind, value, weight) VALUES ($1, 0, 'रू 100 off', 'flat', 10000, 1)`, [game.rows[0]!.id]);
  } finally {
    await client.end();
  }
  return slug;
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

async function loggedIn(page: Page, request: Parameters<typeof createConfirmedUser>[0]): Promise<TestUser> {
  const user = await createConfirmedUser(request, newTestUser());
  await open(page, '/login');
  await logInWithPassword(page, user.email, user.password);
  await expect(page).toHaveURL(/\/profile/);
  return user;
}

test('a visitor sees the wheel and its odds, and is asked to log in to spin', async ({ page }) => {
  await open(page, '/roulette/test-your-luck');
  await expect(page.getByRole('heading', { level: 1, name: 'Test your luck' })).toBeVisible();
  await expect(page.getByTestId('odds-table').getByRole('row')).toHaveCount(7);
  await expect(page.getByTestId('odds-table')).toContainText('2%');
  await expect(page.getByRole('heading', { name: 'Terms of play' })).toBeVisible();
  await expect(page.getByText(/not a lottery/)).toBeVisible();
  await expect(page.getByTestId('spin-login')).toHaveAttribute('href', /\/login\?referrer=%2Froulette%2Ftest-your-luck/);
});

test('spin, see the prize in the wallet, apply it in the cart', async ({ page, request }) => {
  const slug = await luckyWheel();
  await loggedIn(page, request);
  await open(page, `/roulette/${slug}`);
  await expect(page.getByTestId('spins-left')).toHaveText('Spins left today: 1');
  await page.getByTestId('spin-button').click();
  const result = page.getByTestId('spin-result');
  await expect(result).toContainText('You won रू 100 off!', { timeout: budget(15_000) });
  const code = (await result.locator('.font-mono').innerText()).trim();
  expect(code).toMatch(/^WIN-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  await expect(page.getByTestId('spins-left')).toContainText('No spins left today');

  await open(page, '/profile/promotion');
  const prize = page.getByTestId('wallet-prize').filter({ hasText: code });
  await expect(prize).toBeVisible();
  await expect(prize.getByTestId('wallet-state')).toHaveText('Ready to use');

  // A cake in the cart, then the code in the coupon box: the discount is on the bill.
  const products = await page.request.get('/api/V2/category/cakes?perPage=1');
  const productId = (await products.json()).data.products[0].id as number;
  const origin = new URL(page.url()).origin;
  expect((await page.request.post('/api/V2/add-to-cart', { data: { productId, quantity: 1, source: 'web' }, headers: { origin } })).status()).toBe(200);
  await open(page, '/cart');
  await page.getByLabel('Coupon code').fill(code);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText(`Discount (${code})`)).toBeVisible();
  await expect(page.getByText('− रू 100').first()).toBeVisible();
});

/** A staff-run contest in judging whose 1st place wins a रू 1,000 voucher, with the winner's approved entry. */
async function judgedContest(ownerEmail: string, winnerEmail: string): Promise<{ id: number; entryId: number; title: string }> {
  const client = new Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    const owner = await client.query<{ id: number }>(`UPDATE users SET role = 'manager' WHERE email = $1 RETURNING id`, [ownerEmail]);
    const winner = await client.query<{ id: number }>(`SELECT id FROM users WHERE email = $1`, [winnerEmail]);
    const title = `Momo Cake Contest ${Date.now().toString(36)}`;
    const prizes = [{ place: '1st', title: 'रू 1,000 voucher', description: 'For anything in the shop.', voucher: { kind: 'flat', value: 100000, minSubtotal: 0 } }];
    const contest = await client.query<{ id: number }>(
      `INSERT INTO contests (slug, title, summary, rules, prizes, banner, owner_id, entries_open_at, voting_opens_at, voting_closes_at, winners_due_at)
       VALUES ($1, $2, 'A test contest.', 'Be kind.', $3, '/media/x.svg', $4, now() - interval '9 days', now() - interval '5 days', now() - interval '1 hour', now() + interval '2 days') RETURNING id`,
      [title.toLowerCase().replace(/\s+/g, '-'), title, JSON.stringify(prizes), owner.rows[0]!.id],
    );
    const entry = await client.query<{ id: number }>(`INSERT INTO contest_entries (contest_id, user_id, title, status) VALUES ($1, $2, 'Yomari tower', 'approved') RETURNING id`, [contest.rows[0]!.id, winner.rows[0]!.id]);
    return { id: contest.rows[0]!.id, entryId: entry.rows[0]!.id, title };
  } finally {
    await client.end();
  }
}

test('a contest winner finds the prize in the wallet, next to their influencer code', async ({ page, request, browser }) => {
  const winner = await loggedIn(page, request);
  const owner = await createConfirmedUser(request, newTestUser());
  const contest = await judgedContest(owner.email, winner.email);
  // The owner announces the winners from their own session.
  const ownerPage = await (await browser.newContext()).newPage();
  await open(ownerPage, '/login');
  await logInWithPassword(ownerPage, owner.email, owner.password);
  await expect(ownerPage).toHaveURL(/\/profile/);
  const origin = new URL(ownerPage.url()).origin;
  const announced = await ownerPage.request.post(`/api/dashboard/v1/contests/${contest.id}/winners`, { data: { entryIds: [contest.entryId] }, headers: { origin } });
  expect(announced.status(), await announced.text()).toBe(200);
  // The winner is an influencer too (the e2e server approves at once, as the demo does).
  const influencer = await page.request.post('/api/V2/register-as-influencer', {
    data: { instagramHandle: '@asha.bakes.ktm', instagramFollowers: 12500, niche: 'cakes-and-baking', city: 'Lalitpur', pitch: 'I bake on camera every Saturday in Patan, and my followers ask where to order.' },
    headers: { origin },
  });
  expect(influencer.status(), await influencer.text()).toBe(201);

  await open(page, '/profile/promotion');
  const prize = page.getByTestId('wallet-prize').filter({ hasText: `1st prize — ${contest.title}` });
  await expect(prize).toBeVisible();
  await expect(prize).toContainText('रू 1,000 off');
  await expect(prize).toContainText('Contest prize');
  await expect(prize.getByTestId('wallet-state')).toHaveText('Ready to use');
  const code = page.getByTestId('wallet-prize').filter({ hasText: 'Your influencer code' });
  await expect(code.getByTestId('wallet-share')).toContainText('Your influencer code — share it');
  await expect(code.getByTestId('wallet-state')).toHaveText('Share it');
  for (const width of [360, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.getByTestId('prize-wallet').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/wallet-${width}.png`, fullPage: true });
  }
});

test('dig on today’s treasure map: one cell is revealed, the others stay covered', async ({ page, request }) => {
  await loggedIn(page, request);
  await open(page, '/treasure/cake-treasure-hunt');
  await expect(page.getByTestId('digs-left')).toHaveText('You have 1 dig left today.');
  // The board exists now (the map asked for it); neither the page's HTML nor the board's answer carries its layout.
  const html = await (await page.request.get('/treasure/cake-treasure-hunt')).text();
  const board = await (await page.request.get('/api/V2/treasure/cake-treasure-hunt')).text();
  for (const text of [html, board]) expect(text).not.toMatch(/prizeId|"hidden"|"found"/);
  const cells = page.getByTestId('treasure-cell');
  await expect(cells).toHaveCount(9);
  await cells.nth(4).click();
  await expect(page.getByTestId('dig-result')).toContainText(/You found|Nothing under that one|first today/, { timeout: budget(15_000) });
  await expect(cells.nth(4)).toBeDisabled();
  await expect(cells.nth(4)).toHaveAttribute('aria-label', /dug/);
  await expect(page.getByTestId('digs-left')).toContainText('No digs left today');
  await expect(page.getByRole('button', { name: /dug/ })).toHaveCount(1);
});

test('donate with eSewa through its simulator: the gift counts and a receipt is promised', async ({ page, request }) => {
  await loggedIn(page, request);
  await open(page, '/donations/festival-meals-at-briddhashram');
  const raised = page.getByTestId('cause-raised');
  const before = Number((await raised.locator('strong').innerText()).replace(/[^\d]/g, ''));
  const form = page.getByTestId('donate-form');
  await form.getByLabel(/Or another amount/).fill('450');
  await form.getByLabel('In honour of (optional, shown even when anonymous)').fill('Hajurama');
  await form.getByLabel(/Give anonymously/).check();
  await page.getByTestId('donate-submit').click();
  await expect(page).toHaveURL(/\/sim\/esewa\//);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/donations\/festival-meals-at-briddhashram\?.*payment=paid/);
  await expect(page.getByTestId('donation-outcome')).toContainText('Thank you!');
  // The cause's page is cached for everyone, and the gift ended the copy (the `donations` tag): the donor sees it.
  expect(Number((await raised.locator('strong').innerText()).replace(/[^\d]/g, ''))).toBe(before + 450);
  const cause = await (await page.request.get('/api/V2/donations/festival-meals-at-briddhashram')).json();
  expect(cause.data.cause.raised).toBe((before + 450) * 100);
  expect(cause.data.donors[0]).toMatchObject({ name: 'Anonymous', inHonourOf: 'Hajurama', amount: 45_000 });
});
