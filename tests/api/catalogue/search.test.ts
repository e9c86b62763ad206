import { GET as search } from '@/app/api/V2/search/route';
import { GET as searchHistory } from '@/app/api/V2/search-history/route';
import type { ProductCard } from '@/lib/domain/catalogue-types';
import { callRoute } from '../support/call-route';
import { useTestDatabase } from '../support/database';
import { expectCards, expectConsistentPage } from './expectations';

useTestDatabase();

const VISITOR = 'a'.repeat(32);
const OTHER_VISITOR = 'b'.repeat(32);

function searchFor(q: string, extra = '', visitor = VISITOR) {
  return callRoute(search, {
    url: `/api/V2/search?q=${encodeURIComponent(q)}&source=web${extra}`,
    headers: { cookie: `ug_vid=${visitor}` },
  });
}

async function top(q: string, n = 5): Promise<ProductCard[]> {
  const res = await searchFor(q);
  expect(res.status).toBe(200);
  return (res.body.data.products as ProductCard[]).slice(0, n);
}

describe('GET /api/V2/search', () => {
  it('forgives typos: "chocolat cak" finds chocolate cakes first', async () => {
    const results = await top('chocolat cak');
    expect(results).toHaveLength(5);
    for (const p of results) {
      expect(p.type).toBe('cake');
      expect(p.name.toLowerCase()).toContain('chocolate');
    }
  });

  it('forgives typos: "red velvat" finds red velvet cakes first', async () => {
    const results = await top('red velvat');
    expect(results.length).toBeGreaterThanOrEqual(3);
    for (const p of results) expect(p.name.toLowerCase()).toContain('red velvet');
  });

  it('finds by category, flavour and tag', async () => {
    const flowers = await top('flowers', 10);
    expect(flowers.length).toBeGreaterThan(5);
    expect(flowers.every((p) => ['flowers', 'combos'].includes(p.categorySlug) || /rose|lil|orchid|bouquet|flower|tulip|sunflower|gerbera|carnation/i.test(p.name))).toBe(true);
    const butterscotch = await top('butterscotch');
    expect(butterscotch.length).toBeGreaterThan(0);
    for (const p of butterscotch) expect(p.name.toLowerCase()).toContain('butterscotch');
    const eggless = await top('eggless', 10);
    expect(eggless.length).toBeGreaterThan(3);
    expect(eggless.every((p) => p.type === 'cake')).toBe(true);
  });

  it('names what a typo meant: "red velvat" → red velvet, "chocolat cak" → chocolate cake; a right query gets no suggestion', async () => {
    const didYouMean = async (q: string) => (await searchFor(q)).body.data.didYouMean;
    expect(await didYouMean('red velvat')).toBe('red velvet');
    expect(await didYouMean('Chocolat cak')).toBe('chocolate cake');
    expect(await didYouMean('red velvet')).toBeNull();
    expect(await didYouMean('chocolate cake')).toBeNull();
    expect(await didYouMean('qwxzv plmkj')).toBeNull(); // nothing found, nothing to suggest
  });

  it('puts an exact name first', async () => {
    const [first] = await top('Red Velvet Heart Cake', 1);
    expect(first?.name).toBe('Red Velvet Heart Cake');
  });

  it('answers a nonsense query with an empty list, not an error', async () => {
    const res = await searchFor('qwxzv plmkj');
    expect(res.status).toBe(200);
    expect(res.body.data.products).toEqual([]);
    expect(res.body.meta.pagination).toMatchObject({ total: 0, count: 0 });
  });

  it('pages results consistently', async () => {
    const res = await searchFor('cake', '&perPage=10&page=2');
    expect(res.status).toBe(200);
    expect(res.body.meta.pagination.total).toBeGreaterThan(20);
    expectConsistentPage(res.body.data.products, res.body.meta.pagination, 10, 2);
    expectCards(res.body.data.products);
  });

  it('treats tsquery syntax as plain text', async () => {
    const res = await searchFor("cake & ! ( ' :* |");
    expect(res.status).toBe(200);
  });

  it('rejects an empty or too long query with a field message', async () => {
    const empty = await searchFor('   ');
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields.q).toBeTruthy();
    const long = await searchFor('x'.repeat(101));
    expect(long.status).toBe(400);
    const page = await searchFor('cake', '&page=abc');
    expect(page.body.error.fields.page).toBeTruthy();
  });

  it('gives a new visitor an httpOnly ug_vid cookie for a year', async () => {
    const res = await callRoute(search, { url: '/api/V2/search?q=roses&source=web' });
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/ug_vid=[0-9a-f]{32}/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=lax/i);
    expect(cookie).toMatch(/Max-Age=31536000/);
    // a visitor who already has one keeps it
    expect((await searchFor('roses')).headers.get('set-cookie')).toBeNull();
  });
});

