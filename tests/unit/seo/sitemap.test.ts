import {
  MAX_URLS_PER_SITEMAP,
  needsSitemapIndex,
  parseSitemapChunkFile,
  sitemapIndexXml,
  sliceSources,
  splitSitemap,
  urlsetXml,
} from '@/lib/seo/sitemap';
import { ogPrice } from '@/lib/seo/og';

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

describe('ogPrice', () => {
  it('writes रू with the exact figure for social cards, in lakh above 1,00,000 as on every page (SPEC §9)', () => {
    expect(ogPrice(355000)).toBe('रू 3,550');
    expect(ogPrice(1_25_000_00)).toBe('रू 1.25 lakh');
    expect(ogPrice(2_15_350_00)).toBe('रू 2.1535 lakh');
  });
});
