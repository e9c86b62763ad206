import { and, eq, gt, isNull } from 'drizzle-orm';
import { GET as calculatePrice } from '@/app/api/V2/calculate-product-price/route';
import { GET as getMinPound } from '@/app/api/V2/get-min-pound/route';
import { GET as getShapes } from '@/app/api/V2/shapes/route';
import { GET as getSuggested } from '@/app/api/V2/suggested-cakes/route';
import { GET as findCakes } from '@/app/api/V2/find-cakes/route';
import type { ProductCard } from '@/lib/domain/catalogue-types';
import {
  cakeFlavours,
  cakeOptions,
  cakeTiers,
  flavours,
  occasions,
  productOccasions,
  products,
} from '@/lib/server/db/schema';
import { callRoute } from '../support/call-route';
import { useTestDatabase } from '../support/database';
import { expectCards, expectConsistentPage } from './expectations';

const { db } = useTestDatabase();

const price = (query: string) => callRoute(calculatePrice, { url: `/api/V2/calculate-product-price?${query}` });

/** A cake that can be eggless, has a dearer flavour and a second tier, with those rules as stored. */
async function configurableCake() {
  const [row] = await db()
    .select({ id: products.id, price: products.price, salePrice: products.salePrice, options: cakeOptions })
    .from(products)
    .innerJoin(cakeOptions, eq(cakeOptions.productId, products.id))
    .innerJoin(cakeTiers, and(eq(cakeTiers.productId, products.id), eq(cakeTiers.tiers, 2)))
    .where(and(eq(products.isReadyMade, false), isNull(products.salePrice)))
    .limit(1);
  if (!row || row.options.egglessPerPound === null) throw new Error('seed has no eggless two-tier cake');
  const [dearFlavour] = await db()
    .select()
    .from(cakeFlavours)
    .where(and(eq(cakeFlavours.productId, row.id), gt(cakeFlavours.extraPerPound, 0)))
    .limit(1);
  const [tier2] = await db().select().from(cakeTiers).where(and(eq(cakeTiers.productId, row.id), eq(cakeTiers.tiers, 2)));
  if (!dearFlavour || !tier2) throw new Error('seed cake lacks a dearer flavour or tier');
  return { ...row, dearFlavour, tier2 };
}

