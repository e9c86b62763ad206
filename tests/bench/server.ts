import { ensureDatabaseExists, migrateAndSeed, startEmbedded, stopEmbedded, withDatabase } from '@/scripts/support/database';
import { FriendlyError, onShutdown } from '@/scripts/support/lifecycle';
import { freePort } from '@/scripts/support/ports';
import { startProductionServer } from '@/scripts/support/production-server';

// The production server the benchmarks measure: its own build (.next-bench) and database (embedded in .data/bench-pg
// unless DATABASE_URL is given), on a free port. Cleanups are registered with the script lifecycle.

export const DIST_DIR = '.next-bench';

/** The bench's database, migrated and seeded: DATABASE_URL's, or an embedded one in .data/bench-pg. */
export async function benchDatabase(): Promise<string> {
  let databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    await ensureDatabaseExists(databaseUrl, 'DATABASE_URL');
  } else {
    const server = await startEmbedded('.data/bench-pg', await freePort());
    onShutdown('the bench database', () => stopEmbedded(server));
    databaseUrl = withDatabase(server.url('postgres'), 'upahar_ghar');
    await ensureDatabaseExists(databaseUrl, 'the embedded bench server');
  }
  const { products } = await migrateAndSeed(databaseUrl);
  console.log(`Bench database ready: ${products} products`);
  return databaseUrl;
}

export async function startBenchServer(): Promise<{ baseUrl: string }> {
  return startProductionServer({ distDir: DIST_DIR, databaseUrl: await benchDatabase(), label: 'the bench web server' });
}

/** A product page to measure: the first cake of the cakes category, found through the API. */
export async function sampleProductPath(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/V2/category/cakes?perPage=1`);
  const body = (await response.json()) as { data?: { products?: { url: string }[] } };
  const url = body.data?.products?.[0]?.url;
  if (!url) throw new FriendlyError('No product found in /api/V2/category/cakes to benchmark');
  return url;
}

/** A blog post to measure: the newest, found through the API. */
export async function sampleBlogPostPath(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/V2/blogs`);
  const body = (await response.json()) as { data?: { items?: { slug: string; url?: string }[] } };
  const post = body.data?.items?.[0];
  if (!post) throw new FriendlyError('No blog post found in /api/V2/blogs to benchmark');
  return post.url ?? `/blog/${post.slug}`;
}

/** A contest page to measure: the first running contest (else any), found through the API. */
export async function sampleContestPath(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/V2/contests`);
  type Listed = { slug: string }[];
  const body = (await response.json()) as { data?: { contests?: { running?: Listed; upcoming?: Listed; ended?: Listed } } };
  const c = body.data?.contests;
  const contest = c?.running?.[0] ?? c?.upcoming?.[0] ?? c?.ended?.[0];
  if (!contest) throw new FriendlyError('No contest found in /api/V2/contests to benchmark');
  return `/contest/${contest.slug}`;
}

/**
 * The campaign page to measure, checked to be during a live flash sale (the demo's daily sale runs 00:00–23:30
 * Kathmandu time): a festival's hottest page is only worth measuring while its sale is on.
 */
export async function sampleCampaignPath(baseUrl: string, slug = 'winter-cake-festival'): Promise<string> {
  const response = await fetch(`${baseUrl}/api/V2/campaign/${slug}`);
  const body = (await response.json()) as { data?: { flashSale?: { status?: string } | null } };
  const status = body.data?.flashSale?.status;
  if (status !== 'live') console.warn(`Note: the flash sale of /campaign/${slug} is ${status ?? 'absent'} now, not live`);
  return `/campaign/${slug}`;
}
