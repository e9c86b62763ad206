import { expect, test } from '@playwright/test';

test.use({ viewport: { width: 360, height: 800 }, isMobile: true, hasTouch: true });

test('at 360 px the menu button opens the drawer with Home and the categories', async ({ page }) => {
  await page.goto('/');
  const menuButton = page.getByRole('button', { name: /open menu/i });
  await expect(menuButton).toBeVisible();
  await menuButton.click();

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

// Every width that gets the drawer instead of the full menu bar (below 1280 px). The drawer once sat inside the sticky
// header, whose backdrop blur made the header the containing block of anything `position: fixed` in it: the "full
// screen" drawer was cut to the header's 105 px. A visibility check passes on such a drawer; its size, what is on
// screen at its foot, and clicks on its last links do not.
for (const width of [360, 768, 1024]) {
  test.describe(`at ${width} px`, () => {
    const height = 720;
    test.use({ viewport: { width, height }, isMobile: width < 1024, hasTouch: width < 1024 });

    test('the menu drawer covers the screen from top to bottom and its last links work', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Open menu' }).click();
      const drawer = page.getByRole('dialog', { name: 'Menu' });
      await expect(drawer.getByRole('heading', { name: 'Menu' })).toBeVisible();

      const box = await drawer.boundingBox();
      expect(box?.y).toBeLessThanOrEqual(0);
      expect((box?.y ?? 0) + (box?.height ?? 0)).toBeGreaterThanOrEqual(height);
      // What the shopper sees near the bottom of the screen, on the drawer's side, is the drawer, not the page.
      const footIsDrawer = await page.evaluate(
        ([x, y]) => Boolean(document.elementFromPoint(x!, y!)?.closest('[role="dialog"]')),
        [160, height - 20],
      );
      expect(footIsDrawer).toBe(true);

      // The last section's last link, then the drawer's last link: each opens its page and closes the drawer.
      await drawer.getByRole('button', { name: 'Fun' }).click();
      await drawer.getByRole('link', { name: 'Blogs' }).click();
      await expect(page).toHaveURL(/\/blogs$/);
      await expect(drawer).toBeHidden();

      await page.getByRole('button', { name: 'Open menu' }).click();
      await drawer.getByRole('link', { name: 'Vacancies' }).click();
      await expect(page).toHaveURL(/\/careers$/);
      await expect(drawer).toBeHidden();
    });
  });
}
