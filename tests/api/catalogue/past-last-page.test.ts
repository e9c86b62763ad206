import { GET as getCategory } from '@/app/api/V2/category/[slug]/route';
import { GET as getOccasion } from '@/app/api/V2/occasion/[slug]/route';
import { GET as getStoreProducts } from '@/app/api/V2/store/[idOrSlug]/products/route';
import { GET as getProducts } from '@/app/api/V2/products/route';
import { GET as getUrgent } from '@/app/api/V2/products/urgent/route';
import { GET as getSearch } from '@/app/api/V2/search/route';
import { GET as getFindCakes } from '@/app/api/V2/find-cakes/route';
import { callRoute } from '../support/call-route';
import { useTestDatabase } from '../support/database';

// Issue 11 §4: a page past the end of a list is a clear 404 naming the last page, never an empty page whose counts
// cannot add up ("Showing 2353–2352 of 100"); the last page itself lists exactly what is left.

useTestDatabase();

const PER_PAGE = 24;

// Each list endpoint, called with an extra query string ('page=N&perPage=24').
const LISTS: [string, (query: string) => ReturnType<typeof callRoute>][] = [
  ['category', (q) => callRoute(getCategory, { url: `/api/V2/category/cakes?${q}`, params: { slug: 'cakes' } })],
  ['occasion', (q) => callRoute(getOccasion, { url: `/api/V2/occasion/birthday?${q}`, params: { slug: 'birthday' } })],
  [
    'store products',
    (q) => callRoute(getStoreProducts, { url: `/api/V2/store/patan-sweet-oven/products?${q}`, params: { idOrSlug: 'patan-sweet-oven' } }),
  ],
  ['products', (q) => callRoute(getProducts, { url: `/api/V2/products?category=flowers&${q}` })],
  ['urgent', (q) => callRoute(getUrgent, { url: `/api/V2/products/urgent?${q}` })],
  ['search', (q) => callRoute(getSearch, { url: `/api/V2/search?q=cake&${q}`, headers: { cookie: `ug_vid=${'e'.repeat(32)}` } })],
  ['find-cakes', (q) => callRoute(getFindCakes, { url: `/api/V2/find-cakes?${q}` })],
];

describe.each(LISTS)('%s: paging past the end', (_name, call) => {
  it('answers page 99 with a 404 that names the last page, and the last page with what is left', async () => {
    const first = await call(`page=1&perPage=${PER_PAGE}`);
    expect(first.status).toBe(200);
    const { total, totalPages } = first.body.meta.pagination;
    expect(totalPages).toBeGreaterThan(0);
    expect(totalPages).toBeLessThan(99);

    const past = await call(`page=99&perPage=${PER_PAGE}`);
    expect(past.status).toBe(404);
    expect(past.body.error.code).toBe('page_not_found');
    expect(past.body.error.message).toBe(`There is no page 99: the last page is ${totalPages}`);
    expect(past.body.error.fields.page).toBeTruthy();

    const last = await call(`page=${totalPages}&perPage=${PER_PAGE}`);
    expect(last.status).toBe(200);
    expect(last.body.data.products).toHaveLength(total - (totalPages - 1) * PER_PAGE);
    expect(last.body.meta.pagination).toMatchObject({ currentPage: totalPages, total, totalPages });
  });
});

describe('an empty list', () => {
  it('has a page 1 (saying there is nothing) and no page 2', async () => {
    const call = LISTS[0]![1];
    const empty = await call('color=no-such-colour');
    expect(empty.status).toBe(200);
    expect(empty.body.meta.pagination).toMatchObject({ total: 0, totalPages: 0, count: 0 });
    const second = await call('color=no-such-colour&page=2');
    expect(second.status).toBe(404);
    expect(second.body.error.message).toBe('There is no page 2: the list is empty');
  });
});
