import { eq } from 'drizzle-orm';
import { GET as getProducts } from '@/app/api/V2/products/route';
import { GET as getProduct } from '@/app/api/V2/product/[idOrSlug]/route';
import { GET as getQuickInfo } from '@/app/api/V2/product/quick-info/[id]/route';
import { GET as getMultiple } from '@/app/api/V2/multiple/route';
import type { ProductCard, ProductDetail } from '@/lib/domain/catalogue-types';
import { products } from '@/lib/server/db/schema';
import { callRoute } from '../support/call-route';
import { useTestDatabase } from '../support/database';
import { expectCards, expectConsistentPage, PUBLIC_CACHE } from './expectations';

const { db } = useTestDatabase();

const productBy = (idOrSlug: string, query = '') =>
  callRoute(getProduct, { url: `/api/V2/product/${idOrSlug}${query}`, params: { idOrSlug } });

async function aCake(): Promise<{ id: number; slug: string }> {
  const [row] = await db().select({ id: products.id, slug: products.slug }).from(products).where(eq(products.slug, 'classic-black-forest-cake'));
  if (!row) throw new Error('seed has no classic black forest cake');
  return row;
}

describe('GET /api/V2/products', () => {
  it('lists every active product, 24 a page by default, with a filter box', async () => {
    const res = await callRoute(getProducts, { url: '/api/V2/products' });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(PUBLIC_CACHE);
    expect(res.body.meta.pagination.total).toBeGreaterThan(100);
    expectConsistentPage(res.body.data.products, res.body.meta.pagination, 24);
    expectCards(res.body.data.products);
    expect(res.body.data.filterbox.brands.length).toBeGreaterThan(0);
    // default order is most popular first
    const sold = await db().select({ id: products.id, soldCount: products.soldCount }).from(products);
    const soldById = new Map(sold.map((r) => [r.id, r.soldCount]));
    const counts = (res.body.data.products as ProductCard[]).map((p) => soldById.get(p.id) ?? 0);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('narrows by category, occasion, store, brand, colour and search together', async () => {
    const cakes = await callRoute(getProducts, { url: '/api/V2/products?category=cakes&perPage=48' });
    expect((cakes.body.data.products as ProductCard[]).every((p) => p.categorySlug.includes('cake'))).toBe(true);
    const valentine = await callRoute(getProducts, { url: '/api/V2/products?category=cakes&occasion=valentines-day&perPage=48' });
    expect(valentine.body.meta.pagination.total).toBeGreaterThan(0);
    expect(valentine.body.meta.pagination.total).toBeLessThan(cakes.body.meta.pagination.total);
    const store = await callRoute(getProducts, { url: '/api/V2/products?store=jhamsikhel-flower-studio&perPage=48' });
    expect((store.body.data.products as ProductCard[]).every((p) => p.storeName === 'Jhamsikhel Flower Studio')).toBe(true);
    const red = await callRoute(getProducts, { url: '/api/V2/products?color=red&perPage=48' });
    const redIds = (red.body.data.products as ProductCard[]).map((p) => p.id);
    const rows = await db().select({ id: products.id, colors: products.colors }).from(products);
    for (const id of redIds) expect(rows.find((r) => r.id === id)?.colors).toContain('red');
    const searched = await callRoute(getProducts, { url: '/api/V2/products?q=roses&perPage=48' });
    expect(searched.body.meta.pagination.total).toBeGreaterThan(0);
    expect(searched.body.meta.pagination.total).toBeLessThan(100);
  });

  it('answers 404 for an unknown category, occasion or store, and 400 for bad filters', async () => {
    expect((await callRoute(getProducts, { url: '/api/V2/products?category=nope' })).status).toBe(404);
    expect((await callRoute(getProducts, { url: '/api/V2/products?occasion=nope' })).status).toBe(404);
    expect((await callRoute(getProducts, { url: '/api/V2/products?store=nope' })).status).toBe(404);
    const bad = await callRoute(getProducts, { url: '/api/V2/products?perPage=49&maxPrice=-5&category=bad%20slug' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields)).toEqual(expect.arrayContaining(['perPage', 'maxPrice', 'category']));
  });
});

describe('GET /api/V2/product/{idOrSlug}', () => {
  it('finds the same product by slug and by id, with reviews, combos, accessories and cake options', async () => {
    const cake = await aCake();
    const bySlug = await productBy(cake.slug);
    expect(bySlug.status).toBe(200);
    expect(bySlug.headers.get('cache-control')).toBe(PUBLIC_CACHE);
    const product: ProductDetail = bySlug.body.data.product;
    const byId = await productBy(String(cake.id));
    expect(byId.body.data.product).toEqual(product);
    expect(product.url).toBe(`/product/${cake.slug}`);
    expect(product.breadcrumb[0]).toEqual({ name: 'Home', url: '/' });
    expect(product.breadcrumb.at(-1)?.name).toBe(product.name);
    const { distribution, count } = product.reviewsSummary;
    expect(distribution.map((d) => d.stars)).toEqual([5, 4, 3, 2, 1]);
    expect(distribution.reduce((n, d) => n + d.count, 0)).toBe(count);
    expect(product.reviews.length).toBe(Math.min(count, 20));
    expect(product.accessories.every((a) => ['candle', 'knife', 'topper', 'popper'].includes(a.kind))).toBe(true);
    expect(product.combos.length).toBeGreaterThan(0);
    for (const combo of product.combos) expect(combo.comboPrice).toBeLessThan(combo.product.sellingPrice);
    expect(product.cake).not.toBeNull();
    expect(product.cake?.basePrice).toBe(product.sellingPrice);
    expect(product.cake?.tiers[0]).toMatchObject({ tiers: 1 });
  });

  it('hides an inactive product unless forceInactive is asked for', async () => {
    const cake = await aCake();
    await db().update(products).set({ isActive: false }).where(eq(products.id, cake.id));
    try {
      expect((await productBy(cake.slug)).status).toBe(404);
      const forced = await productBy(cake.slug, '?forceInactive=true');
      expect(forced.status).toBe(200);
      expect(forced.body.data.product.isActive).toBe(false);
      expect(forced.headers.get('cache-control')).toBe('private, no-store');
      expect((await productBy(cake.slug, '?forceInactive=1')).status).toBe(200);
      expect((await productBy(cake.slug, '?forceInactive=0')).status).toBe(404);
    } finally {
      await db().update(products).set({ isActive: true }).where(eq(products.id, cake.id));
    }
  });

  it('answers 404 for an unknown id or slug and 400 for a bad id or flag', async () => {
    expect((await productBy('no-such-cake')).status).toBe(404);
    expect((await productBy('999999')).status).toBe(404);
    const zero = await productBy('0');
    expect(zero.status).toBe(400);
    const flag = await productBy('classic-black-forest-cake', '?forceInactive=maybe');
    expect(flag.status).toBe(400);
    expect(flag.body.error.fields.forceInactive).toBeTruthy();
  });
});

describe('GET /api/V2/product/quick-info/{id}', () => {
  it('gives the card with images, stock and cake options', async () => {
    const cake = await aCake();
    const res = await callRoute(getQuickInfo, { url: `/api/V2/product/quick-info/${cake.id}`, params: { id: String(cake.id) } });
    expect(res.status).toBe(200);
    expect(res.body.data.product).toMatchObject({ id: cake.id, slug: cake.slug });
    expect(res.body.data.product.images.length).toBeGreaterThan(0);
    expect(res.body.data.product.cake.minPound).toBeGreaterThan(0);
  });

  it('answers 400 for a non-numeric id and 404 for an unknown one', async () => {
    const bad = await callRoute(getQuickInfo, { url: '/api/V2/product/quick-info/abc', params: { id: 'abc' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.id).toBeTruthy();
    expect((await callRoute(getQuickInfo, { url: '/api/V2/product/quick-info/-3', params: { id: '-3' } })).status).toBe(400);
    expect((await callRoute(getQuickInfo, { url: '/api/V2/product/quick-info/999999', params: { id: '999999' } })).status).toBe(404);
  });
});

describe('GET /api/V2/multiple', () => {
  it('returns cards in the order asked, skipping unknown ids', async () => {
    const res = await callRoute(getMultiple, { url: '/api/V2/multiple?ids=5,2,999999,9' });
    expect(res.status).toBe(200);
    expect((res.body.data.products as ProductCard[]).map((p) => p.id)).toEqual([5, 2, 9]);
  });

  it('rejects missing or non-numeric ids', async () => {
    expect((await callRoute(getMultiple, { url: '/api/V2/multiple' })).status).toBe(400);
    const bad = await callRoute(getMultiple, { url: '/api/V2/multiple?ids=1,abc' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields)[0]).toMatch(/^ids/);
    expect(Object.values(bad.body.error.fields)[0]).toBe('Ids must be numbers, e.g. ids=12,15');
  });
});
