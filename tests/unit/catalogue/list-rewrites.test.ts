import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match';
import { matchHas } from 'next/dist/shared/lib/router/utils/prepare-destination';
import { FILTER_PARAM_KEYS } from '@/lib/domain/filters';
import { LIST_PAGE_PATTERN, listPageNumber } from '@/lib/domain/list-pages';
import { LIST_PAGE, listRewrites } from '@/lib/domain/list-rewrites.mjs';

// Issue 30: the lists with ?page are cached per page through next.config.mjs rewrites (lib/domain/list-rewrites.mjs).
// Each URL is run through the rules with Next's own matchers, first match wins, as the server does.

type Rule = { source: string; destination: string; has?: Parameters<typeof matchHas>[2]; missing?: Parameters<typeof matchHas>[3] };

/** Where Next serves `url` from: the first rule's destination, or the URL's own path when none applies. */
function served(url: string): string {
  const { pathname, searchParams } = new URL(url, 'http://shop.test');
  const query = Object.fromEntries(searchParams);
  for (const rule of listRewrites as Rule[]) {
    const params = getPathMatch(rule.source)(pathname);
    if (!params) continue;
    const found = matchHas({ headers: {}, cookies: {} } as never, query, rule.has, rule.missing);
    if (!found) continue;
    const values: Record<string, string> = { ...(params as Record<string, string>), ...(found as Record<string, string>) };
    return rule.destination.replace(/:(\w+)/g, (_, key: string) => values[key]!);
  }
  return pathname;
}

describe('lists with ?page, cached per page', () => {
  it.each([
    ['/blogs?page=2', '/blogs/p/2'],
    ['/blogs?page=999', '/blogs/p/999'],
    ['/blogs?page=1000', '/blogs/p/0'],
    ['/blogs?page=abc', '/blogs/p/0'],
    ['/blogs?page=0', '/blogs/p/0'],
    ['/blogs?page=02', '/blogs/p/0'],
    ['/blogs?utm_source=x', '/blogs'],
    ['/blogs/category/festivals?page=3', '/blogs/category/festivals/p/3'],
    ['/blogs/category/festivals?page=-1', '/blogs/category/festivals/p/0'],
    ['/donations?page=4', '/donations/p/4'],
    ['/donations?page=1e3', '/donations/p/0'],
    ['/careers?page=2', '/careers/p/2'],
    ['/careers?page=abc', '/careers'],
    ['/careers?page=10000', '/careers/p/0'],
    ['/quiz?category=festivals', '/quiz/c/festivals/1'],
    ['/quiz?category=festivals&page=2', '/quiz/c/festivals/2'],
    ['/quiz?category=festivals&page=x', '/quiz/c/festivals/0'],
    ['/quiz?category=Not%20one', '/quiz/c/-/0'],
    ['/quiz?page=2', '/quiz'],
    ['/quiz?page=abc', '/quiz/c/-/0'],
    ['/campaign/winter-cake-festival?page=2', '/campaign/winter-cake-festival/p/2'],
    ['/campaign/winter-cake-festival?page=2&sort=newest', '/campaign/winter-cake-festival/filtered'],
    ['/campaign/winter-cake-festival?minPrice=800', '/campaign/winter-cake-festival/filtered'],
    ['/campaign/winter-cake-festival?page=abc', '/campaign/winter-cake-festival/filtered'],
    ['/campaign/winter-cake-festival?utm_campaign=fb', '/campaign/winter-cake-festival'],
    ['/campaign/winter-cake-festival/category/cakes', '/campaign/winter-cake-festival/category/cakes'],
    ['/campaign/winter-cake-festival/category/cakes?page=2', '/campaign/winter-cake-festival/category/cakes/p/2'],
    ['/campaign/winter-cake-festival/category/cakes?page=2&sort=newest', '/campaign/winter-cake-festival/category/cakes/filtered'],
    ['/campaign/winter-cake-festival/category/cakes?utm_source=x', '/campaign/winter-cake-festival/category/cakes'],
    ['/campaign/winter-cake-festival/brand/himalayan-bakes?page=3', '/campaign/winter-cake-festival/brand/himalayan-bakes/p/3'],
    ['/campaign/winter-cake-festival/brand/himalayan-bakes?page=1000', '/campaign/winter-cake-festival/brand/himalayan-bakes/filtered'],
    ['/campaign/winter-cake-festival/brand/himalayan-bakes?maxPrice=900', '/campaign/winter-cake-festival/brand/himalayan-bakes/filtered'],
    ['/donations/birthday-cakes-for-children?page=2', '/donations/birthday-cakes-for-children/p/2'],
    ['/donations/birthday-cakes-for-children?page=x', '/donations/birthday-cakes-for-children/p/0'],
    ['/donations/birthday-cakes-for-children?utm_source=x', '/donations/birthday-cakes-for-children'],
  ])('%s is served from %s', (url, path) => {
    expect(served(url)).toBe(path);
  });

  it('a cached page number is one the page accepts, and every campaign filter leaves the cached page', () => {
    expect(LIST_PAGE).toBe(`(?<page>${LIST_PAGE_PATTERN})`);
    expect(listPageNumber('999')).toBe(999);
    expect(listPageNumber('0')).toBeNull();
    for (const key of FILTER_PARAM_KEYS) {
      expect(served(`/campaign/c?${key}=x`)).toBe('/campaign/c/filtered');
      expect(served(`/campaign/c/category/k?${key}=x`)).toBe('/campaign/c/category/k/filtered');
      expect(served(`/campaign/c/brand/b?${key}=x`)).toBe('/campaign/c/brand/b/filtered');
    }
  });
});
