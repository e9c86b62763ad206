import { CATALOGUE_SOURCES } from '@/lib/server/services/seo/sitemap-sources';

/** Every product page the sitemap lists (its product source, read whole), as slugs. */
export async function listSitemapProducts(): Promise<string[]> {
  const entries = await CATALOGUE_SOURCES.products.read(0, 100_000, { now: new Date(), fallback: new Date().toISOString() });
  return entries.map((e) => e.path.split('/').pop() ?? '');
}
