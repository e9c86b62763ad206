import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { findConfigurableCake } from './support';

async function seriousViolations(page: import('@playwright/test').Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
}

test('home page has no serious or critical accessibility violations', async ({ page }) => {
  await page.goto('/');
  expect(await seriousViolations(page)).toEqual([]);
});

test('a category page has no serious or critical accessibility violations', async ({ page }) => {
  await page.goto('/category/cakes');
  expect(await seriousViolations(page)).toEqual([]);
});

test('a product page has no serious or critical accessibility violations', async ({ page, request }) => {
  const { slug } = await findConfigurableCake(request);
  await page.goto(`/product/${slug}`);
  expect(await seriousViolations(page)).toEqual([]);
});

test('at 360 px the home page with the drawer open has no serious or critical violations', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/');
  await page.getByRole('button', { name: /open menu/i }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' }).getByRole('heading', { name: 'Menu' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the contest pages have no serious or critical accessibility violations, at 1440 and 360 px', async ({ page }) => {
  test.setTimeout(180_000); // ten pages, each analysed by axe
  for (const width of [1440, 360]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ['/contests', '/contest/tihar-rangoli-cake-2026', '/contest/dashain-family-cake-photo', '/contest/teej-red-cake-challenge', '/contest/detail/1']) {
      await page.goto(path);
      expect(await seriousViolations(page), `${path} at ${width} px`).toEqual([]);
    }
  }
});

test('/profile/contests and a contest being managed have no serious or critical accessibility violations at 360 px', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto('/login?referrer=%2Fprofile%2Fcontests');
  await page.getByLabel('Email, phone or username').fill('demo@upahar-ghar.test');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Momo-Cake-2026');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/profile\/contests$/);
  await expect(page.getByTestId('my-contests')).toBeVisible();
  expect(await seriousViolations(page), '/profile/contests').toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await page.getByTestId('my-contests').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/profile\/contests\/\d+$/);
  await expect(page.getByRole('heading', { name: /Waiting for your approval/ })).toBeVisible();
  expect(await seriousViolations(page), '/profile/contests/{id}').toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
});
