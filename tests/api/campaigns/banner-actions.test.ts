import { eq } from 'drizzle-orm';
import { POST as clickRoute } from '@/app/api/V2/banner/action/click/route';
import { POST as storeRoute } from '@/app/api/V2/banner/action/store/route';
import { IMPRESSION_SAMPLE_RATE } from '@/lib/domain/banner-stats';
import { RATE_LIMITS } from '@/lib/server/auth/rate-limit';
import { bannerDailyStats, banners } from '@/lib/server/db/schema';
import { bannerStats } from '@/lib/server/services/campaigns/banner-stats';
import { callRoute } from '../support/call-route';
import { useTestDatabase } from '../support/database';

const { db } = useTestDatabase();

const post = (handler: typeof clickRoute, path: string, body: unknown, ip = '10.61.0.1') =>
  callRoute(handler, { url: `/api/V2/banner/action/${path}`, method: 'POST', body, headers: { 'x-forwarded-for': ip } });

describe('POST banner/action/click and banner/action/store', () => {
  it('counts 20 parallel clicks and 30 sampled impressions exactly, per banner and day, keeping nothing about the visitor', async () => {
    const [banner] = await db().select().from(banners).where(eq(banners.placement, 'campaign:winter-cake-festival')).limit(1);
    const answers = await Promise.all([
      ...Array.from({ length: 20 }, () => post(clickRoute, 'click', { bannerId: banner!.id })),
      ...Array.from({ length: 30 }, () => post(storeRoute, 'store', { bannerId: banner!.id })),
    ]);
    expect(answers.every((a) => a.status === 202)).toBe(true);
    const [today] = await bannerStats(banner!.id);
    expect(today).toMatchObject({ clicks: 20, impressions: 30 * IMPRESSION_SAMPLE_RATE });
    // One row: the counter, not a log; its columns hold no person.
    const rows = await db().select().from(bannerDailyStats).where(eq(bannerDailyStats.bannerId, banner!.id));
    expect(rows).toHaveLength(1);
    expect(Object.keys(rows[0]!).sort()).toEqual(['bannerId', 'clicks', 'day', 'impressions']);
  });

  it('accepts an unknown banner without counting it, and refuses a bad id with 400', async () => {
    const unknown = await post(clickRoute, 'click', { bannerId: 999999 });
    expect(unknown.status).toBe(202);
    expect(await db().select().from(bannerDailyStats).where(eq(bannerDailyStats.bannerId, 999999))).toHaveLength(0);
    for (const body of [{}, { bannerId: 'x' }, { bannerId: -1 }, { bannerId: 2 ** 31 }]) {
      const res = await post(storeRoute, 'store', body);
      expect(res.status).toBe(400);
      expect(res.body.error.fields.bannerId).toBeTruthy();
    }
  });

  it('stops one address inflating a banner: past the limit it gets 429 and the count stops, other addresses still count', async () => {
    const [banner] = await db().select().from(banners).where(eq(banners.placement, 'campaign:winter-cake-festival')).limit(1);
    const clicks = RATE_LIMITS['banner-click-ip'].limit;
    const views = RATE_LIMITS['banner-store-ip'].limit;
    const [before] = await bannerStats(banner!.id);
    const answers = await Promise.all([
      ...Array.from({ length: clicks + 7 }, () => post(clickRoute, 'click', { bannerId: banner!.id }, '10.61.9.9')),
      ...Array.from({ length: views + 5 }, () => post(storeRoute, 'store', { bannerId: banner!.id }, '10.61.9.9')),
    ]);
    const statuses = (from: number, to: number) => answers.slice(from, to).map((a) => a.status);
    expect(statuses(0, clicks + 7).filter((s) => s === 202)).toHaveLength(clicks);
    expect(statuses(0, clicks + 7).filter((s) => s === 429)).toHaveLength(7);
    expect(statuses(clicks + 7, answers.length).filter((s) => s === 202)).toHaveLength(views);
    expect(statuses(clicks + 7, answers.length).filter((s) => s === 429)).toHaveLength(5);
    expect(answers.find((a) => a.status === 429)!.body.error.code).toBe('rate_limited');
    // Another shopper is not blocked by that address, and sampled impressions still count as IMPRESSION_SAMPLE_RATE each.
    expect((await post(clickRoute, 'click', { bannerId: banner!.id }, '10.61.9.10')).status).toBe(202);
    expect((await post(storeRoute, 'store', { bannerId: banner!.id }, '10.61.9.10')).status).toBe(202);
    const [today] = await bannerStats(banner!.id);
    expect(today).toMatchObject({ clicks: before!.clicks + clicks + 1, impressions: before!.impressions + (views + 1) * IMPRESSION_SAMPLE_RATE });
  });
});
