import { expect, test } from '@playwright/test';

test('/cakes permanently redirects to the cakes category', async ({ page, request }) => {
  const response = await request.get('/cakes', { maxRedirects: 0 });
  expect([301, 308]).toContain(response.status());
  expect(new URL(response.headers()['location']!, 'http://x').pathname).toBe('/category/cakes');

  await page.goto('/cakes');
  await expect(page).toHaveURL(/\/category\/cakes$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Cakes' })).toBeVisible();
});

test('/urgent-cakes permanently redirects to urgent products', async ({ page, request }) => {
  const response = await request.get('/urgent-cakes', { maxRedirects: 0 });
  expect([301, 308]).toContain(response.status());
  expect(new URL(response.headers()['location']!, 'http://x').pathname).toBe('/products/urgent');

  await page.goto('/urgent-cakes');
  await expect(page).toHaveURL(/\/products\/urgent$/);
  await expect(page.getByTestId('product-card').first()).toBeVisible();
});

test('an unknown path shows the not-found page with a 404 status', async ({ page }) => {
  const response = await page.goto('/this-page-does-not-exist-42');
  expect(response?.status()).toBe(404);
  // Either the server's banner or the plain '404 Oops!' text; both offer the way home.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Home Page' })).toHaveAttribute('href', '/');
  // Rendered inside the shop's header and footer.
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test('an unknown product is a 404 too', async ({ page }) => {
  const response = await page.goto('/product/no-such-cake-anywhere');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('link', { name: 'Home Page' })).toBeVisible();
});
