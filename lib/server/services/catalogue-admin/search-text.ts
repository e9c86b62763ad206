import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from './tx';
import { cakeOptions, categories, flavours, icingTypes, occasions, productCategories, productOccasions, products, stores } from '@/lib/server/db/schema';

// products.search_text: the words search matches a product on, rebuilt after every back-office edit from what the
// product is now — the same words the seed writes (lib/server/db/seed/catalogue/build.ts searchText): its name, its
// categories, a cake's own flavour and icing, its tags (also with hyphens as spaces), its occasions, its store, and
// "cake cakes" for a cake. A trigger learns the new words for search's typo correction (migration 0005).

export function searchWordsOf(parts: readonly string[]): string {
  return [...new Set(parts.join(' ').toLowerCase().replace(/[^a-z0-9&'\- ]+/g, ' ').split(/\s+/).filter(Boolean))].join(' ');
}

export async function refreshSearchText(tx: Tx, productId: number): Promise<void> {
  const [row] = await tx
    .select({ name: products.name, type: products.type, tags: products.tags, categoryId: products.categoryId, store: stores.name })
    .from(products)
    .innerJoin(stores, eq(stores.id, products.storeId))
    .where(eq(products.id, productId));
  if (!row) return;
  const [extra, occasionRows, cake] = await Promise.all([
    tx.select({ id: productCategories.categoryId }).from(productCategories).where(eq(productCategories.productId, productId)),
    tx
      .select({ name: occasions.name })
      .from(productOccasions)
      .innerJoin(occasions, eq(occasions.id, productOccasions.occasionId))
      .where(eq(productOccasions.productId, productId)),
    tx
      .select({ flavour: flavours.name, icing: icingTypes.name })
      .from(cakeOptions)
      .leftJoin(flavours, eq(flavours.id, cakeOptions.defaultFlavourId))
      .leftJoin(icingTypes, eq(icingTypes.id, cakeOptions.defaultIcingTypeId))
      .where(eq(cakeOptions.productId, productId)),
  ]);
  const categoryIds = [row.categoryId, ...extra.map((c) => c.id)];
  const categoryRows = await tx.select({ id: categories.id, name: categories.name }).from(categories).where(inArray(categories.id, categoryIds));
  const names = categoryIds.map((id) => categoryRows.find((c) => c.id === id)?.name ?? '');
  const text = searchWordsOf([
    row.name,
    ...names,
    cake[0]?.flavour ?? '',
    cake[0]?.icing ?? '',
    ...row.tags,
    ...row.tags.map((t) => t.replace(/-/g, ' ')),
    ...occasionRows.map((o) => o.name),
    row.store,
    row.type === 'cake' ? 'cake cakes' : '',
  ]);
  await tx.update(products).set({ searchText: text }).where(and(eq(products.id, productId)));
}
