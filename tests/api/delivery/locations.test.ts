import { GET as getLocations } from '@/app/api/V2/delivery-locations/route';
import { GET as getByGps } from '@/app/api/V2/location-by-gps/route';
import { POST as postEligibility } from '@/app/api/V2/check-delivery-location-eligibility/route';
import { callRoute } from '../support/call-route';
import { useTestDatabase } from '../support/database';
import { placeId, sampleProducts } from './seeded';

const { db } = useTestDatabase();

type Place = { id: number; name: string; region: string; city: string; charge: number; leadDays: number; inValley: boolean; productTypes: string[]; lat: number; lng: number; aliases: string[] };
type Node = { id: number; name: string; kind: string; selectable: boolean; children: Node[] };

const gps = (query: string) => callRoute(getByGps, { url: `/api/V2/location-by-gps?${query}` });
const eligibility = (body: unknown) => callRoute(postEligibility, { url: '/api/V2/check-delivery-location-eligibility', method: 'POST', body });

describe('GET delivery-locations', () => {
  it('lists at least 40 places with region, city, charge and product types, cacheable for an hour', async () => {
    const { status, body, headers } = await callRoute(getLocations, { url: '/api/V2/delivery-locations' });
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toMatch(/public.*max-age=3600/);
    const places = body.data.deliveryLocations as Place[];
    expect(places.length).toBeGreaterThanOrEqual(40);

    const baneshwor = places.find((p) => p.name === 'New Baneshwor');
    expect(baneshwor).toMatchObject({ region: 'Kathmandu Valley', city: 'Kathmandu', inValley: true, leadDays: 0, lat: expect.closeTo(27.6923, 3) });
    expect(baneshwor?.aliases).toContain('Naya Baneshwor');
    expect(baneshwor?.productTypes).toEqual(expect.arrayContaining(['cake', 'product']));

    for (const place of places) {
      if (place.inValley) {
        expect(place.charge).toBeGreaterThanOrEqual(10000);
        expect(place.charge).toBeLessThanOrEqual(25000);
        expect(place.leadDays).toBe(0);
      } else {
        expect(place.charge).toBeGreaterThanOrEqual(30000);
        expect(place.charge).toBeLessThanOrEqual(60000);
        expect(place.leadDays).toBeGreaterThanOrEqual(2);
        expect(place.leadDays).toBeLessThanOrEqual(4);
      }
    }
    expect(places.find((p) => p.name === 'Tansen')?.productTypes).not.toContain('cake');
    expect(body.data.alias).toEqual(expect.arrayContaining(['Home', 'Office']));
  });

  it('groups the places region → city → area, and every selectable node is a listed place', async () => {
    const { body } = await callRoute(getLocations, { url: '/api/V2/delivery-locations' });
    const tree = body.data.tree as Node[];
    const valley = tree.find((n) => n.name === 'Kathmandu Valley');
    expect(valley?.kind).toBe('region');
    const lalitpur = valley?.children.find((c) => c.name === 'Lalitpur');
    expect(lalitpur).toMatchObject({ kind: 'city', selectable: false });
    expect(lalitpur?.children.map((a) => a.name)).toContain('Jawalakhel');

    const selectable: number[] = [];
    const walk = (nodes: Node[]) => nodes.forEach((n) => (n.selectable && selectable.push(n.id), walk(n.children)));
    walk(tree);
    expect(selectable.sort()).toEqual((body.data.deliveryLocations as Place[]).map((p) => p.id).sort());
  });
});

describe('GET location-by-gps', () => {
  it('finds New Baneshwor from the shop’s default map position', async () => {
    const { status, body } = await gps('latitude=27.6981182&longitude=85.3328845');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ id: await placeId(db(), 'new-baneshwor'), name: 'New Baneshwor', city: 'Kathmandu' });
    expect(body.data.distanceKm).toBeLessThan(2);
  });

  it('finds a city outside the valley within its wider radius', async () => {
    const { body } = await gps('latitude=28.21&longitude=83.99');
    expect(body.data).toMatchObject({ id: await placeId(db(), 'pokhara'), name: 'Pokhara' });
  });

  it('answers 404 in words for a point in the sea', async () => {
    const { status, body } = await gps('latitude=15&longitude=88');
    expect(status).toBe(404);
    expect(body.error.message).toMatch(/We don’t deliver to this spot yet/);
  });

  it('answers 400 with fields for bad coordinates', async () => {
    for (const query of ['latitude=abc&longitude=85.3', 'longitude=85.3', 'latitude=&longitude=', 'latitude=95&longitude=85.3']) {
      const { status, body } = await gps(query);
      expect(status).toBe(400);
      expect(body.error.fields.latitude).toBeDefined();
    }
  });
});

describe('POST check-delivery-location-eligibility', () => {
  it('accepts a cake for New Baneshwor', async () => {
    const { cake, gift } = await sampleProducts(db());
    const { status, body } = await eligibility({ locationId: await placeId(db(), 'new-baneshwor'), productIds: [cake.id, gift.id] });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ eligible: true, reasons: [] });
  });

  it('refuses a cake for Tansen (no partner bakery) with a reason, but accepts the gift', async () => {
    const { cake, gift } = await sampleProducts(db());
    const { body } = await eligibility({ locationId: await placeId(db(), 'tansen'), productIds: [gift.id, cake.id] });
    expect(body.data.eligible).toBe(false);
    expect(body.data.reasons).toEqual([`${cake.name} can’t be delivered to Tansen: we don’t deliver cakes there yet.`]);
    expect(body.data.products).toEqual([
      { productId: gift.id, eligible: true },
      { productId: cake.id, eligible: false, reason: body.data.reasons[0] },
    ]);
  });

  it('refuses scooters beyond the valley and the big cities', async () => {
    const { scooter } = await sampleProducts(db());
    expect((await eligibility({ locationId: await placeId(db(), 'pokhara'), productIds: [scooter.id] })).body.data.eligible).toBe(true);
    expect((await eligibility({ locationId: await placeId(db(), 'dharan'), productIds: [scooter.id] })).body.data.eligible).toBe(false);
  });

  it('answers 404 for an unknown place, a region that is not a place, or an unknown product', async () => {
    const { gift } = await sampleProducts(db());
    expect((await eligibility({ locationId: 999999, productIds: [gift.id] })).status).toBe(404);
    expect((await eligibility({ locationId: await placeId(db(), 'kathmandu-valley'), productIds: [gift.id] })).status).toBe(404);
    const unknownProduct = await eligibility({ locationId: await placeId(db(), 'thamel'), productIds: [gift.id, 999999] });
    expect(unknownProduct.status).toBe(404);
    expect(unknownProduct.body.error.fields.productIds).toMatch(/999999/);
  });

  it('answers 400 with fields for bad input', async () => {
    const missing = await eligibility({ productIds: [] });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.error.fields)).toEqual(expect.arrayContaining(['locationId', 'productIds']));
    expect((await eligibility({ locationId: 'abc', productIds: [1] })).status).toBe(400);
    expect((await callRoute(postEligibility, { url: '/api/V2/check-delivery-location-eligibility', method: 'POST', body: 'not json' })).status).toBe(400);
  });
});
