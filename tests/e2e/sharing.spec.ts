import { expect, test, type APIRequestContext } from '@playwright/test';

// What a crawler and a link preview read from the production server (issue 23 §6): each page kind's own share card,
// drawn by the running server and answered as a 1200×630 PNG; store and job JSON-LD with full addresses; the shop's
// X account on every page. The cards' drawing itself is tested with the outside network refused in
// tests/api/seo/share-images.test.ts; here the built server draws them from its own font files.

const head = async (request: APIRequestContext, path: string) => {
  const response = await request.get(path, { headers: { accept: 'text/html' } });
  return { status: response.status(), html: await response.text() };
};

const meta = (html: string, key: string) =>
  new RegExp(`<meta\\b[^>]*(?:property|name)="${key}"[^>]*content="([^"]*)"`, 'i').exec(html)?.[1]?.replace(/&amp;/g, '&') ?? null;

const jsonLd = (html: string) =>
  [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);

test('store, occasion, quiz, career and FAQ pages share their own card, and the server draws it', async ({ request }) => {
  const quizzes = await (await request.get('/quiz')).text();
  const quiz = /href="(\/quiz\/[a-z0-9-]+)"/.exec(quizzes)![1]!;
  const careers = await (await request.get('/careers')).text();
  const career = /href="(\/career\/\d+)"/.exec(careers)![1]!;
  for (const path of ['/store/upahar-ghar-bakery', '/occasion/birthday', quiz, career, '/faq', '/product/classic-chocolate-cake']) {
    const { status, html } = await head(request, path);
    expect([path, status]).toEqual([path, 200]);
    const image = meta(html, 'og:image');
    // The page's own route (…/opengraph-image-<hash>?<hash>), not the site's card (/opengraph-image).
    expect([path, new URL(image!).pathname]).toEqual([path, expect.stringMatching(new RegExp(`^${path}/opengraph-image(-\\w+)?$`))]);
    expect(meta(html, 'twitter:image')).toBe(image);
    const card = await request.get(new URL(image!).pathname + new URL(image!).search);
    expect([path, card.status(), card.headers()['content-type']]).toEqual([path, 200, 'image/png']);
    const png = await card.body();
    expect([path, png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([path, 1200, 630]);
  }
});

test('a store page describes the store as a local business with its address and hours', async ({ request }) => {
  const { html } = await head(request, '/store/lakeside-bake-and-bloom');
  const store = jsonLd(html).find((item) => item['@type'] === 'Bakery');
  expect(store).toMatchObject({
    name: 'Lakeside Bake & Bloom',
    telephone: '+977-61-463752',
    address: { streetAddress: 'Baidam Road, Lakeside', addressLocality: 'Pokhara', addressRegion: 'Gandaki', postalCode: '33700', addressCountry: 'NP' },
    geo: { '@type': 'GeoCoordinates' },
    openingHoursSpecification: [expect.objectContaining({ opens: '07:00', closes: '21:00' })],
  });
});

test('a job posting names its town, province, postal code and country', async ({ request }) => {
  const careers = await (await request.get('/careers')).text();
  const career = /href="(\/career\/\d+)"/.exec(careers)![1]!;
  const posting = jsonLd((await head(request, career)).html).find((item) => item['@type'] === 'JobPosting');
  const places = [posting!.jobLocation].flat() as { address: Record<string, string> }[];
  expect(places.length).toBeGreaterThan(0);
  for (const place of places) {
    expect(place.address).toMatchObject({ addressLocality: expect.any(String), addressRegion: expect.any(String), postalCode: expect.stringMatching(/^\d{5}$/), addressCountry: 'NP' });
  }
});

test('every kind of page names the shop’s X account', async ({ request }) => {
  for (const path of ['/', '/product/classic-chocolate-cake', '/careers?page=1', '/login', '/no-such-page', '/contest/tihar-rangoli-cake-2026']) {
    const { html } = await head(request, path);
    expect([path, meta(html, 'twitter:site')]).toEqual([path, '@upahargharnp']);
  }
});
