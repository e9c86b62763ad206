import { isGuardedPath, loginHref, safeReferrer } from '@/lib/domain/referrer';

test('a same-site path (with its query) is where the visitor returns after login', () => {
  expect(safeReferrer('/profile/orders')).toBe('/profile/orders');
  expect(safeReferrer('/category/cakes?page=2&sort=newest')).toBe('/category/cakes?page=2&sort=newest');
  expect(safeReferrer('/product/black-forest#reviews')).toBe('/product/black-forest#reviews');
});

test('anything that could leave the shop falls back to the profile (no open redirect)', () => {
  for (const bad of [
    'https://evil.example/steal',
    '//evil.example/steal',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    '/%0d%0aSet-Cookie:x',
    '/\tx',
    ' //evil.example',
    'profile',
    '',
    null,
    undefined,
  ]) {
    const result = safeReferrer(bad);
    expect(result.startsWith('/')).toBe(true);
    expect(result.startsWith('//')).toBe(false);
    if (bad !== '/%0d%0aSet-Cookie:x') expect(result).toBe('/profile');
  }
});

test('the login and register pages are never a referrer (no loop back to login)', () => {
  expect(safeReferrer('/login?referrer=/profile')).toBe('/profile');
  expect(safeReferrer('/register')).toBe('/profile');
  expect(safeReferrer('/register', '/')).toBe('/');
});

test('/profile and its pages are guarded, except /profile/changepassword', () => {
  for (const path of ['/profile', '/profile/', '/profile/edit', '/profile/orders', '/profile/orders/view-order/12', '/profile/quizzes/addnew']) {
    expect(isGuardedPath(path)).toBe(true);
  }
  for (const path of ['/profile/changepassword', '/profile/changepassword/', '/', '/login', '/profiles', '/user/asha', '/cart']) {
    expect(isGuardedPath(path)).toBe(false);
  }
});

test('loginHref carries the page as an encoded referrer, and drops an unsafe one', () => {
  expect(loginHref('/profile/orders?page=2')).toBe('/login?referrer=%2Fprofile%2Forders%3Fpage%3D2');
  expect(loginHref('//evil.example')).toBe('/login');
  expect(loginHref(null)).toBe('/login');
});
