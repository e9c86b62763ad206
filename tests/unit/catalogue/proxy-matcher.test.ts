/**
 * @jest-environment node
 */
import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { NextRequest } from 'next/server';
import { FILTER_PARAM_KEYS } from '@/lib/domain/filters';
import { config, proxy } from '@/proxy';

// proxy.ts only runs where it has work to do (a cached page skips Next's proxy machinery entirely). These pin down
// both halves: it still runs for everything it handles, and product lists without a filter query never reach it.

const runs = (url: string) => unstable_doesMiddlewareMatch({ config, url });

const LIST_PATHS = ['/category/cakes', '/occasion/birthday', '/products', '/products/urgent', '/store/upahar-bakery/products'];

test.each(LIST_PATHS)('a list with a filter in its query (%s?page=2) is rewritten by the proxy', (path) => {
  expect(runs(`${path}?page=2`)).toBe(true);
  expect(proxy(new NextRequest(`http://shop.test${path}?page=2`)).headers.get('x-middleware-rewrite')).toContain('/q/');
});

test.each(FILTER_PARAM_KEYS)('every filter key (%s) sends a list through the proxy', (key) => {
  expect(runs(`/category/cakes?${key}=1`)).toBe(true);
});

test.each(LIST_PATHS)('the clean list %s (and one with only unrelated parameters) does not run the proxy', (path) => {
  expect(runs(path)).toBe(false);
  expect(runs(`${path}?utm_source=newsletter&_rsc=abc12`)).toBe(false);
  // …which changes nothing: the proxy would have let these through untouched.
  expect(proxy(new NextRequest(`http://shop.test${path}?utm_source=newsletter`)).headers.get('x-middleware-rewrite')).toBeNull();
});

test('the redirects, searches and the profile guard still run the proxy', () => {
  for (const path of ['/cakes', '/urgent-cakes', '/search?q=cake', '/profile', '/profile/orders', '/profile/changepassword']) {
    expect(runs(path)).toBe(true);
  }
});

test('pages with nothing for the proxy to do skip it', () => {
  for (const path of ['/', '/product/black-forest-cake', '/categories', '/category/cakes/q/page%3D2', '/robots.txt', '/api/V2/category/cakes?page=2', '/cakes-and-more', '/searches', '/profiles', '/search', '/search/r/Y2FrZQ/1']) {
    expect(runs(path)).toBe(false);
  }
});
