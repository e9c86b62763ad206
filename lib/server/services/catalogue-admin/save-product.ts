import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { formatNpr } from '@/lib/domain/money';
import { getDb } from '@/lib/server/db/client';
import { brands, categories, occasions, productCategories, productOccasions, products, stores } from '@/lib/server/db/schema';
import { badRequest, notFound } from '@/lib/server/http/errors';
import { recordAudit } from '@/lib/server/services/audit/record';
import { invalidateCatalogue } from '@/lib/server/services/catalogue/invalidate';
import { CATALOGUE_MESSAGES, type ProductCreateInput, type ProductUpdateInput } from '@/lib/validation/catalogue-admin';
import { isUniqueViolation, slugTaken, staleEdit } from './errors';
import { getAdminProduct, productFields, type AdminProduct, type ProductFields } from './product-view';
import { refreshSearchText } from './search-text';
import type { Tx } from './tx';

// Creating and editing a product. Each save is one transaction: the product row locked, its version checked (a form
// loaded before another editor's save gets 409 and writes nothing), the row, its categories and occasions written,
// its search words rebuilt, the audit entry with before and after; then, once committed, the catalogue's caches and
// the product's own pages (old and new slug) are cleared so the storefront shows the change at once.

type References = Pick<ProductCreateInput, 'categoryIds' | 'occasionIds' | 'storeId' | 'brandId'>;

/** Every referenced category, occasion, store and brand exists, or 400 naming the field. */
async function checkReferences(tx: Tx, input: Partial<References>): Promise<void> {
  const fields: Record<string, string> = {};
  if (input.categoryIds) {
    const found = await tx.select({ id: categories.id }).from(categories).where(inArray(categories.id, input.categoryIds));
    if (found.length !== input.categoryIds.length) fields.categoryIds = 'One of these categories does not exist (any more).';
  }
  if (input.occasionIds?.length) {
    const found = await tx.select({ id: occasions.id }).from(occasions).where(inArray(occasions.id, input.occasionIds));
    if (found.length !== input.occasionIds.length) fields.occasionIds = 'One of these occasions does not exist (any more).';
  }
  if (input.storeId !== undefined && !(await tx.select({ id: stores.id }).from(stores).where(eq(stores.id, input.storeId))).length) {
    fields.storeId = CATALOGUE_MESSAGES.storeId;
  }
  if (input.brandId && !(await tx.select({ id: brands.id }).from(brands).where(eq(brands.id, input.brandId))).length) {
    fields.brandId = CATALOGUE_MESSAGES.brandId;
  }
  if (Object.keys(fields).length) throw badRequest('Please check the highlighted fields.', fields);
}

async function checkSlugFree(tx: Tx, slug: string, exceptId: number | null): Promise<void> {
  const [other] = await tx.select({ id: products.id }).from(products).where(eq(products.slug, slug));
  if (other && other.id !== exceptId) throw slugTaken(slug);
}

async function writeMemberships(tx: Tx, productId: number, input: Partial<References>): Promise<void> {
  if (input.categoryIds) {
    const [main, ...extra] = input.categoryIds;
    await tx.delete(productCategories).where(eq(productCategories.productId, productId));
    if (main !== undefined) await tx.update(products).set({ categoryId: main }).where(eq(products.id, productId));
    if (extra.length) await tx.insert(productCategories).values(extra.map((categoryId) => ({ productId, categoryId })));
  }
  if (input.occasionIds) {
    await tx.delete(productOccasions).where(eq(productOccasions.productId, productId));
    if (input.occasionIds.length) await tx.insert(productOccasions).values(input.occasionIds.map((occasionId) => ({ productId, occasionId })));
  }
}

