import type { MetadataRoute } from 'next';
import { FILTER_PARAM_KEYS } from '@/lib/domain/filters';
import { absoluteUrl } from '@/lib/seo/metadata';

/**
 * Crawl everything public; keep crawlers off private pages (cart, profile), the JSON API, search results and the
 * endless combinations of filter and sort parameters (each filtered list has a canonical unfiltered page). Plain
 * pages of a list (?page=2) stay open: each is canonical to itself, and the products, posts and positions on page 2
 * onward are reached only through them.
 */
export const PRIVATE_PATHS = ['/cart', '/profile', '/api', '/search', '/order-confirmation'] as const;

export default function robots(): MetadataRoute.Robots {
  const filterRules = FILTER_PARAM_KEYS.filter((key) => key !== 'page').map((key) => `/*?*${key}=`);
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: [...PRIVATE_PATHS, ...filterRules] }],
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
