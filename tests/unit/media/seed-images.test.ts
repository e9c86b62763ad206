import { buildCatalogue } from '@/lib/server/db/seed/catalogue/build';
import { buildContent } from '@/lib/server/db/seed/data/content';
import { renderMediaPath } from '@/lib/server/media/registry';

// Every image the seed stores must be drawable, at the size stored with it, so no page shows a broken image.

const render = (path: string) => renderMediaPath(path.replace(/^\/media\//, '').split('/').map(decodeURIComponent));

describe('seeded images', () => {
  const catalogue = buildCatalogue();
  const content = buildContent();

  it('builds the same catalogue on every run', () => {
    expect(JSON.stringify(buildCatalogue().products)).toBe(JSON.stringify(catalogue.products));
  });

  it('draws every product image at the width and height stored with it', () => {
    const images = catalogue.products.flatMap((p) => p.images ?? []);
    expect(images.length).toBeGreaterThan(catalogue.products.length);
    for (const image of images) {
      const svg = render(image.src);
      expect(svg).not.toBeNull();
      expect(svg).toContain(`width="${image.width}" height="${image.height}"`);
    }
  });

  it('draws every logo, banner, tile and icon the content tables point at', () => {
    const paths = [
      ...catalogue.stores.flatMap((s) => [s.logo, s.banner]),
      ...catalogue.brands.map((b) => b.logo),
      ...catalogue.occasions.map((o) => o.image),
      ...catalogue.accessories.map((a) => a.image),
      ...catalogue.shapes.map((s) => s.image),
      ...catalogue.categories.map((c) => `/media/categories/${c.imageFileName}`),
      ...content.offers.map((o) => o.image),
      ...content.banners.map((b) => b.image),
      ...content.testimonials.map((t) => t.avatar),
      ...content.campaigns.map((c) => c.icon),
      ...content.errorPageLinks.map((l) => l.image),
    ];
    for (const path of paths) expect([path, render(path) === null]).toEqual([path, false]);
  });
});