/** "Price of Black Forest Cake: रू 1,250 → रू 1,350", or the fields that changed. */
function summaryOf(before: ProductFields, after: ProductFields): string {
  const parts: string[] = [];
  if (before.price !== after.price) parts.push(`price ${formatNpr(before.price)} → ${formatNpr(after.price)}`);
  if (before.salePrice !== after.salePrice) {
    parts.push(`sale price ${before.salePrice === null ? 'none' : formatNpr(before.salePrice)} → ${after.salePrice === null ? 'none' : formatNpr(after.salePrice)}`);
  }
  if (before.isActive !== after.isActive) parts.push(after.isActive ? 'shown' : 'hidden');
  const others = (Object.keys(after) as (keyof ProductFields)[]).filter(
    (key) => !['price', 'salePrice', 'isActive', 'version', 'updatedAt'].includes(key) && JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  if (others.length) parts.push(others.join(', '));
  return `${after.name}: ${parts.join('; ') || 'saved unchanged'}`;
}

const defaultSku = (slug: string) => `UG-${slug.toUpperCase()}`.slice(0, 40);

export async function createProduct(input: ProductCreateInput): Promise<AdminProduct> {
  let created: { id: number; slug: string };
  try {
    created = await getDb().transaction(async (tx) => {
      await checkReferences(tx, input);
      await checkSlugFree(tx, input.slug, null);
      const [row] = await tx
        .insert(products)
        .values({
          type: input.type,
          slug: input.slug,
          name: input.name,
          sku: input.sku || defaultSku(input.slug),
          shortDescription: input.shortDescription,
          description: input.description,
          price: input.price,
          salePrice: input.salePrice,
          stock: input.stock,
          tags: input.tags,
          colors: input.colors,
          sizes: input.sizes,
          isUrgent: input.isUrgent,
          isReadyMade: input.isReadyMade,
          isActive: input.isActive,
          categoryId: input.categoryIds[0]!,
          storeId: input.storeId,
          brandId: input.brandId,
          metaTitle: input.metaTitle,
          metaDescription: input.metaDescription,
        })
        .returning({ id: products.id, slug: products.slug });
      await writeMemberships(tx, row!.id, { categoryIds: input.categoryIds, occasionIds: input.occasionIds });
      await refreshSearchText(tx, row!.id);
      const after = await productFields(tx, row!.id);
      await recordAudit(tx, { action: 'product.create', entity: 'product', entityId: row!.id, summary: `New ${input.type}: ${input.name} at ${formatNpr(input.price)}`, before: null, after });
      return row!;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'products_slug_uq')) throw slugTaken(input.slug);
    throw error;
  }
  invalidateCatalogue([created]);
  return (await getAdminProduct(created.id))!;
}

/**
 * Locks the product and checks the version the edit was made from; runs `change` and moves the version on. Answers
 * the fields before and after (for the audit entry and the caches to clear).
 */
export async function withProductVersion<T>(
  tx: Tx,
  id: number,
  version: number,
  change: (before: ProductFields) => Promise<T>,
): Promise<{ before: ProductFields; after: ProductFields; result: T }> {
  const [locked] = await tx.select({ version: products.version }).from(products).where(eq(products.id, id)).for('update');
  if (!locked) throw notFound('Product');
  if (locked.version !== version) throw staleEdit('product', locked.version);
  const before = (await productFields(tx, id))!;
  const result = await change(before);
  await tx.update(products).set({ version: sql`${products.version} + 1`, updatedAt: sql`now()` }).where(and(eq(products.id, id)));
  const after = (await productFields(tx, id))!;
  return { before, after, result };
}

export async function updateProduct(id: number, input: ProductUpdateInput): Promise<AdminProduct> {
  const { version, categoryIds, occasionIds, ...columns } = input;
  let changed: { before: ProductFields; after: ProductFields };
  try {
    changed = await getDb().transaction((tx) =>
      withProductVersion(tx, id, version, async (before) => {
        const price = columns.price ?? before.price;
        const salePrice = columns.salePrice === undefined ? before.salePrice : columns.salePrice;
        if (salePrice !== null && salePrice >= price) throw badRequest('Please check the highlighted fields.', { salePrice: CATALOGUE_MESSAGES.saleBelowPrice });
        await checkReferences(tx, { categoryIds, occasionIds, storeId: columns.storeId, brandId: columns.brandId });
        if (columns.slug !== undefined && columns.slug !== before.slug) await checkSlugFree(tx, columns.slug, id);
        const set = Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined)) as Partial<typeof products.$inferInsert>;
        if (set.sku === '') set.sku = defaultSku(columns.slug ?? before.slug);
        if (Object.keys(set).length) await tx.update(products).set(set).where(eq(products.id, id));
        await writeMemberships(tx, id, { categoryIds, occasionIds });
        await refreshSearchText(tx, id);
      }).then(async (result) => {
        await recordAudit(tx, { action: 'product.update', entity: 'product', entityId: id, summary: summaryOf(result.before, result.after), before: result.before, after: result.after });
        return result;
      }),
    );
  } catch (error) {
    if (isUniqueViolation(error, 'products_slug_uq')) throw slugTaken(input.slug ?? '');
    throw error;
  }
  // Both addresses: the old slug's cached page must not outlive the change.
  invalidateCatalogue([
    { id, slug: changed.before.slug },
    { id, slug: changed.after.slug },
  ]);
  return (await getAdminProduct(id))!;
}

/** Hide (gone from every list, search, page, cart add and the sitemap) or show again. */
export async function setProductVisibility(id: number, isActive: boolean, version: number): Promise<AdminProduct> {
  const changed = await getDb().transaction(async (tx) => {
    const result = await withProductVersion(tx, id, version, async () => {
      await tx.update(products).set({ isActive }).where(eq(products.id, id));
    });
    await recordAudit(tx, {
      action: isActive ? 'product.show' : 'product.hide',
      entity: 'product',
      entityId: id,
      summary: `${result.after.name}: ${isActive ? 'shown in the shop' : 'hidden from the shop'}`,
      before: { isActive: result.before.isActive },
      after: { isActive: result.after.isActive },
    });
    return result;
  });
  invalidateCatalogue([{ id, slug: changed.after.slug }]);
  return (await getAdminProduct(id))!;
}
