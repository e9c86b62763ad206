import { expect, test, type Page } from '@playwright/test';
import { createConfirmedUser, deliverToNewBaneshwor, logInWithPassword, nprText, seriousA11yViolations } from './support';

// Campaigns and compare (issue 15): the festival page's countdown ticks; a flash-sale cake is bought at the sale
// price (checkout's amount is the sale price); three cakes are compared side by side; automobiles have their own page
// and compare list. axe and 360 px for the new pages: accessibility.spec.ts.

const FESTIVAL = '/campaign/winter-cake-festival';

type Card = { id: number; slug: string; name: string; type: string; price: number; sellingPrice: number; inStock: boolean; isReadyMade: boolean; campaign?: { flash: boolean; endsAt: string } };
type CampaignJson = { data: { flashSale: { status: 'live' | 'upcoming'; endsAt: string; products: Card[] } | null; categories: { slug: string }[] } };

async function festival(page: Page): Promise<CampaignJson['data']> {
  const res = await page.request.get(`/api/V2/campaign/winter-cake-festival`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as CampaignJson).data;
}

test('the festival page shows its flash sale with a countdown that ticks every second', async ({ page }) => {
  await page.goto(FESTIVAL);
  await expect(page.getByRole('heading', { level: 1, name: 'Winter Cake Festival' })).toBeVisible();
  const sale = page.locator('#flash-sale');
  await expect(sale.getByRole('heading', { name: 'Daily flash sale' })).toBeVisible();
  const countdown = sale.getByTestId('countdown');
  await expect(countdown).toHaveText(/\d+ (hrs?|mins?|secs?)/);
  const first = await countdown.innerText();
  await expect(countdown).not.toHaveText(first, { timeout: 3000 });
  // Up to 3 units, largest first (SPEC §9).
  expect((await countdown.innerText()).split(/\s+/).length).toBeLessThanOrEqual(6);
  await expect(sale.getByTestId('product-card')).toHaveCount(4);
  await expect(page.getByRole('heading', { name: 'Feature deals' })).toBeVisible();
  // Its sale is an Event for search engines, with an Offer per product.
  const ld = JSON.parse((await page.locator('#campaign-jsonld').textContent()) ?? '{}') as { '@type': string; offers: unknown[] };
  expect(ld['@type']).toBe('SaleEvent');
  expect(ld.offers.length).toBeGreaterThan(4);
});

test('a flash-sale cake is bought at the sale price: the checkout charges exactly it', async ({ browser, request }) => {
  const user = await createConfirmedUser(request);
  const context = await browser.newContext();
  const page = await context.newPage();
  const sale = (await festival(page)).flashSale;
  expect(sale).not.toBeNull();
  // The demo's flash sale pauses for 30 minutes a day (23:30–00:00 Kathmandu): then there is no sale price to buy.
  test.skip(sale!.status !== 'live' || Date.parse(sale!.endsAt) - Date.now() < 5 * 60_000, 'the daily flash sale is between windows');
  const cake = sale!.products.find((p) => p.isReadyMade && p.inStock && p.campaign?.flash);
  if (!cake) throw new Error('no ready-made flash-sale cake in stock');
  expect(cake.sellingPrice).toBeLessThan(cake.price);

  await page.goto('/login');
  await logInWithPassword(page, user.email, user.password);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto(`/product/${cake.slug}`);
  await expect(page.getByTestId('campaign-price-note')).toContainText('Winter Cake Festival flash-sale price');
  await expect(page.getByTestId('product-price')).toContainText(nprText(cake.sellingPrice));
  await page.getByRole('button', { name: 'Add to cart' }).first().click();
  await expect(page.getByText(`${cake.name} is in your cart.`)).toBeVisible();

  await page.goto('/cart');
  const line = page.getByTestId('cart-line').filter({ hasText: cake.name });
  await expect(line).toContainText(nprText(cake.sellingPrice));
  await page.getByRole('link', { name: 'Proceed to checkout' }).click();
  await deliverToNewBaneshwor(page, user);
  const totals = page.getByTestId('order-totals');
  await expect(totals.locator('div').filter({ has: page.locator('dt', { hasText: /^Items/ }) }).locator('dd')).toHaveText(nprText(cake.sellingPrice));
  await page.getByRole('radio', { name: 'Cash on delivery' }).check();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you! Your order is placed' })).toBeVisible();
  // The order holds the cake at the sale price.
  const orders = (await (await page.request.get('/api/V2/order-listing/?page=1')).json()) as { data: { orders: { id: number }[] } };
  const detail = (await (await page.request.get(`/api/V2/order-detail?orderId=${orders.data.orders[0]!.id}`)).json()) as {
    data: { items: { name: string; unitPrice: number }[]; totals: { subtotal: number } };
  };
  expect(detail.data.items.find((i) => i.name === cake.name)?.unitPrice).toBe(cake.sellingPrice);
  expect(detail.data.totals.subtotal).toBe(cake.sellingPrice);
  await context.close();
});

