import { absoluteUrl, pageMetadata, pageTitle, siteUrl, truncateText } from '@/lib/seo/metadata';
import { metadata as rootMetadata } from '@/app/layout';

const ORIGINAL = process.env.SITE_URL;
afterEach(() => {
  if (ORIGINAL === undefined) delete process.env.SITE_URL;
  else process.env.SITE_URL = ORIGINAL;
});

describe('siteUrl / absoluteUrl', () => {
  it('defaults to localhost and strips a trailing slash from SITE_URL', () => {
    delete process.env.SITE_URL;
    expect(siteUrl()).toBe('http://localhost:3000');
    process.env.SITE_URL = 'https://upahar.example/';
    expect(siteUrl()).toBe('https://upahar.example');
    expect(absoluteUrl('/product/red-velvet')).toBe('https://upahar.example/product/red-velvet');
    expect(absoluteUrl('category/cakes')).toBe('https://upahar.example/category/cakes');
    expect(absoluteUrl('/')).toBe('https://upahar.example/');
    expect(absoluteUrl('https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
  });
});

describe('titles and descriptions', () => {
  it('adds the shop suffix when it fits in 60 characters', () => {
    expect(pageTitle('Red Velvet Cake')).toBe('Red Velvet Cake | Upahar Ghar');
  });

  it('drops the suffix and cuts at a word boundary when too long', () => {
    const long = 'Chocolate Truffle Birthday Cake with Fresh Strawberries and Ferrero Rocher Topping';
    const title = pageTitle(long);
    expect(title.length).toBeLessThanOrEqual(60);
    expect(title).toBe('Chocolate Truffle Birthday Cake with Fresh Strawberries and…');
    expect(title).not.toContain('Upahar Ghar');
  });

  it('keeps a title that fits alone but not with the suffix, without the suffix', () => {
    const fifty = 'Anniversary Cakes Delivered Same Day in Kathmandu!'; // 50 chars
    expect(pageTitle(fifty)).toBe(fifty);
  });

  it('cuts descriptions to 155 characters', () => {
    const text = 'Fresh cakes and gifts delivered across Kathmandu, Lalitpur and Bhaktapur. '.repeat(4);
    const out = truncateText(text, 155);
    expect(out.length).toBeLessThanOrEqual(155);
    expect(out.endsWith('…')).toBe(true);
    expect(text.startsWith(out.slice(0, -1))).toBe(true);
  });
});

describe('pageMetadata', () => {
  it('builds canonical, Open Graph and Twitter cards with absolute URLs', () => {
    process.env.SITE_URL = 'https://upahar.example';
    const meta = pageMetadata({ title: 'All cakes', description: 'Every cake we bake.', path: '/products' });
    expect(meta.title).toEqual({ absolute: 'All cakes | Upahar Ghar' });
    expect(meta.description).toBe('Every cake we bake.');
    expect(meta.alternates?.canonical).toBe('https://upahar.example/products');
    expect(meta.openGraph).toMatchObject({
      title: 'All cakes | Upahar Ghar',
      url: 'https://upahar.example/products',
      siteName: 'Upahar Ghar',
      locale: 'en_NP',
      images: [{ url: 'https://upahar.example/opengraph-image', width: 1200, height: 630 }],
    });
    expect(meta.twitter).toMatchObject({ card: 'summary_large_image', site: '@upahargharnp', title: 'All cakes | Upahar Ghar' });
    expect(meta.robots).toBeUndefined();
  });

  it('leaves the image to the route on product and category pages', () => {
    const meta = pageMetadata({ title: 'Black Forest', description: 'd', path: '/product/black-forest' });
    expect(meta.openGraph).not.toHaveProperty('images');
    const explicit = pageMetadata({ title: 'x', description: 'd', path: '/product/p', image: '/media/p.png' });
    expect(explicit.openGraph).toHaveProperty('images', [expect.objectContaining({ url: 'http://localhost:3000/media/p.png' })]);
  });

  it('leaves the image to the route on the pages that draw their own card: stores, occasions, quizzes, careers, the FAQ', () => {
    for (const path of ['/store/thamel-cake-house', '/occasion/teej?page=2', '/quiz/tihar-lights', '/career/4', '/faq']) {
      expect([path, pageMetadata({ title: 'x', description: 'd', path }).openGraph]).toEqual([path, expect.not.objectContaining({ images: expect.anything() })]);
    }
    // A page under them without a card of its own keeps the site's card.
    const list = pageMetadata({ title: 'x', description: 'd', path: '/store/thamel-cake-house/products' });
    expect(list.openGraph).toHaveProperty('images', [expect.objectContaining({ url: expect.stringMatching(/\/opengraph-image$/) })]);
  });

  it('names the shop’s X account on every page (twitter:site), in the root layout too', () => {
    expect(pageMetadata({ title: 'x', description: 'd', path: '/cart', noindex: true }).twitter).toMatchObject({ site: '@upahargharnp' });
    expect(rootMetadata.twitter).toMatchObject({ site: '@upahargharnp' });
  });

  it('marks a page noindex when asked', () => {
    const meta = pageMetadata({ title: 'Cart', description: 'Your cart', path: '/cart', noindex: true });
    expect(meta.robots).toEqual({ index: false, follow: true });
  });
});
