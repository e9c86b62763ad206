import { expect, test, type Page } from '@playwright/test';
import { budget } from './budget';
import { logInAsDemoStaff } from './staff-login';
import { createConfirmedUser, deliverToNewBaneshwor, logInWithPassword, nprText, seriousA11yViolations } from './support';

// A price edited in the back office reaches the shop at once (issue 25): the demo manager finds a product in
// /admin/catalogue and types a new price in rupees; as soon as the save answers, a shopper loading the product page,
// its category page, the search page, the cart and checkout sees the new price on that first load (each page loaded
// once, nothing waited for). axe on the list and the edit page. The price is put back at the end, through the API the
// editor itself uses, so the demo shop is as it was for other specs.

type Card = { id: number; slug: string; name: string; type: string; price: number; salePrice: number | null; sellingPrice: number; inStock: boolean };

/** A plain gift (no options, not on sale, in stock) from a category few other specs price-check. */
async function aPlainGift(page: Page): Promise<Card & { category: string }> {
  for (const category of ['dry-fruits', 'plants', 'sweets-mithai']) {
    const res = await page.request.get(`/api/V2/category/${category}?perPage=24`);
    const cards = ((await res.json()) as { data: { products: Card[] } }).data.products;
    const card = cards.find((c) => c.type === 'product' && c.inStock && c.salePrice === null);
    if (card) return { ...card, category };
  }
  throw new Error('no plain gift in stock in the demo shop');
}

test('a manager edits a price in the back office; the shopper’s next page load shows it everywhere', async ({ browser }) => {
  test.setTimeout(budget(120_000));
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  const shopContext = await browser.newContext();
  const shop = await shopContext.newPage();
  const gift = await aPlainGift(shop);
  // A price no other product has, below everything in its category (so it leads it sorted by price): रू 3.75.
  const newPrice = 375;
  const fresh = { timeout: budget(1_000) }; // the first load must already say it: no reload, no waiting for a cache

  await logInAsDemoStaff(staff, 'manager', `/admin/catalogue?q=${encodeURIComponent(gift.name)}`);
  await expect(staff.getByRole('heading', { level: 1, name: 'Catalogue' })).toBeVisible();
  expect(await seriousA11yViolations(staff)).toEqual([]);
  await staff.getByRole('link', { name: `Edit ${gift.name}` }).click();
  await expect(staff.getByRole('heading', { level: 1, name: gift.name })).toBeVisible();
  expect(await seriousA11yViolations(staff)).toEqual([]);
  const price = staff.getByLabel('Price (रू)', { exact: true });
  await expect(price).toHaveValue(String(gift.price / 100));
  await price.fill('3.75');
  await staff.getByRole('button', { name: 'Save changes' }).click();
  await expect(staff.getByText(`${gift.name} is saved.`)).toBeVisible();

  try {
    await shop.goto(`/product/${gift.slug}`);
    await expect(shop.getByTestId('product-price')).toContainText(nprText(newPrice), fresh);

    await shop.goto(`/category/${gift.category}?sort=price-asc`);
    await expect(shop.getByTestId('product-card').filter({ hasText: gift.name }).first()).toContainText(nprText(newPrice), fresh);

    await shop.goto(`/search?q=${encodeURIComponent(gift.name)}`);
    await expect(shop.getByTestId('product-card').filter({ hasText: gift.name }).first()).toContainText(nprText(newPrice), fresh);

    const user = await createConfirmedUser(shop.request);
    await shop.goto('/login');
    await logInWithPassword(shop, user.email, user.password);
    await expect(shop).not.toHaveURL(/\/login/);
    await shop.goto(`/product/${gift.slug}`);
    await shop.getByRole('button', { name: 'Add to cart' }).first().click();
    await expect(shop.getByText(`${gift.name} is in your cart.`)).toBeVisible();
    await shop.goto('/cart');
    // The cart's lines are drawn in the browser (slow on a loaded machine); the first line drawn has the new price.
    const line = shop.getByTestId('cart-line').filter({ hasText: gift.name });
    await expect(line).toBeVisible();
    await expect(line).toContainText(nprText(newPrice), fresh);
    await shop.getByRole('link', { name: 'Proceed to checkout' }).click();
    await deliverToNewBaneshwor(shop, user);
    const totals = shop.getByTestId('order-totals');
    await expect(totals.locator('div').filter({ has: shop.locator('dt', { hasText: /^Items/ }) }).locator('dd')).toHaveText(nprText(newPrice));
  } finally {
    // Put the demo price back (the editor's own API: the version it is at now, the price in rupees).
    const path = `/api/dashboard/v1/admin/catalogue/products/${gift.id}`;
    const now = (await (await staff.request.get(path)).json()) as { data: { product: { version: number } } };
    const restored = await staff.request.patch(path, {
      data: { price: gift.price / 100, version: now.data.product.version },
      headers: { origin: new URL(staff.url()).origin },
    });
    expect(restored.ok()).toBe(true);
    await staffContext.close();
    await shopContext.close();
  }
});
