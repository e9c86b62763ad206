import { GET as getStores } from '@/app/api/V2/stores/route';
import { GET as getStore } from '@/app/api/V2/store/[idOrSlug]/route';
import { GET as getStoreProducts } from '@/app/api/V2/store/[idOrSlug]/products/route';
import { GET as getOccasions } from '@/app/api/V2/occasions/route';
import { GET as getOccasion } from '@/app/api/V2/occasion/[slug]/route';
import type { OccasionView, ProductCard, StoreView } from '@/lib/domain/catalogue-types';
import { callRoute } from '../support/call-route';
import { useTestDatabase } from '../support/database';
import { expectCards, expectConsistentPage, PUBLIC_CACHE } from './expectations';

useTestDatabase();

const store = (idOrSlug: string) => callRoute(getStore, { url: `/api/V2/store/${idOrSlug}`, params: { idOrSlug } });
const storeProducts = (idOrSlug: string, query = '') =>
  callRoute(getStoreProducts, { url: `/api/V2/store/${idOrSlug}/products${query}`, params: { idOrSlug } });
const occasion = (slug: string, query = '') => callRoute(getOccasion, { url: `/api/V2/occasion/${slug}${query}`, params: { slug } });

describe('stores', () => {
  it('lists stores with product counts that match their product lists', async () => {
    const res = await callRoute(getStores, { url: '/api/V2/stores' });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(PUBLIC_CACHE);
    const stores: StoreView[] = res.body.data.stores;
    expect(stores.length).toBeGreaterThan(3);
    const busiest = [...stores].sort((a, b) => b.productCount - a.productCount)[0]!;
    const list = await storeProducts(busiest.slug, '?perPage=12');
    expect(list.status).toBe(200);
    expect(list.body.meta.pagination.total).toBe(busiest.productCount);
    expectConsistentPage(list.body.data.products, list.body.meta.pagination, 12);
    expect((list.body.data.products as ProductCard[]).every((p) => p.storeName === busiest.name)).toBe(true);
    expectCards(list.body.data.products);
  });

  it('finds a store by slug and by id', async () => {
    const bySlug = await store('patan-sweet-oven');
    expect(bySlug.status).toBe(200);
    expect(bySlug.body.data.store).toMatchObject({ slug: 'patan-sweet-oven', url: '/store/patan-sweet-oven' });
    const byId = await store(String(bySlug.body.data.store.id));
    expect(byId.body.data.store).toEqual(bySlug.body.data.store);
  });

  it('answers 404 for an unknown store and 400 for a bad id or filter', async () => {
    expect((await store('no-such-store')).status).toBe(404);
    expect((await storeProducts('no-such-store')).status).toBe(404);
    expect((await store('0')).status).toBe(400);
    const bad = await storeProducts('patan-sweet-oven', '?sort=random');
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.sort).toBeTruthy();
  });
});

describe('occasions', () => {
  it('lists occasions and pages an occasion with only its products', async () => {
    const res = await callRoute(getOccasions, { url: '/api/V2/occasions' });
    expect(res.status).toBe(200);
    const all: OccasionView[] = res.body.data.occasions;
    expect(all.map((o) => o.slug)).toEqual(expect.arrayContaining(['birthday', 'teej', 'dashain']));
    const birthday = all.find((o) => o.slug === 'birthday')!;
    const page = await occasion('birthday', '?perPage=10&sort=price-asc');
    expect(page.status).toBe(200);
    expect(page.body.data.occasion.slug).toBe('birthday');
    expect(page.body.meta.pagination.total).toBe(birthday.productCount);
    expectConsistentPage(page.body.data.products, page.body.meta.pagination, 10);
    const prices = (page.body.data.products as ProductCard[]).map((p) => p.sellingPrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('answers 404 for an unknown occasion and 400 for bad filters', async () => {
    expect((await occasion('no-such-day')).status).toBe(404);
    const bad = await occasion('birthday', '?perPage=0');
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.perPage).toBeTruthy();
  });
});
