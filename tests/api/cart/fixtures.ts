import { and, eq, gte, isNull } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { cakeOptions, products } from '@/lib/server/db/schema';

// Seed rows the cart tests shop with, found by what they are rather than by id.

/** A plain (non-cake) product in good stock at its list price. */
export async function plainProduct(minStock = 25) {
  const [row] = await getDb()
    .select()
    .from(products)
    .where(and(eq(products.type, 'product'), eq(products.isActive, true), gte(products.stock, minStock), isNull(products.salePrice)))
    .orderBy(products.id)
    .limit(1);
  if (!row) throw new Error('seed has no plain product in stock');
  return row;
}

/** A second, different plain product. */
export async function otherProduct(notId: number) {
  const rows = await getDb()
    .select()
    .from(products)
    .where(and(eq(products.type, 'product'), eq(products.isActive, true), gte(products.stock, 25), isNull(products.salePrice)))
    .orderBy(products.id)
    .limit(2);
  const row = rows.find((r) => r.id !== notId);
  if (!row) throw new Error('seed has no second product');
  return row;
}

/** A configurable cake that takes a message, with its rules row. */
export async function configurableCake() {
  const [row] = await getDb()
    .select({ product: products, options: cakeOptions })
    .from(products)
    .innerJoin(cakeOptions, eq(cakeOptions.productId, products.id))
    .where(and(eq(products.isReadyMade, false), eq(cakeOptions.allowsMessage, true), eq(cakeOptions.isPhotoCake, false), gte(products.stock, 25)))
    .orderBy(products.id)
    .limit(1);
  if (!row) throw new Error('seed has no configurable cake');
  return row;
}

export async function setProduct(id: number, patch: Partial<typeof products.$inferInsert>) {
  await getDb().update(products).set(patch).where(eq(products.id, id));
}
