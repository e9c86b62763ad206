import { like } from 'drizzle-orm';
import { POST as addToCart } from '@/app/api/V2/add-to-cart/route';
import { GET as calculatePrice } from '@/app/api/V2/calculate-product-price/route';
import { GET as getProduct } from '@/app/api/V2/product/[idOrSlug]/route';
import type { ProductDetail } from '@/lib/domain/catalogue-types';
import { products } from '@/lib/server/db/schema';
import { callRoute } from '../support/call-route';
import { useTestDatabase } from '../support/database';

// Issue 11 §3: a "Two-Tier" cake opened at one tier. A cake now opens at the fewest tiers its own rows list (the
// single tier every cake can also be made in stays a choice), and the product answer carries what the page needs to
// draw the cake for other options.

const { db } = useTestDatabase();

async function productNamed(pattern: string): Promise<ProductDetail> {
  const [row] = await db().select({ slug: products.slug }).from(products).where(like(products.name, pattern)).limit(1);
  if (!row) throw new Error(`seed has no product like ${pattern}`);
  const res = await callRoute(getProduct, { url: `/api/V2/product/${row.slug}`, params: { idOrSlug: row.slug } });
  expect(res.status).toBe(200);
  return res.body.data.product;
}

describe('a tiered cake opens at the tiers it is named for', () => {
  it.each([
    ['Two-Tier %', 2],
    ['Three-Tier %', 3],
    ['Classic %', 1],
  ])('%s opens at %i tiers, drawn with as many', async (pattern, tiers) => {
    const product = await productNamed(pattern);
    const cake = product.cake!;
    expect(cake.defaults.tier).toBe(tiers);
    expect(cake.tiers.map((t) => t.tiers)).toContain(1);
    expect(cake.defaults.pound).toBe(Math.max(cake.minPound, cake.tiers.find((t) => t.tiers === tiers)!.minPound));
    expect(cake.art?.base).toMatchObject({ tiers, view: 0 });
    expect(cake.art?.flavours.map((f) => f.id).sort()).toEqual(cake.flavours.map((f) => f.id).sort());
    for (const f of cake.art!.flavours) expect(Object.values(f.colours).every((c) => /^#[0-9a-f]{6}$/.test(c))).toBe(true);
  });

  it('prices and adds a Two-Tier cake at two tiers when no tier is given', async () => {
    const product = await productNamed('Two-Tier %');
    const pound = product.cake!.defaults.pound;
    const implicit = await callRoute(calculatePrice, { url: `/api/V2/calculate-product-price?productId=${product.id}&pound=${pound}` });
    const explicit = await callRoute(calculatePrice, { url: `/api/V2/calculate-product-price?productId=${product.id}&pound=${pound}&tier=2` });
    expect(implicit.body.data.productPrice).toBe(explicit.body.data.productPrice);
    expect(implicit.body.data.productPrice).toBe(product.sellingPrice);
    const added = await callRoute(addToCart, {
      url: '/api/V2/add-to-cart',
      method: 'POST',
      headers: { origin: 'http://localhost:3000' },
      body: { productId: product.id, quantity: 1, source: 'web' },
    });
    expect(added.status).toBe(200);
    const line = added.body.data.cartItems.find((l: { productId: number }) => l.productId === product.id);
    expect(line.sellingPrice).toBe(product.sellingPrice);
    // The cart line is the two-tier cake the page showed, not a single tier at the same price.
    expect(line.options).toMatchObject({ tier: 2, pound });
  });
});
