import 'server-only';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { likeEscape } from '@/lib/domain/admin-lookup';
import { getDb } from '@/lib/server/db/client';
import { brands, categories, productPhotos, products, stores } from '@/lib/server/db/schema';
import { badRequest } from '@/lib/server/http/errors';
import type { AdminProductListQuery, AdminProductSort } from '@/lib/validation/catalogue-admin';

// The back office's product list: every product, hidden ones too, searched by any part of its name, SKU or slug,
// filtered, sorted, and paged by keyset (the last row's sort value and id), so page 500 costs what page 1 does. Each
// sort and each rare filter has its own index (migrations 0026 and 0034); tests/bench/admin-catalogue.ts holds it to
// within 2× of the demo catalogue's time at 100,000 products.

export type AdminProductRow = {
  id: number;
  type: 'product' | 'cake' | 'automobile';
  name: string;
  slug: string;
  sku: string;
  price: number;
  salePrice: number | null;
  stock: number;
  isActive: boolean;
  isUrgent: boolean;
  isReadyMade: boolean;
  categoryName: string;
  storeName: string;
  brandName: string | null;
  imageCount: number;
  version: number;
  updatedAt: string;
};

export type AdminProductPage = { rows: AdminProductRow[]; next: string | null };

type Cursor = [string | number, number];

/** Each sort: its key (as the index has it), its direction, and how a cursor's value reads back. */
const SORTS: Record<AdminProductSort, { key: SQL; direction: 'asc' | 'desc'; value: SQL }> = {
  updated: { key: sql`${products.updatedAt}`, direction: 'desc', value: sql`${products.updatedAt}::text` },
  name: { key: sql`lower(${products.name})`, direction: 'asc', value: sql`lower(${products.name})` },
  'price-asc': { key: sql`${products.price}`, direction: 'asc', value: sql`${products.price}` },
  'price-desc': { key: sql`${products.price}`, direction: 'desc', value: sql`${products.price}` },
  stock: { key: sql`${products.stock}`, direction: 'asc', value: sql`${products.stock}` },
};

const encodeCursor = (cursor: Cursor) => Buffer.from(JSON.stringify(cursor)).toString('base64url');

function decodeCursor(raw: string, sort: AdminProductSort): Cursor {
  const broken = () => badRequest('This page link is broken: start from the first page.', { after: 'This page link is broken: start from the first page.' });
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    throw broken();
  }
  if (!Array.isArray(value) || value.length !== 2 || !Number.isInteger(value[1])) throw broken();
  const [key, id] = value as [unknown, number];
  const numeric = sort !== 'updated' && sort !== 'name';
  if (numeric ? !Number.isInteger(key) : typeof key !== 'string' || key.length > 200) throw broken();
  if (sort === 'updated' && Number.isNaN(Date.parse(String(key)))) throw broken();
  return [key as string | number, id];
}

async function categoryAndDescendants(id: number): Promise<number[]> {
  const rows = await getDb().select({ id: categories.id, parentId: categories.parentId }).from(categories);
  const ids = new Set([id]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const row of rows) {
      if (row.parentId !== null && ids.has(row.parentId) && !ids.has(row.id)) {
        ids.add(row.id);
        grew = true;
      }
    }
  }
  return [...ids];
}

function toRow(row: Omit<AdminProductRow, 'updatedAt'> & { sortValue: string; updatedAt: Date }): AdminProductRow {
  const copy: Partial<typeof row> = { ...row };
  delete copy.sortValue;
  delete copy.updatedAt;
  return { ...(copy as Omit<AdminProductRow, 'updatedAt'>), updatedAt: row.updatedAt.toISOString() };
}

