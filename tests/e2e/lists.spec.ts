import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { snapMaxPrice } from '@/lib/domain/filters';
import { formatNpr } from '@/lib/domain/money';
import { budget } from './budget';
import { productCards } from './support';

// Issue 11 §4 "Lists and search tell the truth", as a shopper sees it. Expected numbers come from the public API's
// unfiltered lists (read in full and filtered here), not from the filtered pages under test.

type ApiCard = { id: number; sellingPrice: number; campaign?: { regularPrice: number } | null };
type ApiBox = { sizes: { value: string; count: number }[]; brands: { slug: string; name: string; count: number }[]; price: { min: number; max: number } };

/** Every product of a category (all pages of its unfiltered list) and its filter box. */
async function wholeCategory(request: APIRequestContext, slug: string, query = ''): Promise<{ products: ApiCard[]; box: ApiBox }> {
  const products: ApiCard[] = [];
  let box: ApiBox | null = null;
  for (let page = 1; ; page++) {
    const res = await request.get(`/api/V2/category/${slug}?perPage=48&page=${page}${query}`);
    expect(res.ok()).toBe(true);
    const body = (await res.json()) as { data: { products: ApiCard[]; filterbox: ApiBox }; meta: { pagination: { totalPages: number } } };
    products.push(...body.data.products);
    box ??= body.data.filterbox;
    if (page >= body.meta.pagination.totalPages) return { products, box };
  }
}

/** The number in the list's count line: "24 products" or "Showing 1–24 of 57 products". */
async function listedTotal(page: Page): Promise<number> {
  const line = await page.getByText(/^(Showing \d+–\d+ of )?\d+ products?$|^No products found$/).first().innerText();
  return line.startsWith('No') ? 0 : Number(line.match(/(\d+) products?$/)![1]);
}

/** Amounts (rupees) of the cards on the page: the price the shopper pays, the first amount in each card's price. */
async function cardRupees(page: Page): Promise<number[]> {
  const texts = await productCards(page).locator('.price b').allInnerTexts();
  return texts.map((t) => Number(t.replace(/[^\d]/g, '')));
}

const priceBox = (page: Page) => page.getByRole('group', { name: 'Filters' });

test('the price filter lists exactly what it says: maxPrice=5000 caps at रू 5,000, minPrice=1000 alone leaves the top open', async ({ page, request }) => {
  const { products, box } = await wholeCategory(request, 'cakes');
  // The filter reads the catalogue price (a running campaign's price is shown on the card, not filtered on: README,
  // "Campaigns, campaign prices and compare"), so the expected counts do too.
  const catalogue = (p: ApiCard) => p.campaign?.regularPrice ?? p.sellingPrice;
  const upTo5000 = products.filter((p) => catalogue(p) <= 500_000).length;
  const from1000 = products.filter((p) => catalogue(p) >= 100_000).length;
  expect(box.price.max).toBeGreaterThan(5000); // the category has dearer cakes, or this proves nothing

  await page.goto('/category/cakes?minPrice=0&maxPrice=5000&sort=price-desc');
  expect(await listedTotal(page)).toBe(upTo5000);
  const capped = await cardRupees(page);
  expect(capped.length).toBeGreaterThan(0);
  expect(capped.filter((r) => r > 5000)).toEqual([]);
  await expect(priceBox(page).getByLabel('Min (रू)')).toHaveValue('');
  await expect(priceBox(page).getByLabel('Max (रू)')).toHaveValue('5000');
  await expect(priceBox(page).getByText('Up to रू 5,000')).toBeVisible();

  await page.goto('/category/cakes?minPrice=1000&sort=price-desc');
  expect(await listedTotal(page)).toBe(from1000);
  // The dearest cake is listed first (at the price it sells for now): nothing was capped at रू 5,000.
  const dearest = [...products].sort((a, b) => catalogue(b) - catalogue(a) || b.id - a.id)[0]!;
  expect((await cardRupees(page))[0]).toBe(dearest.sellingPrice / 100);
  await expect(priceBox(page).getByLabel('Min (रू)')).toHaveValue('1000');
  await expect(priceBox(page).getByLabel('Max (रू)')).toHaveValue('');
  // The open top is the category's highest price on the box, and the slider's first step at or above it at its end.
  await expect(priceBox(page).getByLabel('Max (रू)')).toHaveAttribute('placeholder', String(box.price.max));
  await expect(priceBox(page).getByLabel('Highest price')).toHaveAttribute('max', String(snapMaxPrice(box.price.max)));
  await expect(priceBox(page).getByText('रू 1,000 and above')).toBeVisible();

  // Setting the other end keeps this one: Max 3000 → minPrice=1000&maxPrice=3000.
  await priceBox(page).getByLabel('Max (रू)').fill('3000');
  await priceBox(page).getByRole('button', { name: 'Apply price' }).click();
  await expect(page).toHaveURL(/\/category\/cakes\?maxPrice=3000&minPrice=1000&sort=price-desc$/);
  await expect(priceBox(page).getByText(`${formatNpr(100_000)}–${formatNpr(300_000)}`)).toBeVisible();
  expect(await listedTotal(page)).toBe(products.filter((p) => catalogue(p) >= 100_000 && catalogue(p) <= 300_000).length);
});

