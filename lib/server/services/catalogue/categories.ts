import 'server-only';
import { asc, exists, inArray, or, sql, type SQL } from 'drizzle-orm';
import type {
  CategoryProductList,
  CategorySummary,
  CategoryView,
  Crumb,
} from '@/lib/domain/catalogue-types';
import { cacheTags, cached } from '@/lib/server/cache/cached';
import { getDb } from '@/lib/server/db/client';
import { categories, productCategories, products } from '@/lib/server/db/schema';
import { queryProductList, type FilterInput } from './product-list';

// Categories form a small tree (top level → children). The whole table is read at once and cached; product counts
// come from one SQL aggregate that counts a product once per category it belongs to, directly, through a child, or
// through product_categories.

type CategoryRow = typeof categories.$inferSelect & { productCount: number };

export const categoryUrl = (slug: string) => `/category/${slug}`;

async function loadCategoryRows(): Promise<CategoryRow[]> {
  const db = getDb();
  const [rows, counts] = await Promise.all([
    db.select().from(categories).orderBy(asc(categories.position), asc(categories.name)),
    db.execute<{ id: number; n: number }>(sql`
      WITH RECURSIVE tree(root_id, id) AS (
        SELECT id, id FROM ${categories}
        UNION ALL
        SELECT t.root_id, c.id FROM ${categories} c JOIN tree t ON c.parent_id = t.id
      ),
      membership(product_id, category_id) AS (
        SELECT p.id, p.category_id FROM ${products} p WHERE p.is_active
        UNION
        SELECT pc.product_id, pc.category_id FROM ${productCategories} pc
          JOIN ${products} p ON p.id = pc.product_id WHERE p.is_active
      )
      SELECT t.root_id AS id, count(DISTINCT m.product_id)::int AS n
      FROM tree t JOIN membership m ON m.category_id = t.id GROUP BY t.root_id
    `),
  ]);
  const countById = new Map(counts.rows.map((r) => [Number(r.id), Number(r.n)]));
  return rows.map((row) => ({ ...row, productCount: countById.get(row.id) ?? 0 }));
}

const categoryRows = cached(loadCategoryRows, ['catalogue', 'category-rows'], { tags: [cacheTags.catalogue] });

function toSummary(row: CategoryRow): CategorySummary {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    imageFileName: row.imageFileName,
    url: categoryUrl(row.slug),
    isCakeCategory: row.isCakeCategory,
    productCount: row.productCount,
  };
}

/** Top-level categories, each with its children, in shop order. */
export async function getCategoryTree(): Promise<CategorySummary[]> {
  const rows = await categoryRows();
  return rows
    .filter((r) => r.parentId === null)
    .map((top) => ({ ...toSummary(top), children: rows.filter((r) => r.parentId === top.id).map(toSummary) }));
}

function descendantIds(rows: CategoryRow[], rootId: number): number[] {
  const ids = [rootId];
  for (let i = 0; i < ids.length; i++) {
    for (const row of rows) if (row.parentId === ids[i] && !ids.includes(row.id)) ids.push(row.id);
  }
  return ids;
}

export async function getCategoryBySlug(slug: string): Promise<CategoryView | null> {
  const rows = await categoryRows();
  const row = rows.find((r) => r.slug === slug);
  if (!row) return null;
  const parent = row.parentId === null ? undefined : rows.find((r) => r.id === row.parentId);
  const breadcrumb: Crumb[] = [{ name: 'Home', url: '/' }];
  if (parent) breadcrumb.push({ name: parent.name, url: categoryUrl(parent.slug) });
  breadcrumb.push({ name: row.name, url: categoryUrl(row.slug) });
  return {
    ...toSummary(row),
    description: row.description,
    parent: parent ? toSummary(parent) : null,
    children: rows.filter((r) => r.parentId === row.id).map(toSummary),
    breadcrumb,
  };
}

/** Products of these categories: primary category or an extra membership. */
export function categoryScope(categoryIds: number[]): SQL {
  return or(
    inArray(products.categoryId, categoryIds),
    exists(
      getDb()
        .select({ one: sql`1` })
        .from(productCategories)
        .where(
          sql`${productCategories.productId} = ${products.id} and ${inArray(productCategories.categoryId, categoryIds)}`,
        ),
    ),
  ) as SQL;
}

/** A category's products, its children's included, filtered, sorted and paged; null for an unknown slug. */
export async function listCategoryProducts(slug: string, filters: FilterInput = {}): Promise<CategoryProductList | null> {
  const rows = await categoryRows();
  const category = await getCategoryBySlug(slug);
  if (!category) return null;
  const list = await queryProductList(categoryScope(descendantIds(rows, category.id)), filters);
  return { ...list, category };
}

/** Scope for a category slug, for lists that combine it with other filters (products?category=…). */
export async function categoryScopeBySlug(slug: string): Promise<SQL | null> {
  const rows = await categoryRows();
  const row = rows.find((r) => r.slug === slug);
  return row ? categoryScope(descendantIds(rows, row.id)) : null;
}

/** Categories of cakes (for the cake menu and the finder). */
export async function getCakeCategories(): Promise<CategorySummary[]> {
  const rows = await categoryRows();
  return rows.filter((r) => r.isCakeCategory).map(toSummary);
}

/** The category row by id (for a product's breadcrumb). */
export async function getCategoryById(id: number): Promise<CategoryView | null> {
  const rows = await categoryRows();
  const row = rows.find((r) => r.id === id);
  return row ? getCategoryBySlug(row.slug) : null;
}
