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

test('at 360 px the header strip says more links follow, and every one of them can be brought whole onto the screen', async ({ page }) => {
  await page.goto('/');
  const strip = page.getByTestId('header-strip');
  const links = strip.getByRole('link');
  await expect(links.first()).toBeVisible();
  const count = await links.count();
  expect(count).toBeGreaterThanOrEqual(4);
  const width = page.viewportSize()!.width;
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'the page itself scrolls sideways').toBeLessThanOrEqual(0);

  // More links than the screen holds: a hint at the right edge says so, and taps bring them on.
  expect(await strip.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  const after = page.getByTestId('header-strip-after');
  await expect(after).toBeVisible();
  await expect(page.getByTestId('header-strip-before')).toHaveCount(0);
  // The link at the edge is under the hint, not shown cut: the hint covers the screen's last pixels of the strip.
  const hint = (await after.boundingBox())!;
  expect(hint.x + hint.width).toBeGreaterThanOrEqual(width - 1);
  await after.click();
  // The arrow scrolls smoothly: wait for it to come to rest.
  await expect
    .poll(async () => {
      const first = await strip.evaluate((el) => el.scrollLeft);
      await page.waitForTimeout(100);
      return first > 0 && first === (await strip.evaluate((el) => el.scrollLeft));
    })
    .toBe(true);
  await expect(page.getByTestId('header-strip-before')).toBeVisible();

  // Each link, reached with the keyboard, comes whole onto the screen and clear of the hints (a pixel of slack for
  // fractional positions); at the end of the strip the right-hand hint is gone.
  for (let i = 0; i < count; i += 1) {
    const link = links.nth(i);
    await link.focus();
    await expect(async () => {
      const box = (await link.boundingBox())!;
      expect(box.x, `link ${i + 1} starts on screen`).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, `link ${i + 1} ends on screen`).toBeLessThanOrEqual(width + 1);
      for (const [side, hint] of [['before', page.getByTestId('header-strip-before')], ['after', after]] as const) {
        if ((await hint.count()) === 0) continue;
        const cover = (await hint.boundingBox({ timeout: 1000 }))!;
        if (side === 'before') expect(box.x, `link ${i + 1} is clear of the left hint`).toBeGreaterThanOrEqual(cover.x + cover.width - 1);
        else expect(box.x + box.width, `link ${i + 1} is clear of the right hint`).toBeLessThanOrEqual(cover.x + 1);
      }
    }).toPass();
  }
  await strip.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
  await expect(after).toHaveCount(0);
  const last = (await links.last().boundingBox())!;
  expect(last.x + last.width).toBeLessThanOrEqual(width + 1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
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