describe('GET /api/V2/calculate-product-price', () => {
  it('charges the stored price at the minimum pound', async () => {
    const cake = await configurableCake();
    const res = await price(`productId=${cake.id}&pound=${cake.options.minPound}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ productPrice: cake.price, listPrice: cake.price, currency: 'NPR' });
  });

  it('moves the price by the stored amounts for pound, flavour, eggless and tier', async () => {
    const cake = await configurableCake();
    const min = cake.options.minPound;
    const base = (await price(`productId=${cake.id}&pound=${min + 1}`)).body.data.productPrice as number;
    expect(base - cake.price).toBe(cake.options.pricePerExtraPound);
    const flavoured = await price(`productId=${cake.id}&pound=${min + 1}&flavorId=${cake.dearFlavour.flavourId}`);
    expect(flavoured.body.data.productPrice - base).toBe((min + 1) * cake.dearFlavour.extraPerPound);
    const eggless = await price(`productId=${cake.id}&pound=${min + 1}&eggless=true`);
    expect(eggless.body.data.productPrice - base).toBe((min + 1) * (cake.options.egglessPerPound ?? 0));
    expect(eggless.body.data.breakdown.eggless).toBe((min + 1) * (cake.options.egglessPerPound ?? 0));
    const lessCream = await price(`productId=${cake.id}&pound=${min + 1}&lessCream=${cake.options.lessCreamAvailable ? 1 : 0}`);
    expect(lessCream.body.data.productPrice).toBe(base);
    const pound = Math.max(cake.tier2.minPound, min);
    const single = (await price(`productId=${cake.id}&pound=${pound}`)).body.data.productPrice as number;
    const twoTier = await price(`productId=${cake.id}&pound=${pound}&tier=2`);
    expect(twoTier.body.data.productPrice - single).toBe(cake.tier2.surcharge);
    expect(Number.isInteger(twoTier.body.data.productPrice / 100)).toBe(true);
  });

  it('refuses a combination the cake does not allow with 422 and the field', async () => {
    const cake = await configurableCake();
    const below = await price(`productId=${cake.id}&pound=${cake.tier2.minPound - cake.options.poundStep}&tier=2`);
    expect(below.status).toBe(422);
    expect(below.body.error.fields.pound).toMatch(/smallest size for 2 tiers/);
    const above = await price(`productId=${cake.id}&pound=${cake.options.maxPound + 1}`);
    expect(above.status).toBe(422);
    expect(above.body.error.fields.pound).toMatch(/largest/);
    const offStep = await price(`productId=${cake.id}&pound=${cake.options.minPound + 0.3}`);
    expect(offStep.body.error.fields.pound).toMatch(/steps/);
    const flavour = await price(`productId=${cake.id}&pound=2&flavorId=999`);
    expect(flavour.status).toBe(422);
    expect(flavour.body.error.fields.flavorId).toBeTruthy();
    const icing = await price(`productId=${cake.id}&pound=2&icingType=marzipan`);
    expect(icing.body.error.fields.icingType).toBeTruthy();
  });

  it('refuses eggless for a cake that cannot be eggless', async () => {
    const [noEgg] = await db()
      .select({ id: cakeOptions.productId })
      .from(cakeOptions)
      .where(isNull(cakeOptions.egglessPerPound))
      .limit(1);
    if (!noEgg) throw new Error('seed has no cake without eggless');
    const res = await price(`productId=${noEgg.id}&pound=1&eggless=true`);
    expect(res.status).toBe(422);
    expect(res.body.error.fields.eggless).toMatch(/eggless/);
  });

  it('answers 400 for bad input and 404 for a product that is not a configurable cake', async () => {
    const bad = await price('productId=abc&pound=-1&eggless=perhaps');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields)).toEqual(expect.arrayContaining(['productId', 'pound', 'eggless']));
    expect((await price('pound=1')).status).toBe(400);
    expect((await price('productId=999999&pound=1')).status).toBe(404);
    const [gift] = await db().select({ id: products.id }).from(products).where(eq(products.type, 'product')).limit(1);
    expect((await price(`productId=${gift?.id}&pound=1`)).status).toBe(404);
  });
});

describe('GET /api/V2/get-min-pound', () => {
  it("gives a tier's minimum weight", async () => {
    const cake = await configurableCake();
    const one = await callRoute(getMinPound, { url: `/api/V2/get-min-pound?productId=${cake.id}` });
    expect(one.status).toBe(200);
    expect(one.body.data).toMatchObject({ tier: 1, minPound: cake.options.minPound, maxPound: cake.options.maxPound });
    const two = await callRoute(getMinPound, { url: `/api/V2/get-min-pound?productId=${cake.id}&tier=2&height=regular` });
    expect(two.body.data.minPound).toBe(Math.max(cake.tier2.minPound, cake.options.minPound));
  });

  it('refuses an unknown tier (422), bad input (400) and unknown cakes (404)', async () => {
    const cake = await configurableCake();
    const tier = await callRoute(getMinPound, { url: `/api/V2/get-min-pound?productId=${cake.id}&tier=9` });
    expect(tier.status).toBe(422);
    expect(tier.body.error.fields.tier).toBeTruthy();
    const bad = await callRoute(getMinPound, { url: '/api/V2/get-min-pound?productId=x&tier=0' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields)).toEqual(expect.arrayContaining(['productId', 'tier']));
    expect((await callRoute(getMinPound, { url: '/api/V2/get-min-pound?productId=999999' })).status).toBe(404);
  });
});

describe('GET /api/V2/shapes', () => {
  it('lists cake shapes with integer surcharges', async () => {
    const res = await callRoute(getShapes, { url: '/api/V2/shapes' });
    expect(res.status).toBe(200);
    expect(res.body.data.shapes.length).toBeGreaterThan(1);
    for (const s of res.body.data.shapes) expect(Number.isInteger(s.extraPerPound)).toBe(true);
  });
});

describe('GET /api/V2/suggested-cakes', () => {
  it('suggests other cakes for a product and cakes of an occasion', async () => {
    const cake = await configurableCake();
    const res = await callRoute(getSuggested, { url: `/api/V2/suggested-cakes?productId=${cake.id}&limit=6` });
    expect(res.status).toBe(200);
    const list: ProductCard[] = res.body.data.products;
    expect(list.length).toBeGreaterThan(0);
    expect(list.length).toBeLessThanOrEqual(6);
    expect(list.every((p) => p.type === 'cake' && p.id !== cake.id)).toBe(true);

    const wedding = await callRoute(getSuggested, { url: '/api/V2/suggested-cakes?occasion=wedding&limit=48' });
    const ids = (wedding.body.data.products as ProductCard[]).map((p) => p.id);
    expect(ids.length).toBeGreaterThan(0);
    const tagged = await db()
      .select({ id: productOccasions.productId })
      .from(productOccasions)
      .innerJoin(occasions, eq(occasions.id, productOccasions.occasionId))
      .where(eq(occasions.slug, 'wedding'));
    const weddingIds = new Set(tagged.map((t) => t.id));
    expect(ids.every((id) => weddingIds.has(id))).toBe(true);
  });

  it('answers 400 for a bad id and 404 for an unknown product', async () => {
    expect((await callRoute(getSuggested, { url: '/api/V2/suggested-cakes?productId=abc' })).status).toBe(400);
    expect((await callRoute(getSuggested, { url: '/api/V2/suggested-cakes?productId=999999' })).status).toBe(404);
  });
});

describe('GET /api/V2/find-cakes', () => {
  it('finds cakes by occasion, flavour, eggless and budget', async () => {
    const res = await callRoute(findCakes, {
      url: '/api/V2/find-cakes?occasion=birthday&flavour=chocolate&eggless=true&budget=2000&pound=1&perPage=10',
    });
    expect(res.status).toBe(200);
    const list: ProductCard[] = res.body.data.products;
    expect(list.length).toBeGreaterThan(0);
    expectConsistentPage(list, res.body.meta.pagination, 10);
    expectCards(list);
    const [chocolate] = await db().select({ id: flavours.id }).from(flavours).where(eq(flavours.slug, 'chocolate'));
    for (const p of list) {
      expect(p.type).toBe('cake');
      const [opts] = await db().select().from(cakeOptions).where(eq(cakeOptions.productId, p.id));
      expect(opts?.egglessPerPound).not.toBeNull();
      expect(opts?.minPound).toBeLessThanOrEqual(1);
      // price at 1 lb with the eggless surcharge is within Rs 2,000
      expect(p.sellingPrice + (opts?.egglessPerPound ?? 0)).toBeLessThanOrEqual(200_000);
      const offered = await db()
        .select()
        .from(cakeFlavours)
        .where(and(eq(cakeFlavours.productId, p.id), eq(cakeFlavours.flavourId, chocolate?.id ?? 0)));
      expect(offered).toHaveLength(1);
    }
    const cheaper = await callRoute(findCakes, { url: '/api/V2/find-cakes?occasion=birthday&budget=1000' });
    const dearer = await callRoute(findCakes, { url: '/api/V2/find-cakes?occasion=birthday&budget=3000' });
    expect(cheaper.body.meta.pagination.total).toBeLessThan(dearer.body.meta.pagination.total);
  });

  it('rejects bad finder input', async () => {
    const res = await callRoute(findCakes, { url: '/api/V2/find-cakes?budget=cheap&eggless=sometimes&pound=0' });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fields)).toEqual(expect.arrayContaining(['budget', 'eggless', 'pound']));
  });
});
