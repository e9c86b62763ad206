import { GET as getCategories } from '@/app/api/V2/categories/route';
import { GET as getCategory } from '@/app/api/V2/category/[slug]/route';
import { GET as getCakeCategories } from '@/app/api/V2/cake-categories/route';
import type { CategorySummary, FilterBox, ProductCard } from '@/lib/domain/catalogue-types';
import { callRoute } from '../support/call-route';
import { useTestDatabase } from '../support/database';
import { expectCards, expectConsistentPage, PUBLIC_CACHE } from './expectations';

useTestDatabase();

/** Lists sort and filter on the catalogue's own price (index-backed); a campaign price is shown over it (README). */
const listedPrice = (p: ProductCard) => p.campaign?.regularPrice ?? p.sellingPrice;

async function categoryPage(slug: string, query = '') {
  return callRoute(getCategory, { url: `/api/V2/category/${slug}${query}`, params: { slug } });
}

async function tree(): Promise<CategorySummary[]> {
  const { body } = await callRoute(getCategories, { url: '/api/V2/categories' });
  return body.data.items;
}

/** The top category with children that has the most products: the richest page to filter. */
async function parentCategory(): Promise<CategorySummary> {
  const withChildren = (await tree()).filter((c) => (c.children?.length ?? 0) > 0);
  withChildren.sort((a, b) => (b.productCount ?? 0) - (a.productCount ?? 0));
  const top = withChildren[0];
  if (!top) throw new Error('seed has no category with children');
  return top;
}

describe('GET /api/V2/categories', () => {
  it('lists top categories with their children and product counts, cacheable', async () => {
    const res = await callRoute(getCategories, { url: '/api/V2/categories' });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(PUBLIC_CACHE);
    const items: CategorySummary[] = res.body.data.items;
    expect(items.length).toBeGreaterThan(2);
    for (const c of items) {
      expect(c).toEqual(expect.objectContaining({ id: expect.any(Number), slug: expect.any(String), name: expect.any(String) }));
      expect(c.imageFileName).toBeTruthy();
      expect(c.url).toBe(`/category/${c.slug}`);
      // a parent counts at least as many products as its biggest child
      for (const child of c.children ?? []) expect(c.productCount ?? 0).toBeGreaterThanOrEqual(child.productCount ?? 0);
    }
    expect(Array.isArray(res.body.data.brands)).toBe(true);
  });
});

