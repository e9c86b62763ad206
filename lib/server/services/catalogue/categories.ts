import 'server-only';
import { and, arrayOverlaps, asc, gt, type SQL } from 'drizzle-orm';
import type {
  CategoryProductList,
  CategorySummary,
  ProductCard,
  CategoryView,
  Crumb,
} from '@/lib/domain/catalogue-types';
import { cacheTags, cached } from '@/lib/server/cache/cached';
import { getDb } from '@/lib/server/db/client';
import { categories, categoryProductCounts, products } from '@/lib/server/db/schema';
import { activeProduct, selectCards, toProductCard } from './product-card';
import { queryProductList, sortOrder, type FilterInput, type ListScope } from './product-list';

// Categories form a small tree (top level → children). The table is read whole and cached. Product counts per
// category (a product counted once per category it belongs to, directly, through a child, or through
// product_categories) are kept in their own table by the database (migration 0021), cached on their own and read only by
// what shows them (the category tree: /categories, the home tiles, the categories API), never by a category list or a
// product page. Both caches are read at the top level of a request, never from inside another cached function
// (Next skips a cache nested in another: issue 16 found the counts running twice per category request).

type CategoryRow = typeof categories.$inferSelect;

export const categoryUrl = (slug: string) => `/category/${slug}`;

/** The categories table, shop order. A few dozen rows: cheap enough to read inside another cached computation. */
export async function loadCategoryTable(): Promise<CategoryRow[]> {
  return getDb().select().from(categories).orderBy(asc(categories.position), asc(categories.name));
}

/**
 * The catalogue-wide count of active products per category, children and extra memberships included: kept in
 * category_product_counts by the statements that change products and categories (migration 0021). Counted on demand
 * over every product's memberships it took 0.7 s at 100,000 products, paid by the first home render (issue 26).
 */
export async function loadCategoryCounts(): Promise<[number, number][]> {
  const rows = await getDb()
    .select({ id: categoryProductCounts.categoryId, n: categoryProductCounts.productCount })
    .from(categoryProductCounts)
    .where(gt(categoryProductCounts.productCount, 0));
  return rows.map((r) => [r.id, r.n]);
}

const categoryTable = cached(loadCategoryTable, ['catalogue', 'category-table'], { tags: [cacheTags.catalogue] });
const categoryCounts = cached(loadCategoryCounts, ['catalogue', 'category-counts'], { tags: [cacheTags.catalogue] });

function toSummary(row: CategoryRow, counts?: Map<number, number>): CategorySummary {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    imageFileName: row.imageFileName,
    url: categoryUrl(row.slug),
    isCakeCategory: row.isCakeCategory,
    ...(counts ? { productCount: counts.get(row.id) ?? 0 } : {}),
  };
}

async function tableAndCounts(): Promise<[CategoryRow[], Map<number, number>]> {
  const [rows, counts] = await Promise.all([categoryTable(), categoryCounts()]);
  return [rows, new Map(counts)];
}

/** Shown to shoppers: not hidden by the shop (/admin/setup). A hidden category's sub-categories go with it. */
const shown = (row: CategoryRow) => !row.isHidden;

/** Top-level categories, each with its children, in shop order, with their product counts. */
export async function getCategoryTree(): Promise<CategorySummary[]> {
  const [rows, counts] = await tableAndCounts();
  return rows
    .filter((r) => r.parentId === null && shown(r))
    .map((top) => ({ ...toSummary(top, counts), children: rows.filter((r) => r.parentId === top.id && shown(r)).map((r) => toSummary(r, counts)) }));
}

export function descendantIds(rows: CategoryRow[], rootId: number): number[] {
  const ids = [rootId];
  for (let i = 0; i < ids.length; i++) {
    for (const row of rows) if (row.parentId === ids[i] && !ids.includes(row.id)) ids.push(row.id);
  }
  return ids;
}

function toView(rows: CategoryRow[], row: CategoryRow): CategoryView {
  const parent = row.parentId === null ? undefined : rows.find((r) => r.id === row.parentId);
  const breadcrumb: Crumb[] = [{ name: 'Home', url: '/' }];
  if (parent) breadcrumb.push({ name: parent.name, url: categoryUrl(parent.slug) });
  breadcrumb.push({ name: row.name, url: categoryUrl(row.slug) });
  return {
    ...toSummary(row),
    description: row.description,
    metaTitle: row.metaTitle,
    metaDescription: row.metaDescription,
    parent: parent ? toSummary(parent) : null,
    children: rows.filter((r) => r.parentId === row.id && shown(r)).map((r) => toSummary(r)),
    breadcrumb,
  };
}

/**
 * A category with its parent, children and breadcrumb (no product counts: its list counts its own); null when the
 * shop hid it or its parent (its page is then not found, like any unknown slug).
 */
export async function getCategoryBySlug(slug: string, table?: CategoryRow[]): Promise<CategoryView | null> {
  const rows = table ?? (await categoryTable());
  const row = rows.find((r) => r.slug === slug);
  if (!row || !shown(row)) return null;
  const parent = row.parentId === null ? undefined : rows.find((r) => r.id === row.parentId);
  if (parent && !shown(parent)) return null;
  return toView(rows, row);
}

/** Products of these categories: primary category or an extra membership (products.category_ids, GIN-indexed). */
export function categoryScope(categoryIds: number[]): SQL {
  return arrayOverlaps(products.categoryIds, categoryIds);
}

/** A category's products, its children's included, filtered, sorted and paged; null for an unknown slug. */
export async function listCategoryProducts(slug: string, filters: FilterInput = {}): Promise<CategoryProductList | null> {
  const rows = await categoryTable();
  const category = await getCategoryBySlug(slug, rows);
  if (!category) return null;
  const ids = descendantIds(rows, category.id);
  const list = await queryProductList({ key: `category:${ids.join(',')}`, where: categoryScope(ids) }, filters);
  return { ...list, category };
}

/**
 * A category's most popular products, for the home page's rows: no filter box, no count. Reads the category table
 * directly, since it runs inside the home page's cached data (a cache nested in another is skipped anyway).
 */
export async function listCategoryTop(slug: string, limit: number): Promise<ProductCard[]> {
  const rows = await loadCategoryTable();
  const row = rows.find((r) => r.slug === slug);
  if (!row || !shown(row)) return [];
  const cards = await selectCards()
    .where(and(activeProduct, categoryScope(descendantIds(rows, row.id))))
    .orderBy(...sortOrder('popular'))
    .limit(limit);
  return cards.map(toProductCard);
}

/** Scope for a category slug, for lists that combine it with other filters (products?category=…). */
export async function categoryScopeBySlug(slug: string): Promise<ListScope | null> {
  const rows = await categoryTable();
  const row = rows.find((r) => r.slug === slug);
  if (!row) return null;
  const ids = descendantIds(rows, row.id);
  return { key: `category:${ids.join(',')}`, where: categoryScope(ids) };
}

/** Categories of cakes (for the cake menu and the finder), with their product counts. */
export async function getCakeCategories(): Promise<CategorySummary[]> {
  const [rows, counts] = await tableAndCounts();
  return rows.filter((r) => r.isCakeCategory && shown(r)).map((r) => toSummary(r, counts));
}

/**
 * A category by id (for a product's breadcrumb). Pass `table` from inside another cached computation (a product's
 * detail), so no cache is nested in another.
 */
export async function getCategoryById(id: number, table?: CategoryRow[]): Promise<CategoryView | null> {
  const rows = table ?? (await categoryTable());
  const row = rows.find((r) => r.id === id);
  return row ? toView(rows, row) : null;
}
