import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { DEMO_CUSTOMER } from '@/lib/server/db/seed/community';
import { findConfigurableCake, logInWithPassword } from './support';

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

// Issue 14's business pages: the public business page, and the demo customer's promotion, businesses, add-business,
// vacancies and one vacancy's applications (she owns Sita's Cake Corner in the demo), at 360 px and at desktop width.
test('the business and influencer pages have no serious violations and never scroll sideways at 360 px', async ({ page }) => {
  test.slow();
  const check = async (path: string) => {
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      expect(await seriousViolations(page), `${path} at ${width} px`).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${path} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
    }
  };
  await check('/business/patan-sweet-oven');
  await page.goto('/login?referrer=%2Fprofile%2Fvacancy');
  await logInWithPassword(page, DEMO_CUSTOMER.username, DEMO_CUSTOMER.password);
  await expect(page).toHaveURL(/\/profile\/vacancy$/);
  const vacancy = await page.getByRole('link', { name: 'Cake decorator' }).first().getAttribute('href');
  for (const path of ['/profile/promotion', '/profile/businesses', '/profile/add-business', '/profile/vacancy', vacancy!]) await check(path);
});
