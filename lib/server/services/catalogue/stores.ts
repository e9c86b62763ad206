import 'server-only';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { ProductCard, StoreProductList, StoreSummary, StoreView } from '@/lib/domain/catalogue-types';
import { cacheTags, cached } from '@/lib/server/cache/cached';
import { getDb } from '@/lib/server/db/client';
import { products, stores } from '@/lib/server/db/schema';
import { priceCards } from '@/lib/server/services/campaigns/prices';
import { activeProduct, selectCards, toProductCard } from './product-card';
import { queryProductList, type FilterInput, type ListScope } from './product-list';

// Sellers (bakeries, florists, gift shops). Read-mostly: the whole list is small and cached.

type StoreRow = typeof stores.$inferSelect;

export const storeUrl = (slug: string) => `/store/${slug}`;

export function toStoreSummary(row: StoreRow): StoreSummary {
  return { id: row.id, slug: row.slug, name: row.name, logo: row.logo, city: row.city, url: storeUrl(row.slug) };
}

function toStoreView(row: StoreRow, productCount: number): StoreView {
  return {
    ...toStoreSummary(row),
    description: row.description,
    banner: row.banner,
    address: row.address,
    latitude: row.latitude,
    longitude: row.longitude,
    phone: row.phone,
    openingHours: row.openingHours,
    ratingAverage: Math.round(row.ratingAverage * 10) / 10,
    ratingCount: row.ratingCount,
    isVerified: row.isVerified,
    productCount,
  };
}

async function loadStores(): Promise<StoreView[]> {
  const rows = await getDb()
    .select({ store: stores, productCount: sql<number>`count(${products.id})::int` })
    .from(stores)
    .leftJoin(products, sql`${products.storeId} = ${stores.id} and ${products.isActive}`)
    .groupBy(stores.id)
    .orderBy(asc(stores.position), asc(stores.name));
  return rows.map((r) => toStoreView(r.store, r.productCount));
}

export const listStores = cached(loadStores, ['catalogue', 'stores'], { tags: [cacheTags.catalogue] });

/** A store by numeric id or slug, with its product count; null when there is none. */
export async function getStore(idOrSlug: string | number): Promise<StoreView | null> {
  const all = await listStores();
  return all.find((s) => (typeof idOrSlug === 'number' ? s.id === idOrSlug : s.slug === idOrSlug)) ?? null;
}

export async function storeScopeBySlug(idOrSlug: string | number): Promise<ListScope | null> {
  const store = await getStore(idOrSlug);
  return store ? { key: `store:${store.id}`, where: eq(products.storeId, store.id) } : null;
}

/** A store's products with the usual filters; null for an unknown store. */
export async function listStoreProducts(idOrSlug: string | number, filters: FilterInput = {}): Promise<StoreProductList | null> {
  const store = await getStore(idOrSlug);
  if (!store) return null;
  const list = await queryProductList({ key: `store:${store.id}`, where: eq(products.storeId, store.id) }, filters);
  return { ...list, store };
}

/**
 * A store's best sellers for its profile page: the first `limit` entries of its (store_id, sold_count, id) index
 * (migration 0020), nothing else. The page once read them through the store's product list, which also counted the
 * store's filter box that the page never shows: at 100,000 products a store page's first render took 155 ms against
 * the demo's 34 ms (issue 26).
 */
export async function storeBestSellers(storeId: number, limit: number): Promise<ProductCard[]> {
  const rows = await selectCards()
    .where(and(activeProduct, eq(products.storeId, storeId)))
    .orderBy(desc(products.soldCount), asc(products.id))
    .limit(limit);
  return priceCards(rows.map(toProductCard));
}
