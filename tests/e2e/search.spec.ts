import { expect, test } from '@playwright/test';
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