test('three cakes compared side by side; a fourth restarts the comparison and says so', async ({ page }) => {
  const list = (await (await page.request.get('/api/V2/category/birthday-cakes?perPage=6')).json()) as { data: { products: Card[] } };
  const cakes = list.data.products.filter((p) => p.type === 'cake').slice(0, 4);
  expect(cakes).toHaveLength(4);
  for (const cake of cakes.slice(0, 3)) {
    await page.goto(`/product/${cake.slug}`);
    await page.getByTestId('compare-button').click();
    await expect(page.getByRole('status').filter({ hasText: `${cake.name} is in your comparison.` })).toBeVisible();
  }
  // The bar follows the shopper to any page.
  await page.goto('/category/cakes');
  const bar = page.getByTestId('compare-bar-product');
  await expect(bar).toContainText('Compare 3 products');
  await bar.getByRole('link', { name: 'Compare' }).click();
  await expect(page).toHaveURL(/\/compare$/);
  const table = page.getByTestId('compare-table');
  await expect(table.getByRole('columnheader')).toHaveCount(3);
  for (const cake of cakes.slice(0, 3)) await expect(table.getByRole('columnheader', { name: new RegExp(cake.name) })).toBeVisible();
  for (const row of ['Price', 'Sizes', 'Flavours', 'Eggless', 'Delivery', 'Rating']) await expect(table.getByRole('rowheader', { name: row })).toBeVisible();
  await expect(page.getByTestId('compare-price').first()).toContainText(nprText(cakes[0]!.sellingPrice));
  expect(await seriousA11yViolations(page)).toEqual([]);

  // A fourth cake: the list already holds 3, so it restarts with the new one (SPEC §4).
  await page.goto(`/product/${cakes[3]!.slug}`);
  await page.getByTestId('compare-button').click();
  const restarted = `Compare restarted with ${cakes[3]!.name}`;
  await expect(page.getByTestId('compare-said')).toContainText(restarted);
  // Also at the top of the screen, in a toast: the note beside the button can be below the fold. The bar counts one.
  await expect(page.locator('div[role="status"]').filter({ hasText: restarted })).toBeInViewport({ ratio: 1 });
  await expect(page.getByTestId('compare-bar-product')).toContainText('Compare 1 product');
  await expect(page.getByTestId('compare-bar-product')).not.toContainText('1 products');
  await page.goto('/compare');
  await expect(page.getByTestId('compare-table').getByRole('columnheader')).toHaveCount(1);
});

test('an automobile has its own page with specs and its own compare list, removed at logout', async ({ page, request }) => {
  const autos = (await (await page.request.get('/api/V2/category/automobiles')).json()) as { data: { products: (Card & { url: string })[] } };
  const [first, second] = autos.data.products;
  expect(first!.url).toBe(`/automobile/${first!.slug}`);
  for (const vehicle of [first!, second!]) {
    await page.goto(vehicle.url);
    await expect(page.getByTestId('automobile-specs')).toContainText('Range');
    await page.getByTestId('compare-button').click();
  }
  await page.goto('/compare/automobiles');
  await expect(page.getByTestId('compare-table').getByRole('columnheader')).toHaveCount(2);
  await expect(page.getByRole('rowheader', { name: 'Top speed' })).toBeVisible();
  // Logging in and out: the automobile list is gone (SPEC §4).
  const user = await createConfirmedUser(request);
  await page.goto('/login');
  await logInWithPassword(page, user.email, user.password);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/aboutus');
  await page.getByRole('button', { name: 'Logout' }).first().click();
  await expect(page).toHaveURL(/\/login/);
  expect(await page.evaluate(() => window.localStorage.getItem('automobileCompare'))).toBeNull();
});
