import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { Database } from '@/lib/server/db/client';
import { categories, deliveryLocations, deliveryMethods, products, timeSlots } from '@/lib/server/db/schema';

// Looks up seeded rows the delivery tests use, by what they are (never by a hard-coded id).

export async function placeId(db: Database, slug: string): Promise<number> {
  const [row] = await db.select({ id: deliveryLocations.id }).from(deliveryLocations).where(eq(deliveryLocations.slug, slug));
  if (!row) throw new Error(`seed has no delivery location ${slug}`);
  return row.id;
}

/** A freshly baked cake (4 h lead), a same-day gift (18:00 cut-off) and a scooter. */
export async function sampleProducts(db: Database) {
  const pick = async (where: ReturnType<typeof and>) => {
    const [row] = await db
      .select({ id: products.id, name: products.name, price: products.price, salePrice: products.salePrice })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(and(eq(products.isActive, true), where))
      .orderBy(products.id)
      .limit(1);
    if (!row) throw new Error('seed lacks a product the delivery tests need');
    return { ...row, unitPrice: row.salePrice ?? row.price };
  };
  const cake = await pick(
    and(
      eq(products.type, 'cake'),
      eq(products.isReadyMade, false),
      eq(products.isUrgent, false),
      notInArray(categories.slug, ['tiered-wedding-cakes']),
      sql`NOT EXISTS (SELECT 1 FROM product_categories pc JOIN categories c ON c.id = pc.category_id WHERE pc.product_id = ${products.id} AND c.slug = 'tiered-wedding-cakes')`,
    ),
  );
  const gift = await pick(and(eq(products.type, 'product'), eq(categories.slug, 'flowers')));
  const scooter = await pick(eq(products.type, 'automobile'));
  return { cake, gift, scooter };
}

export async function slotId(db: Database, methodCode: string, label: string): Promise<number> {
  const [row] = await db
    .select({ id: timeSlots.id })
    .from(timeSlots)
    .innerJoin(deliveryMethods, eq(deliveryMethods.id, timeSlots.methodId))
    .where(and(eq(deliveryMethods.code, methodCode), eq(timeSlots.label, label)));
  if (!row) throw new Error(`seed has no ${methodCode} slot ${label}`);
  return row.id;
}
