import 'server-only';
import { and, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import { productUrl, type ImageView, type Pagination, type ProductCard, type ProductType } from '@/lib/domain/catalogue-types';
import { servedPages } from '@/lib/domain/pagination';
import { getDb } from '@/lib/server/db/client';
import { categories, products, stores } from '@/lib/server/db/schema';
import { priceCards } from '@/lib/server/services/campaigns/prices';
import { coverPhotoSql, photoImageView, type PhotoJson } from '@/lib/server/services/product-photos/read';

// The one place a product row becomes a ProductCard, so every list (category, search, urgent, combos…) shows a
// product the same way.

/** What the customer pays, in paisa: the sale price when there is one. */
export const sellingPriceSql = sql<number>`coalesce(${products.salePrice}, ${products.price})`;

export const cardColumns = {
  id: products.id,
  type: products.type,
  slug: products.slug,
  name: products.name,
  images: products.images,
  price: products.price,
  salePrice: products.salePrice,
  stock: products.stock,
  ratingAverage: products.ratingAverage,
  ratingCount: products.ratingCount,
  isUrgent: products.isUrgent,
  isReadyMade: products.isReadyMade,
  storeName: stores.name,
  categorySlug: categories.slug,
  /** The first of the product's photos, when it has any (issue 25): the card shows it instead of the generated art. */
  cover: coverPhotoSql,
};

export type CardRow = {
  id: number;
  type: ProductType;
  slug: string;
  name: string;
  images: ImageView[];
  price: number;
  salePrice: number | null;
  stock: number;
  ratingAverage: number;
  ratingCount: number;
  isUrgent: boolean;
  isReadyMade: boolean;
  storeName: string;
  categorySlug: string;
  cover?: PhotoJson | null;
};

/** Shown for a product without images: the generic gift tile, which the /media route always draws. */
export const PLACEHOLDER_IMAGE = { src: '/media/categories/gift.svg', width: 400, height: 400 };

export function firstImage(images: ImageView[], name: string): ImageView {
  return images[0] ?? { ...PLACEHOLDER_IMAGE, alt: name };
}

export function toProductCard(row: CardRow): ProductCard {
  // A sale price at or above the list price is not a discount; show the list price only.
  const salePrice = row.salePrice !== null && row.salePrice < row.price ? row.salePrice : null;
  const sellingPrice = salePrice ?? row.price;
  return {
    id: row.id,
    type: row.type,
    slug: row.slug,
    name: row.name,
    url: productUrl(row.type, row.slug),
    image: row.cover ? photoImageView(row.cover, row.name) : firstImage(row.images, row.name),
    price: row.price,
    salePrice,
    sellingPrice,
    discountPercent: salePrice === null ? 0 : Math.round(((row.price - salePrice) / row.price) * 100),
    ratingAverage: Math.round(row.ratingAverage * 10) / 10,
    ratingCount: row.ratingCount,
    inStock: row.stock > 0,
    // "Urgent delivery" is a promise to deliver within hours: nothing sold out makes it.
    isUrgent: row.isUrgent && row.stock > 0,
    isReadyMade: row.isReadyMade,
    storeName: row.storeName,
    categorySlug: row.categorySlug,
  };
}

/** Card rows joined with their store and category; callers add where/order/limit. */
export function selectCards() {
  return getDb()
    .select(cardColumns)
    .from(products)
    .innerJoin(stores, eq(stores.id, products.storeId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .$dynamic();
}

export const activeProduct: SQL = eq(products.isActive, true);

/** What the shop promotes (trending, recommended, offers, urgent, suggestions) must be in stock to be bought. */
export const inStockProduct: SQL = gt(products.stock, 0);

/** Cards for ids, in the order the ids were given (unknown and inactive ids are skipped), priced at `now`. */
export async function cardsByIds(ids: number[], now = new Date()): Promise<ProductCard[]> {
  if (ids.length === 0) return [];
  const rows = await selectCards().where(and(inArray(products.id, ids), activeProduct));
  const cards = await priceCards(rows.map(toProductCard), now);
  const byId = new Map(cards.map((c) => [c.id, c]));
  return ids.flatMap((id) => {
    const card = byId.get(id);
    return card ? [card] : [];
  });
}

export function makePagination(total: number, count: number, page: number, perPage: number): Pagination {
  return { total, count, perPage, currentPage: page, totalPages: Math.ceil(total / perPage) };
}

/**
 * A product list's pagination: `total` stays the true count ("of 34,694"), while its pages stop at MAX_LIST_DEPTH
 * (lib/domain/pagination.ts), so a page past that depth is past its last page and answers 404.
 */
export function productListPagination(total: number, count: number, page: number, perPage: number): Pagination {
  return { ...makePagination(total, count, page, perPage), totalPages: servedPages(total, perPage) };
}
