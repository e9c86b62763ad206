import 'server-only';
import { expireTags, invalidationsReachCaches, clearGroupEverywhere } from '@/lib/server/cache/expire';
import { cacheTags, productTag } from '@/lib/server/cache/cached';

/**
 * After a change to one product's page data (a new review moves its stars and count): its cached detail, read by id
 * or by slug, and the page built from it. Outside Next (jest, scripts) there is no cache to clear.
 */
export function invalidateProduct(product: { id: number; slug: string }): void {
  if (!invalidationsReachCaches()) return;
  for (const key of [product.id, product.slug]) expireTags([productTag(key)]);
}

/**
 * After a back-office change to what the catalogue shows (a price, a name, a photo, a product hidden, a category's
 * products): every list and search that may show it (tag 'catalogue': category, occasion, brand and campaign pages,
 * search, the home rows, the sitemap; and the finished JSON bodies of /api/V2/category and /api/V2/search), and the
 * changed products' own pages. Called after the change commits, so nothing re-reads the old rows into a cache.
 * The cart and checkout read prices live and need nothing here.
 */
export function invalidateCatalogue(products: readonly { id: number; slug: string }[] = []): void {
  clearGroupEverywhere('catalogue');
  if (!invalidationsReachCaches()) return;
  expireTags([cacheTags.catalogue]);
  for (const product of products) invalidateProduct(product);
}
