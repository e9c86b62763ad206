/**
 * @jest-environment node
 */
import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { NextRequest } from 'next/server';
import { canonicalSearchTerm, decodeSearchTerm, encodeSearchTerm, MAX_SEARCH_LENGTH } from '@/lib/domain/search-query';
import { config, proxy } from '@/proxy';

// Issue 30: the search page is cached once per search, so every other spelling of a search is redirected to its one
// canonical URL before anything is rendered, and a canonical one is rewritten to the cached page of its term and page.

const answer = (pathAndQuery: string) => proxy(new NextRequest(`http://shop.test${pathAndQuery}`));
const redirectTarget = (pathAndQuery: string) => {
  const response = answer(pathAndQuery);
  const location = response.headers.get('location');
  return location ? { status: response.status, to: location.replace('http://shop.test', '') } : null;
};
const rewrite = (pathAndQuery: string) => answer(pathAndQuery).headers.get('x-middleware-rewrite')?.replace('http://shop.test', '') ?? null;

test('a search spelt another way goes to the one spelling the search reads: trimmed, spaces collapsed, lower case', () => {
  expect(redirectTarget('/search?q=%20Red%20%20Velvet%20')).toEqual({ status: 308, to: '/search?q=red+velvet' });
  expect(redirectTarget('/search?q=CHOCOLATE&page=2')).toEqual({ status: 308, to: '/search?q=chocolate&page=2' });
  expect(redirectTarget('/search?q=%E0%A4%95%E0%A5%87%E0%A4%95%0A%09cake')).toEqual({ status: 308, to: '/search?q=%E0%A4%95%E0%A5%87%E0%A4%95+cake' });
});

test('page 1, bad page numbers, unknown and repeated parameters are dropped; utm tags kept, sorted', () => {
  expect(redirectTarget('/search?q=cake&page=1')).toEqual({ status: 308, to: '/search?q=cake' });
  for (const page of ['0', '-2', 'abc', '02', '1.5', '10001']) {
    expect(redirectTarget(`/search?q=cake&page=${page}`)).toEqual({ status: 308, to: '/search?q=cake' });
  }
  expect(redirectTarget('/search?page=3&q=cake')).toEqual({ status: 308, to: '/search?q=cake&page=3' });
  expect(redirectTarget('/search?q=cake&q=rose')).toEqual({ status: 308, to: '/search?q=cake' });
  expect(redirectTarget('/search?q=cake&sort=newest&utm_source=mail&utm_medium=x')).toEqual({
    status: 308,
    to: '/search?q=cake&utm_medium=x&utm_source=mail',
  });
  // Next's own parameter stays as it came.
  expect(redirectTarget('/search?q=Cake&_rsc=abc12')).toEqual({ status: 308, to: '/search?q=cake&_rsc=abc12' });
});

test('no term (empty, spaces, a NUL) is the empty search page', () => {
  for (const q of ['', '%20%20', 'a%00b']) expect(redirectTarget(`/search?q=${q}&page=2`)).toEqual({ status: 308, to: '/search' });
});

test('a canonical search, however it is escaped, is rewritten to the cached page of its term and page', () => {
  expect(redirectTarget('/search?q=red%20velvet')).toBeNull();
  expect(rewrite('/search?q=red%20velvet')).toBe(`/search/r/${encodeSearchTerm('red velvet')}/1`);
  expect(rewrite('/search?q=red+velvet&page=3&utm_source=mail&_rsc=abc12')).toBe(`/search/r/${encodeSearchTerm('red velvet')}/3?_rsc=abc12`);
  // Whatever is typed, the path is one plain segment: a slash or dots name no other page or file.
  expect(rewrite('/search?q=..%2F..%2Fetc%2Fpasswd')).toMatch(/^\/search\/r\/[A-Za-z0-9_-]+\/1$/);
});

test('a term too long to name a cache file is rendered per request, with its query', () => {
  const long = 'क'.repeat(90);
  const target = rewrite(`/search?q=${encodeURIComponent(long)}`);
  expect(target).toBe(`/search/uncached?q=${encodeURIComponent(long)}`);
});

test('only searches run the proxy; the empty search page is served as it is', () => {
  expect(unstable_doesMiddlewareMatch({ config, url: '/search?q=cake' })).toBe(true);
  expect(unstable_doesMiddlewareMatch({ config, url: '/search' })).toBe(false);
  expect(unstable_doesMiddlewareMatch({ config, url: '/search?utm_source=mail' })).toBe(false);
});

test('/products?q= goes straight to the canonical search', () => {
  expect(redirectTarget('/products?q=%20Black%20Forest')).toEqual({ status: 308, to: '/search?q=black+forest' });
});

test('the canonical term is a fixed point and survives the path codec', () => {
  const cases = ['Red Velvet', `${'a'.repeat(99)} b`, `${'a'.repeat(99)}😀`, 'केक', '50% off', ' '];
  for (const raw of cases) {
    const term = canonicalSearchTerm(raw);
    expect(canonicalSearchTerm(term)).toBe(term);
    expect(term.length).toBeLessThanOrEqual(MAX_SEARCH_LENGTH);
    if (term) expect(decodeSearchTerm(encodeSearchTerm(term))).toBe(term);
  }
  // A path proxy.ts would never make is no search.
  expect(decodeSearchTerm(encodeSearchTerm('Red Velvet'))).toBeNull();
  expect(decodeSearchTerm('a/b')).toBeNull();
  expect(decodeSearchTerm('_w')).toBeNull();
});
