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

  it('keeps crawlers off filtered and sorted list URLs', () => {
    expect(rules()?.disallow).toEqual(
      expect.arrayContaining(['/*?*sort=', '/*?*brand=', '/*?*color=', '/*?*size=', '/*?*tags=', '/*?*minPrice=', '/*?*maxPrice=', '/*?*page=']),
    );
  });

  it('points at an absolute sitemap URL that answers', async () => {
    expect(robots().sitemap).toBe('https://upahar.example/sitemap.xml');
    expect((await sitemapGET()).status).toBe(200);
  });
});
