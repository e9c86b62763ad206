/**
 * Pure sitemap rules: splitting into files of at most 50,000 URLs (the sitemaps.org limit), mapping one file's URL
 * range onto the sources the URLs come from, and writing the XML. The database side is
 * lib/server/services/seo/sitemap.ts; the routes are app/sitemap.xml and app/sitemap/[file].
 */
import { absoluteUrl } from './metadata';

export const MAX_URLS_PER_SITEMAP = 50_000;

export type ChangeFrequency = 'always' | 'hourly' | 'daily' | 'weekly' | 'monthly' | 'yearly' | 'never';

export type SitemapEntry = {
  /** Site-relative path ('/product/red-velvet') or absolute URL. */
  path: string;
  /** ISO timestamp. */
  lastModified: string;
  changeFrequency?: ChangeFrequency;
  priority?: number;
};

export type SitemapChunk = { id: number; offset: number; limit: number };

/** [{id:0, offset:0, limit:50000}, {id:1, offset:50000, limit:…}…]; one (possibly empty) chunk when total ≤ max. */
export function splitSitemap(total: number, max: number = MAX_URLS_PER_SITEMAP): SitemapChunk[] {
  if (!Number.isInteger(max) || max <= 0) throw new RangeError('max must be a positive integer');
  const count = Math.max(1, Math.ceil(Math.max(0, total) / max));
  return Array.from({ length: count }, (_, id) => ({
    id,
    offset: id * max,
    limit: Math.max(0, Math.min(max, total - id * max)),
  }));
}

/** True when the URLs need a sitemap index of several files. */
export function needsSitemapIndex(total: number, max: number = MAX_URLS_PER_SITEMAP): boolean {
  return total > max;
}

export type SourceCount<S extends string = string> = { source: S; count: number };
export type SourceSlice<S extends string = string> = { source: S; offset: number; limit: number };

/**
 * The URLs are the sources laid end to end (static pages, then categories, products, stores, occasions). Which
 * part of which source falls into [offset, offset + limit)? Each slice is then one ordered query.
 */
export function sliceSources<S extends string>(counts: SourceCount<S>[], offset: number, limit: number): SourceSlice<S>[] {
  const slices: SourceSlice<S>[] = [];
  let start = 0;
  const end = offset + limit;
  for (const { source, count } of counts) {
    const from = Math.max(offset, start);
    const to = Math.min(end, start + count);
    if (to > from) slices.push({ source, offset: from - start, limit: to - from });
    start += count;
  }
  return slices;
}

/**
 * A <lastmod> never lies in the future (sitemaps.org: the date of the last change; search engines distrust a
 * sitemap whose dates are ahead of them): a later date becomes `now`.
 */
export function notAfter(lastModified: string, now: Date): string {
  return Date.parse(lastModified) > now.getTime() ? now.toISOString() : lastModified;
}

/**
 * A campaign page (and its category and brand pages) changes when the campaign starts and when it ends: its lastmod
 * is the later of those that have happened. A campaign still to come takes `fallback` (the catalogue's last change).
 */
export function campaignLastModified(startsAt: Date, endsAt: Date, now: Date, fallback: string): string {
  const happened = [startsAt, endsAt].filter((at) => at.getTime() <= now.getTime());
  if (happened.length === 0) return notAfter(fallback, now);
  return new Date(Math.max(...happened.map((at) => at.getTime()))).toISOString();
}

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** A <urlset> document with absolute <loc>s. */
export function urlsetXml(entries: SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const parts = [`<loc>${escapeXml(absoluteUrl(entry.path))}</loc>`, `<lastmod>${escapeXml(entry.lastModified)}</lastmod>`];
    if (entry.changeFrequency) parts.push(`<changefreq>${entry.changeFrequency}</changefreq>`);
    if (entry.priority !== undefined) parts.push(`<priority>${entry.priority.toFixed(1)}</priority>`);
    return `<url>${parts.join('')}</url>`;
  });
  return `${XML_HEAD}\n<urlset xmlns="${NS}">\n${urls.join('\n')}\n</urlset>\n`;
}

/** A <sitemapindex> pointing at each chunk file. */
export function sitemapIndexXml(files: { path: string; lastModified: string }[]): string {
  const items = files.map(
    (file) => `<sitemap><loc>${escapeXml(absoluteUrl(file.path))}</loc><lastmod>${escapeXml(file.lastModified)}</lastmod></sitemap>`,
  );
  return `${XML_HEAD}\n<sitemapindex xmlns="${NS}">\n${items.join('\n')}\n</sitemapindex>\n`;
}

/** Path of chunk `id` when an index is used. */
export function sitemapChunkPath(id: number): string {
  return `/sitemap/${id}.xml`;
}

/** '3.xml' → 3; anything else → null. */
export function parseSitemapChunkFile(file: string): number | null {
  const match = /^(\d{1,6})\.xml$/.exec(file);
  return match ? Number(match[1]) : null;
}
