import {
  campaignLastModified,
  MAX_URLS_PER_SITEMAP,
  needsSitemapIndex,
  notAfter,
  parseSitemapChunkFile,
  sitemapIndexXml,
  sliceSources,
  splitSitemap,
  urlsetXml,
} from '@/lib/seo/sitemap';

beforeAll(() => {
  process.env.SITE_URL = 'https://upahar.example';
});

describe('splitting the sitemap', () => {
  it('uses one file up to 50,000 URLs', () => {
    expect(MAX_URLS_PER_SITEMAP).toBe(50_000);
    expect(splitSitemap(327)).toEqual([{ id: 0, offset: 0, limit: 327 }]);
    expect(splitSitemap(50_000)).toEqual([{ id: 0, offset: 0, limit: 50_000 }]);
    expect(needsSitemapIndex(50_000)).toBe(false);
    expect(splitSitemap(0)).toEqual([{ id: 0, offset: 0, limit: 0 }]);
  });

  it('splits into files of at most 50,000 past that', () => {
    expect(needsSitemapIndex(50_001)).toBe(true);
    expect(splitSitemap(50_001)).toEqual([
      { id: 0, offset: 0, limit: 50_000 },
      { id: 1, offset: 50_000, limit: 1 },
    ]);
    const chunks = splitSitemap(123_456);
    expect(chunks.map((c) => c.limit)).toEqual([50_000, 50_000, 23_456]);
    expect(chunks.reduce((n, c) => n + c.limit, 0)).toBe(123_456);
  });

  it('maps a file onto the sources laid end to end', () => {
    const counts = [
      { source: 'static', count: 5 },
      { source: 'categories', count: 20 },
      { source: 'products', count: 100 },
    ];
    expect(sliceSources(counts, 0, 10)).toEqual([
      { source: 'static', offset: 0, limit: 5 },
      { source: 'categories', offset: 0, limit: 5 },
    ]);
    expect(sliceSources(counts, 20, 50)).toEqual([
      { source: 'categories', offset: 15, limit: 5 },
      { source: 'products', offset: 0, limit: 45 },
    ]);
    expect(sliceSources(counts, 120, 50)).toEqual([{ source: 'products', offset: 95, limit: 5 }]);
    expect(sliceSources(counts, 500, 50)).toEqual([]);
  });

  it('reads chunk file names strictly', () => {
    expect(parseSitemapChunkFile('0.xml')).toBe(0);
    expect(parseSitemapChunkFile('12.xml')).toBe(12);
    expect(parseSitemapChunkFile('x.xml')).toBeNull();
    expect(parseSitemapChunkFile('1.xml.gz')).toBeNull();
  });
});

describe('sitemap XML', () => {
  it('writes absolute, escaped URLs with lastmod', () => {
    const xml = urlsetXml([
      { path: '/product/cake-&-roses', lastModified: '2025-01-10T00:00:00.000Z', changeFrequency: 'weekly', priority: 0.7 },
    ]);
    expect(xml).toContain(
      '<url><loc>https://upahar.example/product/cake-&amp;-roses</loc><lastmod>2025-01-10T00:00:00.000Z</lastmod><changefreq>weekly</changefreq><priority>0.7</priority></url>',
    );
  });

  it('writes an index of files', () => {
    const xml = sitemapIndexXml([{ path: '/sitemap/0.xml', lastModified: '2025-01-10T00:00:00.000Z' }]);
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain('<sitemap><loc>https://upahar.example/sitemap/0.xml</loc>');
  });
});

describe('lastmod dates', () => {
  const now = new Date('2026-03-10T06:00:00.000Z');
  const fallback = '2026-03-01T00:00:00.000Z';

  it('never dates a page after now', () => {
    expect(notAfter('2026-03-11T00:00:00.000Z', now)).toBe(now.toISOString());
    expect(notAfter('2026-03-09T00:00:00.000Z', now)).toBe('2026-03-09T00:00:00.000Z');
  });

  it('dates a campaign page by its start once it started, its end once it ended, and by the catalogue before it starts', () => {
    const starts = new Date('2026-03-05T00:00:00.000Z');
    const ends = new Date('2026-03-20T00:00:00.000Z');
    expect(campaignLastModified(starts, ends, now, fallback)).toBe(starts.toISOString());
    expect(campaignLastModified(starts, new Date('2026-03-08T00:00:00.000Z'), now, fallback)).toBe('2026-03-08T00:00:00.000Z');
    expect(campaignLastModified(new Date('2026-04-01T00:00:00.000Z'), new Date('2026-04-10T00:00:00.000Z'), now, fallback)).toBe(fallback);
    // Even a catalogue date ahead of the clock is not used as is.
    expect(campaignLastModified(new Date('2026-04-01T00:00:00.000Z'), new Date('2026-04-10T00:00:00.000Z'), now, '2026-05-01T00:00:00.000Z')).toBe(now.toISOString());
  });
});