describe('GET /api/V2/category/{slug}', () => {
  it('pages the category products with consistent pagination (default 24 per page)', async () => {
    const parent = await parentCategory();
    const res = await categoryPage(parent.slug);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(PUBLIC_CACHE);
    expect(res.body.data.category.slug).toBe(parent.slug);
    expect(res.body.meta.pagination.total).toBe(parent.productCount);
    expectConsistentPage(res.body.data.products, res.body.meta.pagination, 24);
    expectCards(res.body.data.products);
  });

  it("includes its children's products", async () => {
    const parent = await parentCategory();
    const child = parent.children?.find((c) => (c.productCount ?? 0) > 0);
    if (!child) throw new Error('no child with products');
    const childRes = await categoryPage(child.slug, '?perPage=48');
    const parentRes = await categoryPage(parent.slug, '?perPage=48');
    expect(parentRes.body.meta.pagination.total).toBeGreaterThanOrEqual(childRes.body.meta.pagination.total);
    expect(childRes.body.data.category.parent.slug).toBe(parent.slug);
    expect(childRes.body.data.category.breadcrumb.map((c: { name: string }) => c.name)).toEqual(['Home', parent.name, child.name]);
  });

  it('pages without overlap and with the same total', async () => {
    const parent = await parentCategory();
    const first = await categoryPage(parent.slug, '?perPage=5&page=1');
    const second = await categoryPage(parent.slug, '?perPage=5&page=2');
    expectConsistentPage(second.body.data.products, second.body.meta.pagination, 5, 2);
    expect(second.body.meta.pagination.total).toBe(first.body.meta.pagination.total);
    const firstIds = first.body.data.products.map((p: ProductCard) => p.id);
    for (const p of second.body.data.products as ProductCard[]) expect(firstIds).not.toContain(p.id);
  });

  it('sorts by price both ways and by popularity by default', async () => {
    const parent = await parentCategory();
    const asc: ProductCard[] = (await categoryPage(parent.slug, '?sort=price-asc&perPage=48')).body.data.products;
    const desc: ProductCard[] = (await categoryPage(parent.slug, '?sort=price-desc&perPage=48')).body.data.products;
    const prices = asc.map(listedPrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(desc.map(listedPrice)).toEqual([...desc.map(listedPrice)].sort((a, b) => b - a));
    expect(new Set(prices).size).toBeGreaterThan(1);
    const rated: ProductCard[] = (await categoryPage(parent.slug, '?sort=rating&perPage=48')).body.data.products;
    const ratings = rated.map((p) => p.ratingAverage);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
  });

  it('filters by price in rupees on the selling price', async () => {
    const parent = await parentCategory();
    const res = await categoryPage(parent.slug, '?minPrice=1000&maxPrice=2000&perPage=48');
    expect(res.status).toBe(200);
    const all = await categoryPage(parent.slug, '?perPage=48');
    expect(res.body.meta.pagination.total).toBeLessThan(all.body.meta.pagination.total);
    for (const p of res.body.data.products as ProductCard[]) {
      expect(listedPrice(p)).toBeGreaterThanOrEqual(100_000);
      expect(listedPrice(p)).toBeLessThanOrEqual(200_000);
    }
  });

  it('has a filter box whose counts match what each filter keeps', async () => {
    const parent = await parentCategory();
    const res = await categoryPage(parent.slug);
    const box: FilterBox = res.body.data.filterbox;
    expect(box.price.min).toBeLessThanOrEqual(box.price.max);
    const facet = [
      ...box.sizes.map((f) => ({ key: 'size', value: f.value, count: f.count })),
      ...box.tags.map((f) => ({ key: 'tags', value: f.value, count: f.count })),
      ...box.colors.map((f) => ({ key: 'color', value: f.value, count: f.count })),
      ...box.brands.map((f) => ({ key: 'brand', value: f.slug, count: f.count })),
    ][0];
    if (!facet) throw new Error('filter box is empty');
    const filtered = await categoryPage(parent.slug, `?${facet.key}=${encodeURIComponent(facet.value)}&perPage=48`);
    expect(filtered.status).toBe(200);
    expect(filtered.body.meta.pagination.total).toBe(facet.count);
    // a facet's own counts ignore its own choice, so the other values stay on offer with what each would add
    const group = { size: 'sizes', tags: 'tags', color: 'colors', brand: 'brands' }[facet.key] as keyof Omit<FilterBox, 'price'>;
    expect(filtered.body.data.filterbox[group]).toEqual(box[group]);
    expect(filtered.body.data.filterbox.price).toEqual(box.price);
  });

  it('rejects bad filters with field messages', async () => {
    const parent = await parentCategory();
    const res = await categoryPage(parent.slug, '?page=0&perPage=500&sort=cheapest&minPrice=abc');
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fields)).toEqual(expect.arrayContaining(['page', 'perPage', 'sort', 'minPrice']));
    const inverted = await categoryPage(parent.slug, '?minPrice=3000&maxPrice=1000');
    expect(inverted.status).toBe(400);
    expect(inverted.body.error.fields.maxPrice).toMatch(/minimum/);
  });

  it('answers 404 JSON for an unknown category', async () => {
    const res = await categoryPage('no-such-category');
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('not_found');
    expect((await categoryPage('bad slug!')).status).toBe(404);
  });
});

describe('GET /api/V2/cake-categories', () => {
  it('lists only cake categories', async () => {
    const res = await callRoute(getCakeCategories, { url: '/api/V2/cake-categories' });
    expect(res.status).toBe(200);
    const cats: CategorySummary[] = res.body.data.categories;
    expect(cats.length).toBeGreaterThan(0);
    expect(cats.every((c) => c.isCakeCategory)).toBe(true);
  });
});
