import { expect, test } from '@playwright/test';
import { SETUP_KIND_LABELS, SETUP_KINDS } from '@/lib/domain/shop-setup';
import { budget } from './budget';
import { logInAsDemoStaff } from './staff-login';
import { seriousA11yViolations } from './support';

// The shop's setup (issue 25): the demo editor adds a coupon on /admin/setup and a shopper, in another browser, applies
// it in the cart and sees the discount on the bill. Then every setup tab has no serious or critical axe finding.

test('the editor adds a coupon in Shop setup and a shopper applies it in the cart', async ({ page, browser }) => {
  test.setTimeout(budget(120_000));
  await logInAsDemoStaff(page, 'editor', '/admin/setup?tab=coupons');
  await expect(page.getByRole('heading', { level: 1, name: 'Shop setup' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Coupons', exact: true })).toHaveAttribute('aria-current', 'page');

  const code = `E2E${Date.now().toString(36).toUpperCase()}`;
  const form = page.getByRole('form', { name: 'Add to coupons' });
  await form.getByLabel('Code', { exact: true }).fill(code.toLowerCase());
  await form.getByLabel('Kind').selectOption('flat');
  await form.getByLabel('Amount off (रू)').fill('150');
  await form.getByLabel('Minimum order (रू)').fill('0');
  await form.getByLabel('Description').fill('E2E: रू 150 off.');
  await form.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added.' })).toBeVisible({ timeout: budget(15_000) });
  await expect(page.getByRole('rowheader', { name: code })).toBeVisible();

  // A second click with the same code is refused by the field, not a crash.
  await form.getByLabel('Code', { exact: true }).fill(code);
  await form.getByLabel('Kind').selectOption('flat');
  await form.getByLabel('Amount off (रू)').fill('150');
  await form.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText('A coupon with this code already exists. Choose another code.').first()).toBeVisible({ timeout: budget(15_000) });

  const shopperContext = await browser.newContext();
  const shopper = await shopperContext.newPage();
  try {
    await shopper.goto('/');
    const products = await shopper.request.get('/api/V2/category/cakes?perPage=1');
    const productId = (await products.json()).data.products[0].id as number;
    const origin = new URL(shopper.url()).origin;
    expect((await shopper.request.post('/api/V2/add-to-cart', { data: { productId, quantity: 1, source: 'web' }, headers: { origin } })).status()).toBe(200);
    await shopper.goto('/cart');
    await shopper.getByLabel('Coupon code').fill(code.toLowerCase());
    await shopper.getByRole('button', { name: 'Apply' }).click();
    await expect(shopper.getByText(`Discount (${code})`)).toBeVisible({ timeout: budget(15_000) });
    await expect(shopper.getByText('− रू 150').first()).toBeVisible();
  } finally {
    await shopperContext.close();
  }
});

test('every Shop setup tab passes axe', async ({ page }) => {
  test.setTimeout(budget(180_000)); // each tab analysed by axe
  await logInAsDemoStaff(page, 'editor', '/admin/setup');
  const found: Record<string, string[]> = {};
  for (const kind of SETUP_KINDS) {
    await page.goto(`/admin/setup?tab=${kind}`);
    await expect(page.getByRole('heading', { level: 2, name: SETUP_KIND_LABELS[kind], exact: true })).toBeVisible();
    found[kind] = await seriousA11yViolations(page);
  }
  expect(found).toEqual(Object.fromEntries(SETUP_KINDS.map((kind) => [kind, []])));
});
