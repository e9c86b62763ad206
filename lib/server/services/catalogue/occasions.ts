import 'server-only';
import { and, arrayContains, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { OccasionProductList, OccasionView } from '@/lib/domain/catalogue-types';
import { cacheTags, cached } from '@/lib/server/cache/cached';
import { getDb } from '@/lib/server/db/client';
import { occasions, productOccasions, products } from '@/lib/server/db/schema';
import { queryProductList, type FilterInput, type ListScope } from './product-list';

// Occasions (birthday, Teej, Dashain, Valentine's…) and the products tagged for them.

async function loadOccasions(): Promise<OccasionView[]> {
  const rows = await getDb()
    .select({ occasion: occasions, productCount: sql<number>`count(${products.id})::int` })
    .from(occasions)
    .leftJoin(productOccasions, eq(productOccasions.occasionId, occasions.id))
    .leftJoin(products, and(eq(products.id, productOccasions.productId), eq(products.isActive, true)))
    .groupBy(occasions.id)
    .orderBy(asc(occasions.position), asc(occasions.name));
  return rows.map(({ occasion: o, productCount }) => ({
    id: o.id,
    slug: o.slug,
    name: o.name,
    description: o.description,
    image: o.image,
    whenText: o.whenText,
    url: `/occasion/${o.slug}`,
    productCount,
  }));
}

export const listOccasions = cached(loadOccasions, ['catalogue', 'occasions'], { tags: [cacheTags.catalogue] });

export async function getOccasion(slug: string): Promise<OccasionView | null> {
  const all = await listOccasions();
  return all.find((o) => o.slug === slug) ?? null;
}

/** Products tagged for the occasion (products.occasion_ids, GIN-indexed, kept from product_occasions). */
function occasionScope(occasionId: number): SQL {
  return arrayContains(products.occasionIds, [occasionId]);
}

export async function occasionScopeBySlug(slug: string): Promise<ListScope | null> {
  const occasion = await getOccasion(slug);
  return occasion ? { key: `occasion:${occasion.id}`, where: occasionScope(occasion.id) } : null;
}

/** An occasion's products with the usual filters; null for an unknown occasion. */
export async function listOccasionProducts(slug: string, filters: FilterInput = {}): Promise<OccasionProductList | null> {
  const occasion = await getOccasion(slug);
  if (!occasion) return null;
  const list = await queryProductList({ key: `occasion:${occasion.id}`, where: occasionScope(occasion.id) }, filters);
  return { ...list, occasion };
}
