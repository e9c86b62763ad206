import { expect, test, type Page } from '@playwright/test';
import { budget } from './budget';
import { findConfigurableCake, logInAsDemoCustomer, seriousA11yViolations, solidPng } from './support';

// Customer care as the demo customer (sita.demo, seeded with delivered orders and a ticket customer care answered):
// a review with a photo appended to the product page, a complaint about a delivered order that becomes a ticket, the
// answered ticket, and the ticket pages' accessibility and fit at 360 px.

const photo = { name: 'cake.png', mimeType: 'image/png', buffer: solidPng(64, 48) };

async function logInAsDemo(page: Page, referrer: string): Promise<void> {
  await logInAsDemoCustomer(page, referrer);
}

async function noHorizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

type Listed = { id: number; status: string; number: string };

test('a review with a photo is appended to the product page and the count follows', async ({ page, request }) => {
  // A product the demo customer has not reviewed: any product of the cakes list (a retry picks another), but not the
  // cake the product-page specs measure at 360 px (a review with a photo there moves their layout).
  const list = await request.get('/api/V2/category/cakes?perPage=48');
  const measured = (await findConfigurableCake(request)).slug;
  const products = ((await list.json()) as { data: { products: Array<{ id: number; slug: string; name: string }> } }).data.products.filter((p) => p.slug !== measured);
  const product = products[Math.floor(Math.random() * products.length)]!;
  await logInAsDemo(page, `/product/${product.slug}`);

  const summary = page.getByTestId('reviews-summary');
  await summary.scrollIntoViewIfNeeded();
  await expect(summary).toHaveText(/No reviews yet|\d+ reviews?/);
  const countBefore = Number((await summary.innerText()).match(/(\d+) reviews?/)?.[1] ?? 0);
  // The page shows the count the shop holds (a page cached from before another review would fail here, not later).
  const live = await page.request.get(`/api/V2/reviews?id=${product.id}&type=product`);
  expect(((await live.json()) as { data: { summary: { count: number } } }).data.summary.count).toBe(countBefore);

  const form = page.getByRole('form', { name: `Review ${product.name}` });
  await form.locator('label', { hasText: '4 stars' }).click();
  await form.getByLabel('Title (optional)').fill('Soft sponge, neat piping');
  await form.getByLabel('Your review').fill('Ordered for my sister’s birthday in Baneshwor. The sponge was soft and the message neatly piped.');
  await form.getByLabel('Add a photo (optional)').setInputFiles(photo);
  await expect(form.getByRole('img', { name: 'Chosen photo 1' })).toBeVisible();
  await form.getByRole('button', { name: 'Post review' }).click();

  await expect(page.getByRole('status').filter({ hasText: 'Your review is now on this page' })).toBeVisible();
  const first = page.getByTestId('review').first();
  await expect(first).toContainText('Soft sponge, neat piping');
  await expect(first).toContainText('Sita S.');
  await expect(first.getByRole('img', { name: /Photo from Sita S\./ })).toBeVisible();
  await expect(summary).toContainText(`${countBefore + 1} review`);
});

test('a complaint about a delivered order opens a ticket; the answered ticket shows customer care’s reply', async ({ page }) => {
  test.slow(); // a whole journey: log in, complain with a photo, three pages checked with axe, resolve, the list
  await logInAsDemo(page, '/profile/orders');
  const listing = await page.request.get('/api/V2/order-listing/?page=1');
  const orders = ((await listing.json()) as { data: { orders: Listed[] } }).data.orders;
  // The oldest delivered order (the newest one already has the seeded ticket).
  const delivered = orders.filter((o) => o.status === 'delivered').at(-1)!;

  await page.goto(`/profile/orders/view-order/${delivered.id}`);
  await page.getByRole('link', { name: 'Report a problem' }).click();
  await expect(page.getByRole('heading', { name: 'Report a problem' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Report a problem' });
  await form.getByLabel('It arrived damaged').check();
  await form.getByLabel('Tell us what happened').fill('The top tier had slid to one side and the cream was smeared on the box.');
  await form.getByLabel('Photos (optional)').setInputFiles(photo);
  await form.getByRole('button', { name: 'Send to customer care' }).click();

  await page.waitForURL(/\/profile\/tickets\/\d+$/, { timeout: budget(30_000), waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`order ${delivered.number}`);
  await expect(page.getByTestId('ticket-status')).toHaveText('Open');
  // The newest message is this complaint (a retry's complaint joins the first attempt's ticket).
  const mine = page.getByTestId('ticket-messages').locator('[data-author="customer"]').last();
  await expect(mine).toContainText('The top tier had slid');
  await expect(mine.getByRole('img', { name: 'Photo 1 from you' })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  // The customer marks it resolved, and may reopen it within the window the page states.
  await page.getByRole('button', { name: 'Mark as resolved' }).click();
  await expect(page.getByTestId('ticket-status')).toHaveText('Resolved');
  await expect(page.getByText(/You can reopen it until .* \(7 days after it was resolved\)/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reopen ticket' })).toBeVisible();

  // The list: this complaint, and the seeded one customer care answered, waiting for the customer.
  await page.goto('/profile/tickets');
  const tickets = page.getByTestId('ticket-list').getByRole('listitem');
  await expect(tickets.filter({ hasText: `order ${delivered.number}` }).first()).toContainText('Resolved');
  expect(await seriousA11yViolations(page)).toEqual([]);
  const answered = tickets.filter({ hasText: 'Waiting for you' });
  await expect(answered).toHaveCount(1);
  await expect(answered).toContainText('Customer care');
  await answered.getByRole('link').click();
  await page.waitForURL(/\/profile\/tickets\/\d+$/, { timeout: budget(30_000), waitUntil: 'commit' });
  await expect(page.getByTestId('ticket-status')).toHaveText('Waiting for you');
  await expect(page.getByTestId('ticket-messages').locator('[data-author="staff"]')).toContainText('Anjana, customer care');
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('the tickets pages fit a 360 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await logInAsDemo(page, '/profile/tickets');
  await expect(page.getByTestId('ticket-list')).toBeVisible();
  expect(await noHorizontalOverflow(page)).toBeLessThanOrEqual(0);
  await page.getByTestId('ticket-list').getByRole('link').first().click();
  await page.waitForURL(/\/profile\/tickets\/\d+$/, { timeout: budget(30_000), waitUntil: 'commit' });
  await expect(page.getByTestId('ticket-messages')).toBeVisible();
  expect(await noHorizontalOverflow(page)).toBeLessThanOrEqual(0);
  expect(await seriousA11yViolations(page)).toEqual([]);
});
