import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { nprText, priceText, seriousA11yViolations } from './support';

// The product page as a shopper uses it (issue 11 §3): the cake picture follows the options, a Two-Tier cake opens
// at two tiers, a ready-made cake says so and offers no one-choice selects, add-ons go in the cart from the page, and
// on a phone a sticky bar keeps the price and Add to cart in view without hiding the footer or the tab bar.

const CANDLE = 'Number Candle (0–9)';

type Card = { id: number; slug: string; name: string; type: string; inStock: boolean; isReadyMade: boolean };
type CartJson = {
  data: {
    cartItems: { productId: number; quantity: number; lineTotal: number }[];
    accessories: { name: string; quantity: number; price: number; lineTotal: number }[];
    totals: { accessories: number };
  };
};

async function cards(request: APIRequestContext, path: string, key = 'products'): Promise<Card[]> {
  const response = await request.get(path);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: Record<string, Card[]> }).data[key] ?? [];
}

async function twoTierCake(request: APIRequestContext): Promise<Card> {
  const cake = (await cards(request, '/api/V2/category/tiered-wedding-cakes?perPage=48')).find((p) => p.name.startsWith('Two-Tier') && p.inStock);
  if (!cake) throw new Error('No Two-Tier cake in stock in /category/tiered-wedding-cakes');
  return cake;
}

async function cartOf(page: Page): Promise<CartJson['data']> {
  return ((await (await page.request.get('/api/V2/cart')).json()) as CartJson).data;
}

const picture = (page: Page): Locator => page.getByTestId('cake-art');
const tiersDrawn = (page: Page) => picture(page).locator('[data-tier]').count();
/** The colour of the icing on the cake's sides (the middle stop of its body gradient). */
const icingColour = (page: Page) => picture(page).locator('linearGradient[id$="cb"] stop').nth(1).getAttribute('stop-color');

test('a Two-Tier cake opens at two tiers and its picture follows the tiers, icing, flavour and message chosen', async ({ page, request }) => {
  const cake = await twoTierCake(request);
  // The picture is drawn on the server and again in the browser: the two must agree (no hydration error).
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(`/product/${cake.slug}`);
  const form = page.getByRole('form', { name: 'Choose your cake' });
  await expect(form.getByLabel('Tiers')).toHaveValue('2');
  await expect(form.getByLabel('Tiers').locator('option:checked')).toHaveText(/^2 tiers/);
  await expect.poll(() => tiersDrawn(page)).toBe(2);

  await form.getByLabel('Tiers').selectOption('3');
  await expect.poll(() => tiersDrawn(page)).toBe(3);
  await expect(page.getByRole('img', { name: /3 tiers/ })).toBeVisible();

  const before = await icingColour(page);
  const icing = form.getByLabel('Icing');
  const other = await icing.locator('option:not(:checked)').first().getAttribute('value');
  await icing.selectOption(other!);
  await expect.poll(() => icingColour(page)).not.toBe(before);

  const afterIcing = await icingColour(page);
  const flavour = form.getByLabel('Flavour');
  await flavour.selectOption((await flavour.locator('option:not(:checked)').first().getAttribute('value'))!);
  await expect.poll(() => icingColour(page)).not.toBe(afterIcing);

  await form.getByLabel(/Message on cake/).fill('Happy Birthday Aama');
  await expect(picture(page).locator('[data-part="message"]')).toContainText('Happy Birthday');
  await expect(page.getByRole('img', { name: /“Happy Birthday Aama” written on it/ })).toBeVisible();
  await expect(page.getByTestId('availability')).toHaveText('Baked fresh to order');
  expect(errors).toEqual([]);
});

test('a ready-made cake says it is ready-made, and options it comes in one way are stated, not offered', async ({ page, request }) => {
  const cake = (await cards(request, '/api/V2/products/urgent?perPage=48', 'readyMadeCakes')).find((p) => p.inStock);
  if (!cake) throw new Error('No ready-made cake in stock');
  await page.goto(`/product/${cake.slug}`);
  await expect(page.getByTestId('availability')).toHaveText('Ready-made and in stock');
  await expect(page.getByText('Baked fresh to order')).toHaveCount(0);
  const form = page.getByRole('form', { name: 'Choose your cake' });
  await expect(form.getByTestId('cake-facts')).toContainText('1 lb');
  // Every select left offers a real choice.
  for (const select of await form.getByRole('combobox').all()) expect(await select.locator('option').count()).toBeGreaterThan(1);
  await expect(form.getByLabel('Size (pounds)')).toHaveCount(0);
});

