import 'server-only';
import { revalidateTag } from 'next/cache';
import { productTag } from '@/lib/server/cache/cached';

/**
 * After a change to one product's page data (a new review moves its stars and count): its cached detail, read by id
 * or by slug, and the page built from it. Outside Next (jest, scripts) there is no cache to clear.
 */
export function invalidateProduct(product: { id: number; slug: string }): void {
  if (!process.env.NEXT_RUNTIME) return;
  for (const key of [product.id, product.slug]) revalidateTag(productTag(key), { expire: 0 });
}