describe('GET /api/V2/search-history', () => {
  it('remembers at most 120 searches of one visitor in ten minutes; past that a search still answers but is not remembered', async () => {
    const busy = 'e'.repeat(32);
    const recent = async (visitor: string) =>
      (await callRoute(searchHistory, { url: '/api/V2/search-history', headers: { cookie: `ug_vid=${visitor}` } })).body.data.recent as string[];
    for (let i = 0; i < 120; i += 1) expect((await searchFor('teddy', '', busy)).status).toBe(200);
    const past = await searchFor('orchid', '', busy);
    expect(past.status).toBe(200);
    expect(past.body.data.products.length).toBeGreaterThan(0);
    expect(await recent(busy)).toEqual(['teddy']);
    // Another visitor on the same address is remembered as ever.
    const calm = 'f'.repeat(32);
    await searchFor('orchid', '', calm);
    expect(await recent(calm)).toEqual(['orchid']);
  }, 60_000);

  it("shows the visitor's own recent searches, newest first and distinct", async () => {
    const visitor = 'c'.repeat(32);
    for (const q of ['black forest', 'roses', 'Black Forest', 'teddy']) await searchFor(q, '', visitor);
    const res = await callRoute(searchHistory, { url: '/api/V2/search-history?source=web', headers: { cookie: `ug_vid=${visitor}` } });
    expect(res.status).toBe(200);
    expect(res.body.data.recent).toEqual(['teddy', 'black forest', 'roses']);
    const other = await callRoute(searchHistory, { url: '/api/V2/search-history', headers: { cookie: `ug_vid=${'d'.repeat(32)}` } });
    expect(other.body.data.recent).toEqual([]);
  });

  it('ranks popular searches by how many visitors made them, and suggests product names for a prefix', async () => {
    await searchFor('butterscotch', '', VISITOR);
    await searchFor('butterscotch', '', OTHER_VISITOR);
    for (let i = 0; i < 3; i++) await searchFor('mango', '', VISITOR);
    const res = await callRoute(searchHistory, { url: '/api/V2/search-history?q=bu&source=web', headers: { cookie: `ug_vid=${OTHER_VISITOR}` } });
    expect(res.status).toBe(200);
    expect(res.body.data.popular[0]).toBe('butterscotch');
    expect(res.body.data.popular).not.toContain('mango'); // does not start with "bu"
    expect(res.body.data.suggestions.length).toBeGreaterThan(0);
    for (const s of res.body.data.suggestions as { name: string; url: string }[]) {
      expect(s.name.toLowerCase()).toMatch(/(^|\s)bu/);
      expect(s.url).toMatch(/^\/product\//);
    }
    // one visitor searching "mango" three times does not outrank two visitors searching "butterscotch"
    const all = await callRoute(searchHistory, { url: '/api/V2/search-history' });
    expect(all.body.data.popular.indexOf('butterscotch')).toBeLessThan(all.body.data.popular.indexOf('mango'));
  });

  it('does not count a search from a request that brought no visitor cookie in popular searches, only in that visitor’s own list', async () => {
    // A script without cookies is a new visitor on every request: twelve of them must not make "truffle" popular.
    let minted = '';
    for (let i = 0; i < 12; i++) {
      const res = await callRoute(search, { url: '/api/V2/search?q=truffle&source=web' });
      expect(res.status).toBe(200);
      minted = /ug_vid=([0-9a-f]{32})/.exec(res.headers.get('set-cookie') ?? '')![1]!;
    }
    const popular = async () => (await callRoute(searchHistory, { url: '/api/V2/search-history?q=tru' })).body.data.popular as string[];
    expect(await popular()).not.toContain('truffle');
    // The visitor it made still finds the search in their recent list once the cookie comes back.
    const own = await callRoute(searchHistory, { url: '/api/V2/search-history', headers: { cookie: `ug_vid=${minted}` } });
    expect(own.body.data.recent).toContain('truffle');
    // With the cookie sent back, the same visitor's search counts.
    await callRoute(search, { url: '/api/V2/search?q=truffle&source=web', headers: { cookie: `ug_vid=${minted}` } });
    expect(await popular()).toContain('truffle');
  });

  it('lists popular searches as the words they found (typos corrected), never a query that is not words', async () => {
    const typed = ['-1', '1.5', 'nan', 'chocolat cak', 'Chocolat  Cak', 'red velvat', 'zzqqxx'];
    for (const visitor of ['1'.repeat(32), '2'.repeat(32)]) for (const q of typed) await searchFor(q, '', visitor);
    const res = await callRoute(searchHistory, { url: '/api/V2/search-history' });
    const popular: string[] = res.body.data.popular;
    expect(popular).toEqual(expect.arrayContaining(['chocolate cake', 'red velvet']));
    for (const junk of typed.filter((q) => !/cak|velvat/i.test(q))) expect(popular).not.toContain(junk);
    expect(popular).not.toContain('chocolat cak');
    // Every popular search, searched as shown, finds products and needs no correction.
    for (const q of popular) {
      const found = await searchFor(q, '', '3'.repeat(32));
      expect({ q, total: found.body.meta.pagination.total > 0, didYouMean: found.body.data.didYouMean }).toEqual({ q, total: true, didYouMean: null });
    }
    // The visitor's own recent list keeps what they typed.
    const own = await callRoute(searchHistory, { url: '/api/V2/search-history', headers: { cookie: `ug_vid=${'1'.repeat(32)}` } });
    expect(own.body.data.recent).toContain('chocolat cak');
  });

  it('does not list searches that found nothing as popular', async () => {
    await searchFor('zzqqxx', '', VISITOR);
    await searchFor('zzqqxx', '', OTHER_VISITOR);
    const res = await callRoute(searchHistory, { url: '/api/V2/search-history?q=zz' });
    expect(res.body.data.popular).toEqual([]);
  });

  it('rejects a too long prefix', async () => {
    const res = await callRoute(searchHistory, { url: `/api/V2/search-history?q=${'x'.repeat(101)}` });
    expect(res.status).toBe(400);
    expect(res.body.error.fields.q).toBeTruthy();
  });
});