/**
 * The page's query, not yet run (the bench EXPLAINs it: tests/bench/admin-catalogue.ts). Wrapped in an object: a
 * query builder is a thenable, which an async function's return would run.
 *
 * Two steps in one statement. `page` finds the page's ids reading only what the filters and the order name, so a
 * search in the default order can be answered from products_admin_updated_idx alone, which carries admin_search
 * (migration 0034): each entry tested inside the index, stopping at the page's last match. Then only those rows are
 * read, by primary key, and joined. In one step the walk read each entry's table row before it could test the search
 * (about 2,000 rows for a page of "ug-cup-00" at 100,000 products).
 */
export async function adminProductListQuery(query: AdminProductListQuery) {
  const sort = SORTS[query.sort];
  const where: SQL[] = [];
  if (query.q) where.push(sql`${products.adminSearch} LIKE ${`%${likeEscape(query.q.toLowerCase())}%`}`);
  if (query.type) where.push(eq(products.type, query.type));
  if (query.categoryId) {
    const ids = await categoryAndDescendants(query.categoryId);
    where.push(sql`${products.categoryIds} && ${sql`ARRAY[${sql.join(ids.map((id) => sql`${id}`), sql`, `)}]::integer[]`}`);
  }
  if (query.brandId) where.push(eq(products.brandId, query.brandId));
  if (query.storeId) where.push(eq(products.storeId, query.storeId));
  if (query.visibility) where.push(query.visibility === 'visible' ? sql`${products.isActive}` : sql`NOT ${products.isActive}`);
  if (query.stock) where.push(query.stock === 'in' ? sql`${products.stock} > 0` : sql`${products.stock} <= 0`);
  if (query.urgent) where.push(query.urgent === 'yes' ? sql`${products.isUrgent}` : sql`NOT ${products.isUrgent}`);
  if (query.readyMade) where.push(query.readyMade === 'yes' ? sql`${products.isReadyMade}` : sql`NOT ${products.isReadyMade}`);
  if (query.after) {
    const [key, id] = decodeCursor(query.after, query.sort);
    const keyValue = query.sort === 'updated' ? sql`${key}::timestamptz` : sql`${key}`;
    where.push(sort.direction === 'asc' ? sql`(${sort.key}, ${products.id}) > (${keyValue}, ${id})` : sql`(${sort.key}, ${products.id}) < (${keyValue}, ${id})`);
  }
  const order = sort.direction === 'asc' ? [asc(sort.key), asc(products.id)] : [desc(sort.key), desc(products.id)];
  const page = getDb()
    .select({ id: products.id })
    .from(products)
    .where(where.length ? and(...where) : undefined)
    .orderBy(...order)
    .limit(query.perPage + 1)
    .as('page');
  const select = getDb()
    .select({
      id: products.id,
      type: products.type,
      name: products.name,
      slug: products.slug,
      sku: products.sku,
      price: products.price,
      salePrice: products.salePrice,
      stock: products.stock,
      isActive: products.isActive,
      isUrgent: products.isUrgent,
      isReadyMade: products.isReadyMade,
      categoryName: categories.name,
      storeName: stores.name,
      brandName: brands.name,
      // The uploaded photos (not the generated art's names): a probe of product_photos' (product_id, position) index per row shown.
      imageCount: sql<number>`(select count(*) from ${productPhotos} where ${productPhotos.productId} = ${products.id})`.mapWith(Number),
      version: products.version,
      updatedAt: products.updatedAt,
      sortValue: sort.value.mapWith(String),
    })
    .from(page)
    .innerJoin(products, eq(products.id, page.id))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(stores, eq(stores.id, products.storeId))
    .leftJoin(brands, eq(brands.id, products.brandId))
    .orderBy(...order);
  return { select };
}

export async function listAdminProducts(query: AdminProductListQuery): Promise<AdminProductPage> {
  const rows = await (await adminProductListQuery(query)).select;
  const page = rows.slice(0, query.perPage);
  const last = page[page.length - 1];
  const numeric = query.sort !== 'updated' && query.sort !== 'name';
  return {
    rows: page.map((row) => toRow(row)),
    next: rows.length > query.perPage && last ? encodeCursor([numeric ? Number(last.sortValue) : last.sortValue, last.id]) : null,
  };
}

