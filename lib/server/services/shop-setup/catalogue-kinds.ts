import 'server-only';
import { and, asc, eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { automobileSpecs, brands, categories, occasions, products, stores } from '@/lib/server/db/schema';
import { badRequest } from '@/lib/server/http/errors';
import { invalidateCatalogue } from '@/lib/server/services/catalogue/invalidate';
import { invalidateHome, invalidateLayout } from '@/lib/server/services/content/invalidate';
import { tableKind, type Tx } from './table-kind';
import { firstUse } from './uses';

// The catalogue's structure on /admin/setup: categories (a two-level tree), brands, stores, occasions, and the specs a
// rider compares between automobiles. Each is a few dozen rows: the lists are read whole, bounded by LIST_MAX.

const LIST_MAX = 500;
const bounded = async <T>(rows: Promise<T[]>) => ({ rows: await rows, next: null });

const slugTaken = (constraint: string, what: string) => ({ [constraint]: { field: 'slug', message: `Another ${what} already has this slug. Choose another.` } });

/**
 * A category's parent: an existing top-level category, never the category itself or one under it (the menus, the
 * category tree and breadcrumbs show two levels: top and its children). Moves are taken one at a time (a transaction
 * lock on the tree), so two staff moving A under B and B under A at once cannot make a loop.
 */
async function checkParent(tx: Tx, values: { parentId: number | null }, before: { id: number } | null): Promise<void> {
  if (values.parentId === null) return;
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('shop-setup:category-tree'))`);
  const tree = await tx.select({ id: categories.id, parentId: categories.parentId }).from(categories);
  const parentOf = new Map(tree.map((row) => [row.id, row.parentId]));
  if (!parentOf.has(values.parentId)) throw badRequest('Please check the highlighted fields.', { parentId: 'That parent category does not exist.' });
  if (before) {
    // Walk up from the chosen parent: meeting this category means it would be its own ancestor.
    for (let at: number | null | undefined = values.parentId, steps = 0; at != null && steps < tree.length; at = parentOf.get(at), steps++) {
      if (at === before.id) throw badRequest('Please check the highlighted fields.', { parentId: 'A category cannot be inside itself or one of its own sub-categories.' });
    }
    if (tree.some((row) => row.parentId === before.id)) {
      throw badRequest('Please check the highlighted fields.', { parentId: 'This category has sub-categories: move them first (the shop shows two levels).' });
    }
  }
  if (parentOf.get(values.parentId) !== null) throw badRequest('Please check the highlighted fields.', { parentId: 'Choose a top-level category: the shop shows two levels.' });
}

function invalidateCategories(): void {
  invalidateCatalogue();
  // The header's category menu and the home page's category tiles read categories too.
  invalidateLayout();
  invalidateHome();
}

export const categoryKind = tableKind({
  entity: 'category',
  noun: 'category',
  table: categories,
  key: categories.id,
  keyName: 'id',
  title: (row) => row.name,
  list: () => bounded(getDb().select().from(categories).orderBy(asc(categories.position), asc(categories.name)).limit(LIST_MAX)),
  unique: slugTaken('categories_slug_uq', 'category'),
  prepare: (tx, values: { parentId: number | null }, before) => checkParent(tx, values, before as { id: number } | null),
  visibility: { field: 'isHidden', shownWhen: false },
  usedBy: (tx, id) =>
    firstUse(tx, [
      ['its sub-categories', sql`SELECT 1 FROM categories WHERE parent_id = ${id}`],
      ['products', sql`SELECT 1 FROM products WHERE category_id = ${id}`],
      ['products', sql`SELECT 1 FROM product_categories WHERE category_id = ${id}`],
      ['the home page’s sections', sql`SELECT 1 FROM home_category_sections WHERE category_id = ${id}`],
      ['coupons', sql`SELECT 1 FROM coupons WHERE category_ids @> ARRAY[${id}]::integer[] AND category_ids IS NOT NULL`],
      ['game prizes', sql`SELECT 1 FROM game_prizes WHERE category_id = ${id}`],
    ]),
  invalidate: invalidateCategories,
});

export const brandKind = tableKind({
  entity: 'brand',
  noun: 'brand',
  table: brands,
  key: brands.id,
  keyName: 'id',
  title: (row) => row.name,
  list: () => bounded(getDb().select().from(brands).orderBy(asc(brands.position), asc(brands.name)).limit(LIST_MAX)),
  unique: slugTaken('brands_slug_uq', 'brand'),
  usedBy: (tx, id) => firstUse(tx, [['products', sql`SELECT 1 FROM products WHERE brand_id = ${id}`]]),
  invalidate: () => invalidateCatalogue(),
});

export const storeKind = tableKind({
  entity: 'store',
  noun: 'store',
  table: stores,
  key: stores.id,
  keyName: 'id',
  title: (row) => row.name,
  list: () => bounded(getDb().select().from(stores).orderBy(asc(stores.position), asc(stores.name)).limit(LIST_MAX)),
  unique: slugTaken('stores_slug_uq', 'store'),
  usedBy: (tx, id) => firstUse(tx, [['products', sql`SELECT 1 FROM products WHERE store_id = ${id}`]]),
  invalidate: () => invalidateCatalogue(),
});

export const occasionKind = tableKind({
  entity: 'occasion',
  noun: 'occasion',
  table: occasions,
  key: occasions.id,
  keyName: 'id',
  title: (row) => row.name,
  list: () => bounded(getDb().select().from(occasions).orderBy(asc(occasions.position), asc(occasions.name)).limit(LIST_MAX)),
  unique: slugTaken('occasions_slug_uq', 'occasion'),
  usedBy: (tx, id) => firstUse(tx, [['products', sql`SELECT 1 FROM product_occasions WHERE occasion_id = ${id}`]]),
  invalidate: () => invalidateCatalogue(),
});

/** The specs belong to an automobile product (type 'automobile'); one row per product, keyed by its id. */
async function checkAutomobile(tx: Tx, values: { productId: number }, before: { productId: number } | null): Promise<void> {
  if (before && values.productId !== before.productId) {
    throw badRequest('Please check the highlighted fields.', { productId: 'These specs stay with their product: add new specs for another one.' });
  }
  const [product] = await tx.select({ type: products.type }).from(products).where(eq(products.id, values.productId)).limit(1);
  if (!product || product.type !== 'automobile') throw badRequest('Please check the highlighted fields.', { productId: 'Choose an automobile product.' });
}

export const automobileKind = tableKind({
  entity: 'automobile',
  noun: 'automobile spec',
  table: automobileSpecs,
  key: automobileSpecs.productId,
  keyName: 'productId',
  title: (row) => `#${row.productId} (${row.vehicleKind})`,
  list: () =>
    bounded(
      getDb()
        .select({ spec: automobileSpecs, name: products.name, slug: products.slug })
        .from(automobileSpecs)
        .innerJoin(products, and(eq(products.id, automobileSpecs.productId)))
        .orderBy(asc(products.name))
        .limit(LIST_MAX)
        .then((rows) => rows.map((r) => ({ ...r.spec, id: r.spec.productId, productName: r.name, productSlug: r.slug }))),
    ),
  unique: { automobile_specs_pkey: { field: 'productId', message: 'This automobile already has specs: edit them instead.' } },
  prepare: (tx, values: { productId: number }, before) => checkAutomobile(tx, values, before as { productId: number } | null),
  usedBy: async () => null,
  invalidate: async (row) => {
    // The product's own page and the compare table show the specs.
    const [product] = await getDb().select({ id: products.id, slug: products.slug }).from(products).where(eq(products.id, row.productId)).limit(1);
    invalidateCatalogue(product ? [product] : []);
  },
});
