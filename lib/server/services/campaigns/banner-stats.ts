import 'server-only';
import { sql } from 'drizzle-orm';
import { IMPRESSION_SAMPLE_RATE } from '@/lib/domain/banner-stats';
import { kathmanduDateKey } from '@/lib/domain/kathmandu-time';
import { getDb } from '@/lib/server/db/client';

// One counter row per banner and Kathmandu day (banner_daily_stats), raised with one upsert: a report later reads
// a banner's days by primary key, or a day's banners through banner_daily_stats_day_idx, never a log of events.

export type BannerAction = 'click' | 'impression';

/** Counts one click, or one sampled impression as IMPRESSION_SAMPLE_RATE. An unknown banner counts nothing. */
export async function recordBannerAction(bannerId: number, action: BannerAction, now = new Date()): Promise<boolean> {
  const day = kathmanduDateKey(now);
  const clicks = action === 'click' ? 1 : 0;
  const impressions = action === 'impression' ? IMPRESSION_SAMPLE_RATE : 0;
  const result = await getDb().execute(sql`
    INSERT INTO banner_daily_stats (banner_id, day, impressions, clicks)
    SELECT id, ${day}::date, ${impressions}, ${clicks} FROM banners WHERE id = ${bannerId}
    ON CONFLICT (banner_id, day) DO UPDATE
      SET impressions = banner_daily_stats.impressions + excluded.impressions, clicks = banner_daily_stats.clicks + excluded.clicks`);
  return (result.rowCount ?? 0) > 0;
}

export type BannerDay = { day: string; impressions: number; clicks: number };

/** A banner's counts per day, newest first (what a later report reads). */
export async function bannerStats(bannerId: number, days = 30): Promise<BannerDay[]> {
  const result = await getDb().execute<{ day: string; impressions: string; clicks: string }>(sql`
    SELECT day::text AS day, impressions, clicks FROM banner_daily_stats
    WHERE banner_id = ${bannerId} ORDER BY day DESC LIMIT ${days}`);
  return result.rows.map((r) => ({ day: r.day, impressions: Number(r.impressions), clicks: Number(r.clicks) }));
}
