import { and, eq, inArray } from 'drizzle-orm';
import type { DeliveryProduct } from '@/lib/domain/delivery/lead-time';
import { getDb } from '@/lib/server/db/client';
import { categories, productCategories, products } from '@/lib/server/db/schema';
import { ApiError } from '@/lib/server/http/errors';

// What the delivery rules need about products: type, urgency, categories (lead time) and the shelf price (paisa).

export type PricedDeliveryProduct = DeliveryProduct & { unitPrice: number };

export const productsNotFound = (ids: number[]) =>
  new ApiError(404, ids.length === 1 ? 'Product not found' : 'Some products were not found', 'not_found', { productIds: `Unknown: ${ids.join(', ')}` });

/** Active products by id, in the order asked (duplicates collapse); 404 naming the ids that do not exist. */
export async function loadDeliveryProducts(ids: readonly number[]): Promise<PricedDeliveryProduct[]> {
  const wanted = [...new Set(ids)];
  const db = getDb();
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      type: products.type,
      isUrgent: products.isUrgent,
      isReadyMade: products.isReadyMade,
      price: products.price,
      salePrice: products.salePrice,
      mainCategory: categories.slug,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(inArray(products.id, wanted), eq(products.isActive, true)));
  const missing = wanted.filter((id) => !rows.some((r) => r.id === id));
  if (missing.length) throw productsNotFound(missing);

  const extra = await db
    .select({ productId: productCategories.productId, slug: categories.slug })
    .from(productCategories)
    .innerJoin(categories, eq(categories.id, productCategories.categoryId))
    .where(inArray(productCategories.productId, wanted));

  return wanted.map((id) => {
    const row = rows.find((r) => r.id === id)!;
    const slugs = new Set([row.mainCategory, ...extra.filter((e) => e.productId === id).map((e) => e.slug)]);
    return {
      id,
      name: row.name,
      type: row.type,
      isUrgent: row.isUrgent,
      isReadyMade: row.isReadyMade,
      categorySlugs: [...slugs],
      unitPrice: row.salePrice ?? row.price,
    };
  });
}