test('a candle is added from the product page: the cart holds it once, at its price', async ({ page, request }) => {
  const cake = await twoTierCake(request);
  await page.goto(`/product/${cake.slug}`);
  await page.getByRole('form', { name: 'Choose your cake' }).getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText(`${cake.name} is in your cart.`)).toBeVisible();

  const addOns = page.getByTestId('product-accessories');
  await addOns.scrollIntoViewIfNeeded();
  await addOns.getByRole('button', { name: `Add ${CANDLE}` }).click();
  const count = addOns.getByRole('group', { name: `How many ${CANDLE} in your cart` });
  await expect(count.getByRole('status')).toHaveText('1');

  const cart = await cartOf(page);
  expect(cart.accessories).toEqual([expect.objectContaining({ name: CANDLE, quantity: 1 })]);
  const candle = cart.accessories[0]!;
  expect(candle.lineTotal).toBe(candle.price);
  expect(cart.totals.accessories).toBe(candle.price);

  await page.goto('/cart');
  await expect(page.getByRole('group', { name: `How many ${CANDLE}` }).getByRole('status')).toHaveText('1');
  await expect(page.getByTestId('cart-totals').getByText(nprText(candle.price), { exact: true })).toBeVisible();
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 800 }, isMobile: true, hasTouch: true });

  test('the sticky bar keeps the price and Add to cart in view, adds exactly one on a double tap, and leaves the footer and tab bar clear', async ({ page, request }) => {
    const cake = await twoTierCake(request);
    await page.goto(`/product/${cake.slug}`);
    const bar = page.getByTestId('sticky-buy-bar');
    const barButton = bar.getByRole('button', { name: 'Add to cart' });
    const tabBar = page.getByRole('navigation', { name: 'Bottom navigation' });

    await expect(bar).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Choosing options far below the big picture, the bar's small one follows them.
    const tiers = page.getByRole('form', { name: 'Choose your cake' }).getByLabel('Tiers');
    await tiers.scrollIntoViewIfNeeded();
    await tiers.selectOption('3');
    const small = bar.getByTestId('sticky-cake-art');
    await expect(small).toBeInViewport();
    await expect.poll(() => small.locator('[data-tier]').count()).toBe(3);

    // Half-way down the page (the reviews): the bar is on screen, above the tab bar, with the form's price.
    await page.getByRole('heading', { name: 'Customer reviews' }).scrollIntoViewIfNeeded();
    await expect(barButton).toBeInViewport({ ratio: 1 });
    const barBox = (await bar.boundingBox())!;
    const tabBox = (await tabBar.boundingBox())!;
    expect(barBox.y + barBox.height).toBeLessThanOrEqual(tabBox.y + 1);
    // The new tiers' price from the server, once it has landed (the form says "Updating…" until then).
    await expect.poll(() => priceText(page)).not.toBe('');
    const price = await priceText(page);
    await expect(bar.getByTestId('sticky-price')).toContainText(price);

    await barButton.dblclick();
    await expect(page.getByText(`${cake.name} is in your cart.`)).toBeVisible();
    await expect(barButton).toBeEnabled();
    const cart = await cartOf(page);
    expect(cart.cartItems.filter((l) => l.productId === cake.id).map((l) => l.quantity)).toEqual([1]);

    // At the very bottom the footer's last line is readable: neither the bar nor the tab bar is over it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const copyright = page.getByText('© Upahar Ghar, All rights reserved.');
    await expect(copyright).toBeInViewport();
    const line = (await copyright.boundingBox())!;
    const barNow = (await bar.boundingBox())!;
    expect(line.y + line.height).toBeLessThanOrEqual((await tabBar.boundingBox())!.y);
    expect(barNow.y + barNow.height).toBeLessThanOrEqual(line.y);

  });

  test('while the options are chosen and the message typed, the sticky bar shows the price chosen and Add to cart, clear of the field', async ({ page, request }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    const cake = await twoTierCake(request);
    await page.goto(`/product/${cake.slug}`);
    const form = page.getByRole('form', { name: 'Choose your cake' });
    const bar = page.getByTestId('sticky-buy-bar');
    const barPrice = bar.getByTestId('sticky-price');

    // Down at the message field, typing: the form's price is far above, its buttons just below.
    const message = form.getByLabel(/Message on cake/);
    await message.scrollIntoViewIfNeeded();
    await message.click();
    await message.pressSequentially('Happy Birthday Aama');
    await expect(form.getByTestId('product-price')).not.toBeInViewport();
    await expect(bar).toBeVisible();
    await expect(barPrice).toBeInViewport({ ratio: 1 });
    await expect(bar.getByRole('button', { name: 'Add to cart' })).toBeInViewport({ ratio: 1 });
    // The field being typed in is not under the bar.
    const field = (await message.boundingBox())!;
    expect(field.y + field.height).toBeLessThanOrEqual((await bar.boundingBox())!.y);

    // An option chosen from down here: the bar's price follows it (the server's price, once it lands).
    const before = (await barPrice.innerText()).trim();
    const tiers = form.getByLabel('Tiers');
    await tiers.scrollIntoViewIfNeeded();
    await tiers.selectOption('3');
    await expect(barPrice).not.toHaveText(before);
    await expect(form.getByText('Updating…')).toHaveCount(0);
    await expect(barPrice).toContainText(await priceText(page));
    await expect(bar).toBeVisible();
    await expect(barPrice).toBeInViewport({ ratio: 1 });
  });

  test('the sticky bar shows while the price is under the header, and steps aside while the price and the buttons are both on screen', async ({ page, request }) => {
    const gift = (await cards(request, '/api/V2/category/flowers?perPage=48')).find((p) => p.inStock && p.type !== 'cake');
    if (!gift) throw new Error('No flowers in stock');
    await page.goto(`/product/${gift.slug}`);
    const bar = page.getByTestId('sticky-buy-bar');
    const price = page.getByTestId('product-price');
    const buy = page.getByRole('button', { name: 'Buy now' });
    // The price just gone under the sticky header, the buttons still on screen: the price is out of sight.
    const header = (await page.locator('header').first().boundingBox())!;
    const priceTop = await price.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    await page.evaluate((y) => window.scrollTo(0, y), priceTop - header.height + 12);
    await expect(buy).toBeInViewport({ ratio: 1 });
    await expect(bar).toBeVisible();
    // Both on screen: the form says it all, the bar steps aside.
    await page.evaluate((y) => window.scrollTo(0, y), priceTop - header.height - 24);
    await expect(price).toBeInViewport({ ratio: 1 });
    await expect(buy).toBeInViewport({ ratio: 1 });
    await expect(bar).toBeHidden();
  });
});
