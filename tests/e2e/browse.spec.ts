import { expect, test } from '@playwright/test';
import { cardLink, expectPriceChange, priceText, productCards } from './support';

test('home → category → filter → product, and the cake price follows the chosen weight', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Upahar Ghar/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // A category from the home page's own content (tiles / sections), not the header menu.
  await page.locator('main a[href="/category/cakes"]').first().click();
  await expect(page).toHaveURL(/\/category\/cakes$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Cakes' })).toBeVisible();
  await expect(productCards(page).first()).toBeVisible();

  // Apply a filter by following its link; the list narrows to the count the link promised.
  const filters = page.getByRole('group', { name: 'Filters' });
  const brandLink = filters.locator('section', { has: page.getByRole('heading', { name: 'Brand' }) }).getByRole('link').first();
  const promised = Number((await brandLink.innerText()).match(/(\d+)\s*$/)?.[1]);
  expect(promised).toBeGreaterThan(0);
  await brandLink.click();
  await expect(page).toHaveURL(/[?&]brand=/);
  await expect(page.getByRole('link', { name: 'Reset filters' }).first()).toBeVisible();
  await expect(page.getByText(new RegExp(`(^|of )${promised} products?$`))).toBeVisible();
  await expect(productCards(page)).toHaveCount(Math.min(promised, 24));

  // Open a cake; its price is on the page, and choosing another weight changes it.
  const firstCard = productCards(page).first();
  const name = (await cardLink(firstCard).innerText()).trim();
  await cardLink(firstCard).click();
  await expect(page).toHaveURL(/\/product\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect.poll(() => priceText(page)).toMatch(/(रू|Rs\.?)\s?[\d,]+/);
  const before = await priceText(page);

  const pound = page.getByLabel(/pound|weight/i).first();
  const options = await pound.locator('option').evaluateAll((nodes) => nodes.map((n) => (n as HTMLOptionElement).value));
  const current = await pound.inputValue();
  const larger = options.find((value) => Number(value) > Number(current));
  expect(larger, 'the cake offers a larger weight').toBeDefined();
  await pound.selectOption(larger!);
  await expectPriceChange(page, before);
});
