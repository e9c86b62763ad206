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

test('a person’s page (public and private) has no serious or critical violations at 360 px and 1440 px', async ({ page }) => {
  test.setTimeout(90_000);
  // The logged-in pages of people (/profile/connections) are checked in people.spec.ts.
  for (const width of [360, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ['/user/pema_sherpa', '/user/manoj_shahi']) {
      await page.goto(path);
      expect(await seriousViolations(page), `${path} at ${width}`).toEqual([]);
    }
  }
});
