import { sql } from 'drizzle-orm';
import { GET as compareRoute } from '@/app/api/V2/compare/route';
import { COMPARE_MAX } from '@/lib/domain/compare-list';
import { callRoute } from '../support/call-route';
import { useTestDatabase } from '../support/database';

const { db } = useTestDatabase();

const get = (query: string) => callRoute(compareRoute, { url: `/api/V2/compare${query}` });

async function idsOf(type: string, limit: number): Promise<number[]> {
  const rows = await db().execute<{ id: number }>(sql`SELECT id FROM products WHERE type = ${type} AND is_active ORDER BY id LIMIT ${limit}`);
  return rows.rows.map((r) => Number(r.id));
}

describe('GET compare', () => {
  it('answers three cakes side by side, in the order asked: price, sizes, flavours, eggless, delivery, rating', async () => {
    const ids = await idsOf('cake', 3);
    const res = await get(`?ids=${[...ids].reverse().join(',')}`);
    expect(res.status).toBe(200);
    expect(res.body.data.compare).toEqual([...ids].reverse());
    for (const row of res.body.data.compareProducts) {
      expect(row.sellingPrice).toBeGreaterThan(0);
      expect(row.sizes[0]).toMatch(/^\d+(\.\d)? lb$/);
      expect(row.flavours.length).toBeGreaterThan(0);
      expect(typeof row.eggless).toBe('boolean');
      expect(row.delivery).toMatch(/\w/);
      expect(typeof row.ratingAverage).toBe('number');
      expect(row.specs).toBeNull();
    }
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('keeps automobiles apart: their own list answers their specs, the product list leaves them out', async () => {
    const [scooter, bike] = await idsOf('automobile', 2);
    const [cake] = await idsOf('cake', 1);
    const autos = await get(`?type=automobile&ids=${scooter},${bike},${cake}`);
    expect(autos.body.data.compare).toEqual([scooter, bike]);
    expect(autos.body.data.compareProducts[0].specs).toMatchObject({ rangeKm: expect.any(Number), topSpeedKmh: expect.any(Number), licenceNeeded: expect.any(Boolean) });
    const goods = await get(`?ids=${scooter},${cake}`);
    expect(goods.body.data.compare).toEqual([cake]);
  });

  it(`refuses more than ${COMPARE_MAX} ids, no ids and a bad type with 400; unknown ids are simply left out`, async () => {
    const four = await get('?ids=1,2,3,4');
    expect(four.status).toBe(400);
    expect(four.body.error.fields.ids).toContain(`at most ${COMPARE_MAX}`);
    expect((await get('')).status).toBe(400);
    expect((await get('?ids=1&type=boat')).status).toBe(400);
    const unknown = await get('?ids=999999');
    expect(unknown.status).toBe(200);
    expect(unknown.body.data).toEqual({ compare: [], compareProducts: [] });
  });
});
