import { GET as getUrgent } from '@/app/api/V2/products/urgent/route';
import { GET as getProductOffers } from '@/app/api/V2/products/offers/route';
import { GET as getOffers } from '@/app/api/V2/offers/route';
import { GET as getTrending } from '@/app/api/V2/trending/route';
import { GET as getRecommended } from '@/app/api/V2/recommended/route';
import { GET as getAccessories } from '@/app/api/V2/accessories/route';
import { GET as getCakeAccessories } from '@/app/api/V2/cake-accessory/route';
import type { AccessoryView, ProductCard } from '@/lib/domain/catalogue-types';
import { callRoute } from '../support/call-route';
import { useTestDatabase } from '../support/database';
import { expectCards, expectConsistentPage, PUBLIC_CACHE } from './expectations';

useTestDatabase();

describe('GET /api/V2/products/urgent', () => {
  it('pages urgent products and lists ready-made cakes', async () => {
    const res = await callRoute(getUrgent, { url: '/api/V2/products/urgent?page=1' });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(PUBLIC_CACHE);
    const urgent: ProductCard[] = res.body.data.products;
    expect(urgent.length).toBeGreaterThan(0);
    expect(urgent.every((p) => p.isUrgent)).toBe(true);
    expectConsistentPage(urgent, res.body.meta.pagination, 24);
    const ready: ProductCard[] = res.body.data.readyMadeCakes;
    expect(ready.length).toBeGreaterThan(0);
    expect(ready.every((p) => p.isReadyMade && p.type === 'cake')).toBe(true);
  });

  it('rejects a bad page', async () => {
    const res = await callRoute(getUrgent, { url: '/api/V2/products/urgent?page=-1' });
    expect(res.status).toBe(400);
    expect(res.body.error.fields.page).toBeTruthy();
  });
});

describe('offers, trending and recommended', () => {
  it('offers are products on sale, biggest discount first', async () => {
    for (const handler of [getProductOffers, getOffers]) {
      const res = await callRoute(handler, { url: '/api/V2/offers?limit=10' });
      expect(res.status).toBe(200);
      const list: ProductCard[] = res.body.data.products;
      expect(list).toHaveLength(10);
      expectCards(list);
      for (const p of list) expect(p.salePrice).not.toBeNull();
      for (const p of list) expect(p.sellingPrice).toBeLessThan(p.price);
      const discounts = list.map((p) => (p.price - p.sellingPrice) / p.price);
      expect(discounts).toEqual([...discounts].sort((a, b) => b - a));
    }
  });

  it('trending and recommended give at most the asked number of cards', async () => {
    for (const handler of [getTrending, getRecommended]) {
      const res = await callRoute(handler, { url: '/api/V2/trending?limit=6' });
      expect(res.status).toBe(200);
      expect(res.body.data.products.length).toBeGreaterThan(0);
      expect(res.body.data.products.length).toBeLessThanOrEqual(6);
      expectCards(res.body.data.products);
    }
  });

  it('rejects a bad limit', async () => {
    const res = await callRoute(getTrending, { url: '/api/V2/trending?limit=1000' });
    expect(res.status).toBe(400);
    expect(res.body.error.fields.limit).toBeTruthy();
    expect((await callRoute(getOffers, { url: '/api/V2/offers?limit=x' })).status).toBe(400);
  });
});

describe('accessories', () => {
  it('lists all add-ons, and the cake ones only for cake-accessory', async () => {
    const all = await callRoute(getAccessories, { url: '/api/V2/accessories' });
    expect(all.status).toBe(200);
    const everything: AccessoryView[] = all.body.data.accessories;
    expect(new Set(everything.map((a) => a.kind))).toEqual(new Set(['candle', 'knife', 'card', 'balloon', 'popper', 'topper']));
    for (const a of everything) expect(Number.isInteger(a.price)).toBe(true);
    const cake = await callRoute(getCakeAccessories, { url: '/api/V2/cake-accessory' });
    const cakeKinds = new Set((cake.body.data.accessories as AccessoryView[]).map((a) => a.kind));
    expect(cakeKinds).toEqual(new Set(['candle', 'knife', 'popper', 'topper']));
  });
});
