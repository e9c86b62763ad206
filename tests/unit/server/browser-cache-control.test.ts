import { browserCaching } from '@/lib/server/front/browser-cache-control';

describe('browserCaching: what a browser may keep of an answer written for shared caches', () => {
  it("drops stale-while-revalidate from a cached page's header and hands the whole of it to a CDN", () => {
    // What Next sends for a page (and its RSC payload) served from its page cache.
    expect(browserCaching('s-maxage=600, stale-while-revalidate=31535400')).toEqual({
      cacheControl: 's-maxage=600',
      cdnCacheControl: 's-maxage=600, stale-while-revalidate=31535400',
    });
  });

  it('does the same for public JSON, whatever the spacing and case', () => {
    expect(browserCaching('public,S-MAXAGE=300,  Stale-While-Revalidate=3600')).toEqual({
      cacheControl: 'public, S-MAXAGE=300',
      cdnCacheControl: 'public,S-MAXAGE=300,  Stale-While-Revalidate=3600',
    });
  });

  it.each([
    'public, max-age=31536000, immutable', // static files and generated art: the browser may keep them
    'public, max-age=60, s-maxage=300, stale-while-revalidate=3600', // a browser max-age is the answer's own choice
    'private, no-store', // a shopper's own data
    'public, s-maxage=300', // nothing stale to serve
    'no-cache',
  ])('leaves %s as it is', (value) => {
    expect(browserCaching(value)).toEqual({ cacheControl: value, cdnCacheControl: null });
  });
});
