import 'server-only';
import { asc } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { brands, categories, flavours, icingTypes, occasions, stores } from '@/lib/server/db/schema';

// What the product editor and the list's filters choose from: the shop's small reference tables, read whole.

export type CatalogueChoices = {
  categories: { id: number; name: string; parentId: number | null }[];
  brands: { id: number; name: string }[];
  stores: { id: number; name: string }[];
  occasions: { id: number; name: string }[];
  flavours: { id: number; name: string }[];
  icingTypes: { id: number; code: string; name: string }[];
};

export async function loadCatalogueChoices(): Promise<CatalogueChoices> {
  const db = getDb();
  const [categoryRows, brandRows, storeRows, occasionRows, flavourRows, icingRows] = await Promise.all([
    db.select({ id: categories.id, name: categories.name, parentId: categories.parentId }).from(categories).orderBy(asc(categories.position), asc(categories.name)),
    db.select({ id: brands.id, name: brands.name }).from(brands).orderBy(asc(brands.name)),
    db.select({ id: stores.id, name: stores.name }).from(stores).orderBy(asc(stores.name)),
    db.select({ id: occasions.id, name: occasions.name }).from(occasions).orderBy(asc(occasions.position), asc(occasions.name)),
    db.select({ id: flavours.id, name: flavours.name }).from(flavours).orderBy(asc(flavours.name)),
    db.select({ id: icingTypes.id, code: icingTypes.code, name: icingTypes.name }).from(icingTypes).orderBy(asc(icingTypes.name)),
  ]);
  return { categories: categoryRows, brands: brandRows, stores: storeRows, occasions: occasionRows, flavours: flavourRows, icingTypes: icingRows };
}
