import { expect, test } from '@playwright/test';
import { budget } from './budget';
import { logInAsDemoStaff } from './staff-login';
import { seriousA11yViolations } from './support';

// The demo editor publishes a new home banner from /admin/content/banners (issue 25): saved, it is a draft a visitor
// does not see on the home page; published, the visitor's next home page shows it. Then axe on the editors open.

// The shop content pages themselves are in the owner's axe walk of every back-office page (back-office-access.spec.ts);
// what only this spec opens is an editor, with its form.
const SHOP_CONTENT_EDITORS = ['/admin/content/banners?edit=banner:new', '/admin/content/menus?edit=header-menus:header'];

test('an editor’s new home banner reaches the home page when published, not before', async ({ page, browser, request }) => {
  test.setTimeout(budget(120_000));
  const title = `Tihar lights ${Date.now().toString(36)}`;
  // A picture the shop already serves (a seeded hero's): nothing loads from elsewhere.
  const home = await (await request.get('/api/V2/home-page')).json();
  const picture = home.data.data.banners[0].image as string;

  await logInAsDemoStaff(page, 'editor', '/admin/content/banners?edit=banner:new');
  const form = page.getByRole('form', { name: 'Edit banner' });
  // Typed before React handles the form, the fields would be lost (it flaked so on a loaded machine).
  await expect(page.locator('form[data-hydrated]')).toHaveCount(1);
  await form.getByLabel('Picture').fill(picture);
  await form.getByLabel('Title', { exact: true }).fill(title);
  await form.getByLabel('Subtitle').fill('Sweets and cakes for Bhai Tika');
  await form.getByLabel('Leads to').fill('/category/cakes');
  await form.getByRole('button', { name: 'Save draft' }).click();
  await expect(form.getByRole('status')).toContainText('Draft saved');
  await expect(page.getByRole('region', { name: /Preview/ })).toContainText(title);

  const visitor = await browser.newContext();
  const shopper = await visitor.newPage();
  await shopper.goto('/');
  await expect(shopper.locator('[data-banner-id]').first()).toBeVisible();
  await expect(shopper.locator('[data-banner-id]', { hasText: title })).toHaveCount(0);

  await form.getByRole('button', { name: 'Publish' }).click();
  await expect(form.getByRole('status')).toContainText('Published');

  await expect(async () => {
    await shopper.goto('/');
    await expect(shopper.locator('[data-banner-id]', { hasText: title })).toHaveCount(1, { timeout: 1_000 });
  }).toPass({ timeout: budget(10_000) });
  await expect(shopper.locator('[data-banner-id]', { hasText: title })).toHaveAttribute('href', '/category/cakes');
  await visitor.close();
});

test('the shop content editors have no serious or critical axe finding', async ({ page }) => {
  test.setTimeout(budget(150_000));
  await logInAsDemoStaff(page, 'editor', SHOP_CONTENT_EDITORS[0]);
  for (const path of SHOP_CONTENT_EDITORS) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect({ path, violations: await seriousA11yViolations(page) }).toEqual({ path, violations: [] });
  }
});
