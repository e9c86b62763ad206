import { GET } from '@/app/media/[...path]/route';
import { callRoute } from '../support/call-route';

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
