import { GET } from '@/app/media/[...path]/route';
import { drawingsSettled } from '@/lib/server/media/raster';
import { callRoute } from '../support/call-route';

// The drawer runs at the lowest CPU priority (lib/server/media/raster-drawer.mjs): beside the other test workers it
// would take minutes to draw what these tests wait for. They test what is drawn, so it draws at normal priority here.
process.env.RASTER_NICENESS = '0';

describe('GET /media/…', () => {
  it('serves generated SVG art with long-lived caching', async () => {
    const res = await callRoute(GET, { url: '/media/cake/round-2-5a3421-f3e0c8-3b2418-drip-candles-0-7-0.svg' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.body).toMatch(/^<svg [^>]*width="800" height="800"/);
  });

  it('decodes the text of banners', async () => {
    const res = await callRoute(GET, { url: '/media/banner/card-cake-brand/Fresh%20cakes~Every%20day.svg' });
    expect(res.status).toBe(200);
    expect(res.body).toContain('Fresh cakes');
  });

  it.each(['/media/nothing-here.svg', '/media/cake/round.svg', '/media/banner/card-cake-brand/%E0%A4.svg'])('answers 404 for %s', async (url) => {
    const res = await callRoute(GET, { url });
    expect(res.status).toBe(404);
  });
});

describe('GET /media/….w<width>.webp (raster copies of the art)', () => {
  const banner = '/media/banner/hero-trophy-saffron/Tihar%20Rangoli~Draw%20a%20cake';
  const get = (url: string) => GET(new Request(`http://localhost${url}`));
  /** The first ask is sent to the SVG at once while the copy is drawn; the next ask, once it is drawn, gets it. */
  const drawn = async (url: string) => {
    const first = await get(url);
    expect(first.status).toBe(307);
    expect(first.headers.get('location')).toBe(url.replace(/\.w\d+\.webp$/, '.svg'));
    await drawingsSettled();
    return get(url);
  };

  it('draws the art as WebP at the width asked, 1600×600 art at 828 × 311, cached for a year', async () => {
    const res = await drawn(`${banner}.w828.webp`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const { default: sharp } = await import('sharp');
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 828, height: 311 });
  });

  it('draws a product picture for a card at 320 px, the same bytes for a second ask', async () => {
    const url = '/media/cake/round-2-5a3421-f3e0c8-3b2418-drip-candles-0-7-0.w320.webp';
    const first = Buffer.from(await (await drawn(url)).arrayBuffer());
    const second = Buffer.from(await (await get(url)).arrayBuffer());
    const { default: sharp } = await import('sharp');
    expect(await sharp(first).metadata()).toMatchObject({ width: 320, height: 320 });
    expect(second.equals(first)).toBe(true);
  });

  // Drawing is CPU, and no request waits for it: however many distinct pictures are asked for at once, every ask is
  // answered at once with the SVG (the same picture), one copy is drawn at a time and at most 32 wait to be; the rest
  // are drawn when asked for again.
  it('answers 60 distinct first asks at once with the SVG, and draws only what its queue holds', async () => {
    const urls = Array.from({ length: 60 }, (_, i) => `/media/cake/round-2-5a34${i.toString(16).padStart(2, '0')}-f3e0c8-3b2418-drip-candles-0-7-0.w160.webp`);
    const answers = await Promise.all(urls.map((url) => get(url)));
    for (const res of answers) {
      expect(res.status).toBe(307);
      expect(res.headers.get('location')).toMatch(/^\/media\/cake\/round-2-5a34[0-9a-f]{2}-f3e0c8-3b2418-drip-candles-0-7-0\.svg$/);
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
    await drawingsSettled();
    const again = await Promise.all(urls.map((url) => get(url)));
    const kept = again.filter((res) => res.status === 200);
    expect(kept).toHaveLength(33); // the one drawn at once and the 32 queued behind it
    for (const res of kept) expect(res.headers.get('content-type')).toBe('image/webp');
    await drawingsSettled(); // the 27 asked for again are being drawn now
  });

  // Only the listed widths: any width would let a crawler fill the server's memory with copies of one picture.
  it.each([
    ['an unlisted width', `${banner}.w700.webp`],
    ['a width past the list', `${banner}.w3200.webp`],
    ['art that does not exist', '/media/banner/hero-nothing-saffron/x.w828.webp'],
  ])('answers 404 for %s', async (_, url) => {
    expect((await get(url)).status).toBe(404);
  });
});
