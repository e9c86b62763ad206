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

test('the campaign, automobile and compare pages (issue 15) have no serious or critical violations and fit 360 px', async ({ browser, page }) => {
  test.setTimeout(120_000); // seven pages, each checked by axe and at 360 px
  const view = ((await (await page.request.get('/api/V2/campaign/winter-cake-festival')).json()) as { data: { categories: { slug: string }[] } }).data;
  const autos = (await (await page.request.get('/api/V2/category/automobiles')).json()) as { data: { products: { slug: string }[] } };
  const pages = [
    '/campaign/winter-cake-festival',
    `/campaign/winter-cake-festival/category/${view.categories[0]!.slug}`,
    '/campaign/dashain-gift-festival',
    '/campaign/tihar-bhai-tika',
    `/automobile/${autos.data.products[0]!.slug}`,
    '/compare',
    '/compare/automobiles',
  ];
  for (const path of pages) {
    await page.goto(path);
    expect(await seriousViolations(page), path).toEqual([]);
  }
  const narrow = await browser.newContext({ viewport: { width: 360, height: 800 } });
  const phone = await narrow.newPage();
  for (const path of pages) {
    await phone.goto(path);
    const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${path} is wider than the screen`).toBeLessThanOrEqual(0);
  }
  await narrow.close();
});
