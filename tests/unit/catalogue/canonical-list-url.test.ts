/**
 * @jest-environment node
 */
import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { NextRequest } from 'next/server';
import { config, proxy } from '@/proxy';

// Issue 30: a filtered list is cached once per filter combination, so every other spelling of a combination is
// redirected to its one canonical URL before anything is rendered or cached. What a shopper (or a crawler) sees: the
// address bar lands on the canonical URL, and only canonical URLs reach the cached page.

const answer = (pathAndQuery: string) => proxy(new NextRequest(`http://shop.test${pathAndQuery}`));
const redirectTarget = (pathAndQuery: string) => {
  const response = answer(pathAndQuery);
  const location = response.headers.get('location');
  return location ? { status: response.status, to: location.replace('http://shop.test', '') } : null;
};

test('price bounds off the slider steps go to the nearest steps that keep every product asked for', () => {
  expect(redirectTarget('/category/cakes?minPrice=8&maxPrice=5001')).toEqual({ status: 308, to: '/category/cakes?maxPrice=5050' });
  expect(redirectTarget('/category/cakes?minPrice=1075&maxPrice=2000')).toEqual({ status: 308, to: '/category/cakes?maxPrice=2000&minPrice=1050' });
});

test('4,004 one-rupee-apart price filters collapse to about 160 canonical lists', () => {
  const targets = new Set<string>();
  for (let i = 0; i < 4004; i++) {
    const url = `/category/cakes?minPrice=${8 + i}&maxPrice=${5001 + i}`;
    targets.add(redirectTarget(url)?.to ?? url);
  }
  // Each bound moves to its next step every 50 rupees: about 2 × 4,004 / 50 distinct pairs.
  expect(targets.size).toBeLessThanOrEqual((2 * 4004) / 50 + 2);
});

test('parameters in another order, defaults, empty and unknown parameters are dropped by one redirect', () => {
  expect(redirectTarget('/category/cakes?sort=newest&brand=b,a')).toEqual({ status: 308, to: '/category/cakes?brand=a%2Cb&sort=newest' });
  expect(redirectTarget('/products?page=1&sort=popular')).toEqual({ status: 308, to: '/products' });
  expect(redirectTarget('/occasion/birthday?minPrice=&page=2&foo=bar')).toEqual({ status: 308, to: '/occasion/birthday?page=2' });
  expect(redirectTarget('/store/upahar-bakery/products?brand=a&brand=b&size=')).toEqual({ status: 308, to: '/store/upahar-bakery/products?brand=a%2Cb' });
  // The urgent list only pages: any other filter is dropped.
  expect(redirectTarget('/products/urgent?page=2&sort=newest')).toEqual({ status: 308, to: '/products/urgent?page=2' });
});

test('utm tags stay on the redirect (after the filters) and never reach the cached page', () => {
  expect(redirectTarget('/category/cakes?utm_source=mail&page=1')).toEqual({ status: 308, to: '/category/cakes?utm_source=mail' });
  const canonical = answer('/category/cakes?page=2&utm_source=mail');
  expect(canonical.headers.get('location')).toBeNull();
  expect(canonical.headers.get('x-middleware-rewrite')).toBe('http://shop.test/category/cakes/q/page%3D2');
});

test('a canonical list URL is served from its cached page, however its values were encoded', () => {
  for (const url of ['/category/cakes?brand=a%2Cb&sort=newest', '/category/cakes?brand=a,b&sort=newest', '/category/cakes?maxPrice=2000&minPrice=1050']) {
    const response = answer(url);
    expect(response.headers.get('location')).toBeNull();
    expect(response.headers.get('x-middleware-rewrite')).toContain('/category/cakes/q/');
  }
});

test("Next's _rsc parameter is kept on a redirect and ignored when comparing", () => {
  expect(redirectTarget('/category/cakes?page=1&_rsc=abc12')).toEqual({ status: 308, to: '/category/cakes?_rsc=abc12' });
  expect(answer('/category/cakes?page=2&_rsc=abc12').headers.get('location')).toBeNull();
});

test('/products?q= is a search: it goes to the search page (with its page), not the whole product list', () => {
  expect(unstable_doesMiddlewareMatch({ config, url: '/products?q=cake&page=20' })).toBe(true);
  expect(redirectTarget('/products?q=cake&page=20')).toEqual({ status: 308, to: '/search?q=cake&page=20' });
  expect(redirectTarget('/products?q=black%20forest')).toEqual({ status: 308, to: '/search?q=black+forest' });
  // An empty q is no search: dropped like any empty parameter.
  expect(redirectTarget('/products?q=&sort=newest')).toEqual({ status: 308, to: '/products?sort=newest' });
});