test('with a brand chosen, each size shows how many of that brand’s products it lists', async ({ page, request }) => {
  const brand = (await wholeCategory(request, 'cakes')).box.brands[0]!;
  await page.goto(`/category/cakes?brand=${brand.slug}`);
  const sizes = priceBox(page).locator('section', { has: page.getByRole('heading', { name: 'Size' }) }).getByRole('link');
  const shown = await sizes.evaluateAll((links) =>
    links.map((a) => ({ href: a.getAttribute('href') ?? '', count: Number(a.querySelector('small')?.textContent ?? 'NaN') })),
  );
  expect(shown.length).toBeGreaterThan(0);
  // Each size's count is the number of products the list holds once that size is ticked as well.
  for (const { href, count } of shown) {
    const size = new URL(href, 'http://x').searchParams.get('size')!;
    const { products } = await wholeCategory(request, 'cakes', `&brand=${brand.slug}&size=${encodeURIComponent(size)}`);
    expect({ size, count }).toEqual({ size, count: products.length });
  }
  // …and they add up to no more than the brand holds (counted within the brand, not the whole category).
  expect(Math.max(...shown.map((s) => s.count))).toBeLessThanOrEqual(brand.count);
  expect(await listedTotal(page)).toBe(brand.count);
});

test('a page past the end is the shop’s 404 on every list page; the last page shows its real range', async ({ page, request }) => {
  const total = (await wholeCategory(request, 'cakes')).products.length;
  const lastPage = Math.ceil(total / 24);
  for (const path of [
    '/category/cakes?page=99',
    '/occasion/birthday?page=99',
    '/store/patan-sweet-oven/products?page=99',
    '/products/eggless?page=99',
    '/products?page=999',
    '/search?q=cake&page=99',
  ]) {
    const response = await page.goto(path);
    expect({ path, status: response?.status() }).toEqual({ path, status: 404 });
    await expect(page.getByText(/Showing \d+–\d+ of/)).toHaveCount(0);
  }
  await page.goto(`/category/cakes?page=${lastPage}`);
  await expect(page.getByText(`Showing ${(lastPage - 1) * 24 + 1}–${total} of ${total} products`)).toBeVisible();
  await expect(productCards(page)).toHaveCount(total - (lastPage - 1) * 24);
});

test('a typo gets a "Did you mean" link to the corrected search, which finds the same cakes', async ({ page }) => {
  await page.goto('/search?q=red%20velvat');
  const suggestion = page.getByRole('link', { name: 'red velvet', exact: true });
  await expect(page.getByText(/Did you mean\s+red velvet\s*\?/)).toBeVisible();
  await expect(productCards(page).first()).toContainText(/red velvet/i);
  await suggestion.click();
  await expect(page).toHaveURL(/\/search\?q=red%20velvet$/);
  await expect(page.getByRole('searchbox', { name: 'Search cakes, flowers and gifts' }).last()).toHaveValue('red velvet');
  await expect(page.getByText(/Did you mean/)).toHaveCount(0);
  for (const name of await productCards(page).locator('.card-title').allInnerTexts().then((t) => t.slice(0, 3))) {
    expect(name.toLowerCase()).toContain('red velvet');
  }
});

test('the search page’s box follows a search made in the header', async ({ page }) => {
  await page.goto('/search?q=cake');
  const pageBox = page.locator('#search-page-q');
  await expect(pageBox).toHaveValue('cake');
  const header = page.locator('#header-search');
  await header.fill('rose');
  await header.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=rose$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “rose”');
  await expect(pageBox).toHaveValue('rose');
});

test('popular searches hold only searches that found products, as the words they found', async ({ page }) => {
  test.setTimeout(budget(90_000)); // a dozen pages, most of them searches rendered for the first time
  // The typo twice: popular searches rank by visitors, then by searches, and other specs (cache-bounds.spec.ts floods
  // searches from cookie-less visitors) may have left many searches made once, which would tie with a single one.
  // The page remembers each search from the browser once it is shown (a request to the search API): wait for it
  // before the next search, as a shopper reading the results would.
  for (const q of ['-1', '1.5', 'nan', 'chocolat cak', 'chocolat cak']) {
    const recorded = page.waitForResponse((r) => r.request().method() === 'HEAD' && new URL(r.url()).searchParams.get('q') === q);
    await page.goto(`/search?q=${encodeURIComponent(q)}`);
    await recorded;
  }
  const popular = page.getByRole('region', { name: 'Popular searches' }).getByRole('link');
  // The searches are remembered after each answer is sent, and the empty search page brings its popular searches up
  // to date after it is shown: look until the corrected one is listed.
  await expect(async () => {
    await page.goto('/search');
    await expect(popular.filter({ hasText: /^chocolate cake$/ })).toHaveCount(1, { timeout: 2_000 });
  }).toPass();
  const listed = await popular.allInnerTexts();
  for (const junk of ['-1', '1.5', 'nan', 'chocolat cak']) expect(listed).not.toContain(junk);
  // Each one listed finds products.
  for (const q of listed.slice(0, 5)) {
    await page.goto(`/search?q=${encodeURIComponent(q)}`);
    expect({ q, found: await listedTotal(page) > 0 }).toEqual({ q, found: true });
  }
});
