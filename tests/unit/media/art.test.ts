import { encodeArt } from '@/lib/server/media/art-spec';
import { cakeArt } from '@/lib/server/media/cake';
import { renderMediaPath } from '@/lib/server/media/registry';
import { bannerPath, mediaPath } from '@/lib/server/media/urls';

const segments = (path: string) => path.replace(/^\/media\//, '').split('/').map(decodeURIComponent);
const render = (path: string) => renderMediaPath(segments(path));

function rootSize(svg: string): { width: number; height: number } {
  const root = /^<svg [^>]*>/.exec(svg)?.[0] ?? '';
  return { width: Number(/ width="(\d+)"/.exec(root)?.[1]), height: Number(/ height="(\d+)"/.exec(root)?.[1]) };
}

const cake = {
  shape: 'round', tiers: 2, sponge: '5a3421', cream: 'f3e0c8', accent: '3b2418', decor: 'drip', topper: 'candles', num: 0, seed: 7, view: 0,
};

describe('generated art', () => {
  it('draws the same SVG for the same path every time', () => {
    const path = mediaPath('cake', cake);
    expect(render(path)).toBe(render(path));
  });

  it('returns a valid SVG document with its size and an accessible title', () => {
    const svg = render(mediaPath('cake', cake))!;
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg.endsWith('</svg>')).toBe(true);
    expect(rootSize(svg)).toEqual({ width: 800, height: 800 });
    expect(svg).toMatch(/<title id="t">[^<]+<\/title>/);
    const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  });

  it('draws different pictures for different variants', () => {
    const a = render(mediaPath('cake', cake));
    const b = render(mediaPath('cake', { ...cake, shape: 'heart' }));
    const c = render(mediaPath('cake', { ...cake, sponge: 'a3182e' }));
    const d = render(mediaPath('bouquet', { style: 'wrap', flower: 'rose', color: 'd7263d', wrap: 'f7e1d7', ribbon: 'ffffff', count: 12, seed: 1, view: 0 }));
    expect(new Set([a, b, c, d]).size).toBe(4);
  });

  it('sizes banners by their placement and draws the title text, escaped', () => {
    const hero = render(bannerPath('hero', 'cake', 'brand', 'Cakes & roses', 'Delivered <today>'))!;
    expect(rootSize(hero)).toEqual({ width: 1600, height: 600 });
    expect(hero).toContain('Cakes &amp; roses');
    expect(hero).toContain('Delivered &lt;today&gt;');
    expect(rootSize(render(bannerPath('card', 'gift', 'saffron', 'Offer'))!)).toEqual({ width: 800, height: 500 });
  });

  it('serves category tiles by file name, including categories added later', () => {
    expect(rootSize(render('/media/categories/cakes.svg')!)).toEqual({ width: 400, height: 400 });
    expect(render('/media/categories/new-year-gifts.svg')).not.toBeNull();
    expect(render('/media/categories/../etc.svg')).toBeNull();
  });

  it.each([
    '/media/unknown/x.svg',
    '/media/cake/round-2-5a3421.svg',
    '/media/cake/oval-2-5a3421-f3e0c8-3b2418-drip-candles-0-7-0.svg',
    '/media/cake/round-9-5a3421-f3e0c8-3b2418-drip-candles-0-7-0.svg',
    '/media/cake/round-2-zzzzzz-f3e0c8-3b2418-drip-candles-0-7-0.svg',
    '/media/cake/round-2-5a3421-f3e0c8-3b2418-drip-candles-0-7-0.png',
    '/media/banner/hero-cake-brand.svg',
  ])('refuses %s', (path) => {
    expect(render(path)).toBeNull();
  });

  it('refuses to build a path the generator could not draw', () => {
    expect(() => encodeArt(cakeArt, { ...cake, decor: 'glitter' })).toThrow(/decor/);
    expect(() => encodeArt(cakeArt, { ...cake, sponge: '#12' })).toThrow(/sponge/);
  });
});
