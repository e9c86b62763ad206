import { and, eq, inArray } from 'drizzle-orm';
import { GET as getHomePage } from '@/app/api/V2/home-page/route';
import { GET as getMultiple } from '@/app/api/V2/multiple/route';
import { GET as getProduct } from '@/app/api/V2/product/[idOrSlug]/route';
import { GET as getUrgent } from '@/app/api/V2/products/urgent/route';
import { GET as getRecommended } from '@/app/api/V2/recommended/route';
import { GET as getTrending } from '@/app/api/V2/trending/route';
import type { ProductCard } from '@/lib/domain/catalogue-types';
import { products } from '@/lib/server/db/schema';
import { callRoute } from '../support/call-route';
import { useTestDatabase } from '../support/database';

// Issue 11 §3: sold-out products were promoted as "Trending", in "Urgent cakes" and with an "Urgent delivery" badge.
// Each test takes a product the shop promotes now, marks it out of stock, and asks again.

const { db } = useTestDatabase();

const ids = (cards: ProductCard[]) => cards.map((p) => p.id);
const soldOut = (id: number) => db().update(products).set({ stock: 0 }).where(eq(products.id, id));

describe('a product that runs out of stock is no longer promoted', () => {
  it('leaves Trending, on its own call and on the home page', async () => {
    const before = await callRoute(getTrending, { url: '/api/V2/trending?limit=12' });
    expect(before.status).toBe(200);
    const top: ProductCard = before.body.data.products[0];
    expect(top.inStock).toBe(true);
    const home = await callRoute(getHomePage, { url: '/api/V2/home-page' });
    expect(ids(home.body.data.data.trending)).toContain(top.id);

    await soldOut(top.id);

    const after = await callRoute(getTrending, { url: '/api/V2/trending?limit=12' });
    expect(ids(after.body.data.products)).not.toContain(top.id);
    expect(after.body.data.products).toHaveLength(before.body.data.products.length);
    expect((after.body.data.products as ProductCard[]).every((p) => p.inStock)).toBe(true);
    const homeAfter = await callRoute(getHomePage, { url: '/api/V2/home-page' });
    expect(ids(homeAfter.body.data.data.trending)).not.toContain(top.id);
    expect((homeAfter.body.data.data.trending as ProductCard[]).every((p) => p.inStock)).toBe(true);
  });

  it('leaves Recommended too', async () => {
    const before = await callRoute(getRecommended, { url: '/api/V2/recommended?limit=12' });
    const top: ProductCard = before.body.data.products[0];
    await soldOut(top.id);
    const after = await callRoute(getRecommended, { url: '/api/V2/recommended?limit=12' });
    expect(ids(after.body.data.products)).not.toContain(top.id);
  });

  it('leaves the urgent list and the ready-made cakes, and loses its "Urgent delivery" badge everywhere', async () => {
    const before = await callRoute(getUrgent, { url: '/api/V2/products/urgent?perPage=48' });
    expect(before.status).toBe(200);
    const urgent: ProductCard = before.body.data.products[0];
    const readyMade: ProductCard = before.body.data.readyMadeCakes[0];
    expect(urgent.isUrgent).toBe(true);
    expect(readyMade.inStock).toBe(true);
    const total: number = before.body.meta.pagination.total;
    const gone = [...new Set([urgent.id, readyMade.id])];
    const flaggedUrgent = await db()
      .select({ id: products.id })
      .from(products)
      .where(and(inArray(products.id, gone), eq(products.isUrgent, true)));

    await db().update(products).set({ stock: 0 }).where(inArray(products.id, gone));

    const after = await callRoute(getUrgent, { url: '/api/V2/products/urgent?perPage=48' });
    expect(ids(after.body.data.products)).not.toContain(urgent.id);
    expect(ids(after.body.data.readyMadeCakes)).not.toContain(readyMade.id);
    expect(after.body.meta.pagination.total).toBe(total - flaggedUrgent.length);
    expect((after.body.data.products as ProductCard[]).every((p) => p.inStock && p.isUrgent)).toBe(true);

    // Still listed where every product is (a card says "Out of stock"), but not as urgent.
    const cards = await callRoute(getMultiple, { url: `/api/V2/multiple?ids=${urgent.id}` });
    expect(cards.body.data.products[0]).toMatchObject({ id: urgent.id, inStock: false, isUrgent: false });
    const page = await callRoute(getProduct, { url: `/api/V2/product/${urgent.slug}`, params: { idOrSlug: urgent.slug } });
    expect(page.body.data.product).toMatchObject({ inStock: false, isUrgent: false });
  });

  it('keeps the badge while even one is left', async () => {
    const before = await callRoute(getUrgent, { url: '/api/V2/products/urgent?perPage=48' });
    const urgent: ProductCard = before.body.data.products[0];
    await db().update(products).set({ stock: 1 }).where(eq(products.id, urgent.id));
    const cards = await callRoute(getMultiple, { url: `/api/V2/multiple?ids=${urgent.id}` });
    expect(cards.body.data.products[0]).toMatchObject({ inStock: true, isUrgent: true });
  });
});
