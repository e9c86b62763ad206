import robots from '@/app/robots';
import { GET as sitemapGET } from '@/app/sitemap.xml/route';
import { useTestDatabase } from '../support/database';

useTestDatabase();

beforeAll(() => {
  process.env.SITE_URL = 'https://upahar.example';
});

describe('robots.txt', () => {
  const rules = () => {
    const rule = robots().rules;
    if (Array.isArray(rule)) return rule[0];
    return rule;
  };

  it('lets crawlers in but keeps them off the cart, profile, API and search', () => {
    const rule = rules();
    expect(rule?.userAgent).toBe('*');
    expect(rule?.allow).toBe('/');
    expect(rule?.disallow).toEqual(expect.arrayContaining(['/cart', '/profile', '/api', '/search']));
  });

  /** Whether a robots.txt rule blocks a path, as Google reads the rules: a prefix match where '*' is any run of characters. */
  const blocks = (rule: string, path: string) => new RegExp(`^${rule.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*')}`).test(path);
  const blocked = (path: string) => [rules()?.disallow ?? []].flat().some((d) => blocks(d, path));

  it('keeps crawlers off filtered and sorted list URLs', () => {
    for (const path of ['/category/birthday-cakes?sort=price-asc', '/occasion/teej?color=red', '/category/cakes?page=2&brand=newa-bakes', '/products?minPrice=500']) {
      expect([path, blocked(path)]).toEqual([path, true]);
    }
  });

  it('lets crawlers follow pagination: page 2 onward of every list is open', () => {
    for (const path of ['/category/birthday-cakes?page=2', '/occasion/teej?page=3', '/store/thamel-cake-house/products?page=2', '/blogs?page=2', '/blogs/category/festivals?page=2', '/careers?page=2', '/quiz?category=cakes&page=2', '/donations?page=2']) {
      expect([path, blocked(path)]).toEqual([path, false]);
    }
  });

  it('points at an absolute sitemap URL that answers', async () => {
    expect(robots().sitemap).toBe('https://upahar.example/sitemap.xml');
    expect((await sitemapGET()).status).toBe(200);
  });
});
