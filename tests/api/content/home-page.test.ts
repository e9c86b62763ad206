import { GET as homePage } from '@/app/api/V2/home-page/route';
import { GET as testimonials } from '@/app/api/V2/testimonials/route';
import { callRoute } from '../support/call-route';
import { useTestDatabase } from '../support/database';

useTestDatabase();

test('GET home-page answers every home section under data.data', async () => {
  const { status, body } = await callRoute(homePage, { url: '/api/V2/home-page' });
  expect(status).toBe(200);
  const home = body.data.data;
  for (const section of ['offers', 'banners', 'stores', 'trending', 'testimonials', 'recommended', 'brands', 'loadedCategories']) {
    expect({ section, length: home[section].length }).toEqual({ section, length: expect.any(Number) });
    expect(home[section].length).toBeGreaterThan(0);
  }
  expect(home.meta).toEqual({ title: expect.any(String), description: expect.any(String) });

  // Product strips carry cards a page can render straight away: integer paisa prices and real product links.
  for (const card of [...home.trending, ...home.recommended]) {
    expect(Number.isInteger(card.sellingPrice)).toBe(true);
    expect(card.url).toMatch(/^\/product\//);
  }
  // Each featured category comes with products of that category (or its sub-categories).
  for (const section of home.loadedCategories) {
    expect(section.category).toEqual(expect.objectContaining({ slug: expect.any(String), name: expect.any(String), title: expect.any(String) }));
    expect(section.products.length).toBeGreaterThan(0);
    expect(section.products.length).toBeLessThanOrEqual(8);
  }
  for (const offer of home.offers) expect(offer.link).toMatch(/^\//);
});

test('GET testimonials lists customer words with name, location and rating', async () => {
  const { status, body } = await callRoute(testimonials, { url: '/api/V2/testimonials' });
  expect(status).toBe(200);
  expect(body.data.testimonials.length).toBeGreaterThanOrEqual(8);
  for (const t of body.data.testimonials) {
    expect(t).toEqual(expect.objectContaining({ name: expect.any(String), location: expect.any(String), message: expect.any(String) }));
    expect(t.rating).toBeGreaterThanOrEqual(1);
    expect(t.rating).toBeLessThanOrEqual(5);
  }
});
