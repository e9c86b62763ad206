import { expect, test } from '@playwright/test';

test.use({ viewport: { width: 360, height: 800 }, isMobile: true, hasTouch: true });

test('at 360 px the menu button opens the drawer with Home and the categories', async ({ page }) => {
  await page.goto('/');
  const menuButton = page.getByRole('button', { name: /open menu/i });
  await expect(menuButton).toBeVisible();
  await menuButton.click();

  // The dialog element itself is a zero-size wrapper around a fixed panel: check its visible title instead.
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer.getByRole('heading', { name: 'Menu' })).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('href', '/');
  await expect(drawer.getByText('Cakes', { exact: true })).toBeVisible();
  await expect(drawer.getByText('Flowers', { exact: true })).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Blog' })).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Vacancies' })).toBeVisible();

  // A category inside opens its page and closes the drawer.
  await drawer.getByRole('link', { name: 'Flowers', exact: true }).click();
  await expect(page).toHaveURL(/\/category\/flowers$/);
  await expect(drawer.getByRole('heading', { name: 'Menu' })).toBeHidden();
});

test('at 360 px the bottom navigation has the four tabs and nothing overflows sideways', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Bottom navigation' });
  for (const [name, href] of [['Home', '/'], ['Categories', '/categories'], ['Search', '/search'], ['Cart', '/cart']]) {
    await expect(nav.getByRole('link', { name })).toHaveAttribute('href', href!);
  }
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('at 360 px the home rows below the first screen show their cards and pictures once scrolled to', async ({ page }) => {
  await page.goto('/');
  // These rows are skipped by the browser until they come near (components/ui/below-fold.tsx); a shopper scrolling
  // down must find them laid out, with real sizes and loaded pictures, down to the last one.
  const last = page.getByRole('region', { name: 'Recommended for you' });
  await last.scrollIntoViewIfNeeded();
  const card = last.getByTestId('product-card').first();
  await expect(card).toBeVisible();
  const image = card.locator('img').first();
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const box = await image.boundingBox();
  expect(box?.width).toBeGreaterThan(100);
  expect(box?.height).toBeGreaterThan(100);
  await expect(last.getByTestId('product-card')).toHaveCount(4);
});
