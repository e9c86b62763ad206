import { expect, test, type Page } from '@playwright/test';
import { budget } from './budget';
import { cardLink, productCards } from './support';

test('a search with typos still finds chocolate cakes', async ({ page }) => {
  await page.goto('/');
  const box = page.getByRole('search').getByRole('searchbox').first();
  await box.fill('chocolat cak');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=chocolat(\+|%20)cak/);
  await expect(productCards(page).first()).toBeVisible();

  const names = (await productCards(page).evaluateAll((cards) => cards.slice(0, 3).map((c) => c.textContent ?? ''))).map((t) => t.toLowerCase());
  expect(names.length).toBeGreaterThan(0);
  for (const name of names) {
    expect(name).toContain('chocolate');
    expect(name).toContain('cake');
  }
  // The results are real product links.
  await expect(cardLink(productCards(page).first())).toHaveAttribute('href', /^\/product\/[a-z0-9-]+$/);
});

// Issue 30: the search page is served from the page cache, one copy per search, and what depends on the visitor
// (remembering the search, their recent searches) happens after it, in the browser.

/** Waits for the page's record of a search (RecordSearch's HEAD to the search API) to be answered. */
const recordOf = (page: Page, term: string) =>
  page.waitForResponse((r) => r.request().method() === 'HEAD' && new URL(r.url()).pathname === '/api/V2/search' && new URL(r.url()).searchParams.get('q') === term);

test('a search spelt another way is sent to its one spelling, and a second view of a search is a cache HIT', async ({ request }) => {
  for (const [from, to] of [
    ['/search?q=%20Black%20%20FOREST%20&page=1', '/search?q=black+forest'],
    ['/search?q=Black+Forest&page=2&sort=newest', '/search?q=black+forest&page=2'],
    ['/search?q=%20%20&page=3', '/search'],
  ]) {
    const redirect = await request.get(from!, { maxRedirects: 0 });
    expect({ from, status: redirect.status(), to: new URL(redirect.headers().location!, 'http://x').pathname + new URL(redirect.headers().location!, 'http://x').search }).toEqual({ from, status: 308, to });
  }
  // The first view may render the page; the ones after it come from the cache, whoever asks.
  await expect.poll(async () => (await request.get('/search?q=black%20forest')).headers()['x-nextjs-cache']).toBe('HIT');
  const again = await request.get('/search?q=black+forest', { headers: { cookie: `ug_vid=${'e'.repeat(32)}` } });
  expect(again.status()).toBe(200);
  expect(again.headers()['x-nextjs-cache']).toBe('HIT');
  expect(again.headers()['set-cookie']).toBeUndefined();
  expect(await again.text()).toContain('black forest');
});

test('a search shown from the cache is still remembered: the visitor finds it in their recent searches', async ({ page, request }) => {
  test.setTimeout(budget(60_000)); // a search rendered, then up to a few views of the empty search page
  const term = 'mango cake';
  await expect.poll(async () => (await request.get(`/search?q=${encodeURIComponent(term)}`)).headers()['x-nextjs-cache']).toBe('HIT');
  const recorded = recordOf(page, term);
  const view = await page.goto(`/search?q=${encodeURIComponent(term)}`);
  expect(view?.headers()['x-nextjs-cache']).toBe('HIT');
  expect((await recorded).status()).toBe(200);
  const recent = page.getByRole('region', { name: 'Your recent searches' });
  // Remembered after the API's answer is sent: look again until it is listed.
  await expect(async () => {
    await page.goto('/search');
    await expect(recent.getByRole('link', { name: term, exact: true })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: budget(20_000) });
  await recent.getByRole('link', { name: term, exact: true }).click();
  await expect(page).toHaveURL(/\/search\?q=mango%20cake$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “mango cake”');
});
