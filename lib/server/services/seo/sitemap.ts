import 'server-only';
import { max } from 'drizzle-orm';
import { cached, cacheTags } from '@/lib/server/cache/cached';
import { cachePolicy } from '@/lib/server/cache/policy';
import { getDb } from '@/lib/server/db/client';
import { products } from '@/lib/server/db/schema';
import { MAX_URLS_PER_SITEMAP, notAfter, sliceSources, splitSitemap, type SitemapChunk, type SitemapEntry, type SourceCount } from '@/lib/seo/sitemap';
import { COMMUNITY_SOURCES } from './sitemap-community-sources';
import { CATALOGUE_SOURCES, listedProduct } from './sitemap-sources';

export { STATIC_SITEMAP_PATHS } from './sitemap-sources';

// Every public URL worth indexing, read straight from the tables (one ordered query per source and chunk:
// sitemap-sources.ts and sitemap-community-sources.ts), so a sitemap of any size is produced without loading the whole catalogue. Results are ISO
// strings (the Next data cache stores JSON).

/** Every kind of page, in the order the sitemap lists them. */
const SOURCES = { ...CATALOGUE_SOURCES, ...COMMUNITY_SOURCES };
type Source = keyof typeof SOURCES;
const SOURCE_ORDER = Object.keys(SOURCES) as Source[];

async function catalogueUpdatedAt(now: Date): Promise<string> {
  const [row] = await getDb().select({ at: max(products.updatedAt) }).from(products).where(listedProduct);
  return notAfter(row?.at ? new Date(row.at).toISOString() : now.toISOString(), now);
}

async function sourceCounts(): Promise<SourceCount<Source>[]> {
  const counts = await Promise.all(SOURCE_ORDER.map((source) => SOURCES[source].count()));
  return SOURCE_ORDER.map((source, i) => ({ source, count: counts[i] ?? 0 }));
}

export type SitemapPlan = { total: number; chunks: SitemapChunk[]; lastModified: string };

async function loadSitemapPlan(): Promise<SitemapPlan> {
  const [counts, lastModified] = await Promise.all([sourceCounts(), catalogueUpdatedAt(new Date())]);
  const total = counts.reduce((sum, c) => sum + c.count, 0);
  return { total, chunks: splitSitemap(total, MAX_URLS_PER_SITEMAP), lastModified };
}

async function loadSitemapEntries(offset: number, limit: number): Promise<SitemapEntry[]> {
  const now = new Date();
  const [counts, fallback] = await Promise.all([sourceCounts(), catalogueUpdatedAt(now)]);
  const parts = await Promise.all(
    sliceSources(counts, offset, limit).map((slice) => SOURCES[slice.source].read(slice.offset, slice.limit, { now, fallback })),
  );
  // A row touched with a clock ahead of ours (an import, a seed) must not date a page in the future.
  return parts.flat().map((entry) => ({ ...entry, lastModified: notAfter(entry.lastModified, now) }));
}

/** How many URLs there are and how they split into files of at most 50,000. */
export const getSitemapPlan = cached(loadSitemapPlan, ['seo', 'sitemap-plan'], { tags: [cacheTags.catalogue], revalidate: cachePolicy.sitemap.revalidate });

/** The URLs of one file: positions [offset, offset + limit) of the sources laid end to end (sitemap-sources.ts). */
export const getSitemapEntries = cached(loadSitemapEntries, ['seo', 'sitemap-entries'], {
  tags: [cacheTags.catalogue],
  revalidate: cachePolicy.sitemap.revalidate,
});
