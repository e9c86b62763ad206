import { prefetchFor } from '@/components/layout/prefetch';

test('links to pages this shop serves keep the default prefetch', () => {
  for (const href of ['/', '/search?q=cake', '/category/cakes', '/categories', '/products?brand=newa-bakes', '/product/black-forest', '/store/patan-sweet-oven', '/occasion/dashain', '/find-cakes', '/login', '/register?x=1', '/reset-password', '/verify/email', '/profile', '/profile/edit', '/aboutus', '/faq#delivery', '/careers', '/career/3', '/sell-at-ug', '/be-a-seller', '/profile/applications']) {
    expect(prefetchFor(href)).toBeUndefined();
  }
});

test('links to pages not built yet are never prefetched (their prefetch would 404 in the console)', () => {
  for (const href of ['/campaign/winter-cake-festival', '/blogs', '/careerss', '/career/abc', '/profile/connections', '/cart', '/roulette/test-your-luck', '/sell-at-ug-now', '/storefront']) {
    expect(prefetchFor(href)).toBe(false);
  }
});
