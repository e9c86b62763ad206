/**
 * @jest-environment node
 */
import { NextRequest } from 'next/server';
import { proxy } from '@/proxy';
import { PATH_HEADER } from '@/lib/domain/referrer';

const request = (url: string, cookie?: string) =>
  new NextRequest(`http://shop.test${url}`, cookie ? { headers: { cookie } } : undefined);

test('a profile page without the session cookie goes to login with the page (and its query) as referrer', () => {
  const response = proxy(request('/profile/orders?page=2'));
  expect(response.status).toBe(307);
  expect(response.headers.get('location')).toBe('http://shop.test/login?referrer=%2Fprofile%2Forders%3Fpage%3D2');
});

test('/profile itself is guarded too', () => {
  expect(proxy(request('/profile')).headers.get('location')).toBe('http://shop.test/login?referrer=%2Fprofile');
});

test("Next's _rsc parameter never ends up in the referrer", () => {
  expect(proxy(request('/profile/edit?_rsc=abc12')).headers.get('location')).toBe('http://shop.test/login?referrer=%2Fprofile%2Fedit');
});

test('with the cookie the page is served, and learns its own path for the server-side check', () => {
  const response = proxy(request('/profile/edit?tab=photo', 'ug_session=some-token'));
  expect(response.status).toBe(200);
  expect(response.headers.get('location')).toBeNull();
  // NextResponse.next({ request: { headers } }) forwards overridden request headers as x-middleware-request-*.
  expect(response.headers.get(`x-middleware-request-${PATH_HEADER}`)).toBe('/profile/edit?tab=photo');
});

test('/profile/changepassword is not guarded by the proxy (the page handles logged-out visitors)', () => {
  const response = proxy(request('/profile/changepassword'));
  expect(response.headers.get('location')).toBeNull();
});

test('the existing redirects still work', () => {
  const response = proxy(request('/cakes'));
  expect(response.status).toBe(308);
  expect(response.headers.get('location')).toBe('http://shop.test/category/cakes');
});
