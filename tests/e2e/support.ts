import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

// Shared helpers for the end-to-end specs. Specs talk to the UI through what a shopper sees (roles, labels, text);
// the only test ids are `product-card` (grid items) and `product-price` (the price on a product page).

export const productCards = (page: Page): Locator => page.getByTestId('product-card');

/** The link inside a product card (the card's name). */
export const cardLink = (card: Locator): Locator => card.getByRole('link').first();

const AMOUNT = /(रू|Rs\.?)\s?[\d,]+/;

/**
 * The price the shopper pays, as shown on a product page ("रू 1,450"): the first amount in the price element, or ''
 * while the element says it is updating (a strike-through list price may follow the amount).
 */
export async function priceText(page: Page): Promise<string> {
  const text = (await page.getByTestId('product-price').first().innerText()).replace(/\s+/g, ' ').trim();
  if (/updating/i.test(text)) return '';
  return text.match(AMOUNT)?.[0] ?? '';
}

/** Waits until the shown price is settled (not updating) and differs from `before`; returns it. */
export async function expectPriceChange(page: Page, before: string): Promise<string> {
  let seen = '';
  await expect
    .poll(
      async () => {
        // Two equal readings in a row: the debounced server price has landed, not an intermediate value.
        const first = await priceText(page);
        await page.waitForTimeout(150);
        seen = (await priceText(page)) === first ? first : '';
        return seen !== '' && seen !== before;
      },
      { message: `the price should change from "${before}"` },
    )
    .toBe(true);
  return seen;
}

type ApiProductCard = { slug: string; name: string; type: string };
type ApiCake = {
  minPound: number;
  maxPound: number;
  poundStep: number;
  egglessPerPound: number | null;
  flavours: { id: number; name: string; extraPerPound: number }[];
  defaults: { flavorId: number | null };
};

/**
 * A cake whose options can visibly change the price: more than one weight, flavours with different surcharges, and
 * an eggless bake. Found through the public API, so the spec does not depend on one seeded slug.
 */
export async function findConfigurableCake(request: APIRequestContext): Promise<{ slug: string; name: string; cake: ApiCake }> {
  const list = await request.get('/api/V2/category/cakes?perPage=48');
  expect(list.ok()).toBe(true);
  const products = ((await list.json()) as { data: { products: ApiProductCard[] } }).data.products.filter((p) => p.type === 'cake');
  for (const product of products) {
    const response = await request.get(`/api/V2/product/${product.slug}`);
    if (!response.ok()) continue;
    const { cake } = ((await response.json()) as { data: { product: { cake: ApiCake | null } } }).data.product;
    if (!cake || cake.egglessPerPound === null || cake.maxPound <= cake.minPound) continue;
    const surcharges = new Set(cake.flavours.map((f) => f.extraPerPound));
    if (surcharges.size > 1) return { slug: product.slug, name: product.name, cake };
  }
  throw new Error('No cake in /category/cakes has several weights, flavours with different prices and an eggless option');
}
