import 'server-only';
import { asc, count, eq } from 'drizzle-orm';
import { productUrl } from '@/lib/domain/catalogue-types';
import { getDb } from '@/lib/server/db/client';
import { cakeFlavours, cakeHeights, cakeIcings, cakeOptions, cakeTiers, productCombos, productCategories, productOccasions, productPhotos, products } from '@/lib/server/db/schema';
import type { Tx } from './tx';

// A product as the back office edits it: every field in paisa, its categories (main first), occasions, cake rules
// and combos, and the version a save must name.

export type CakeRulesView = {
  minPound: number;
  maxPound: number;
  poundStep: number;
  pricePerExtraPound: number;
  egglessPerPound: number | null;
  lessCreamAvailable: boolean;
  isPhotoCake: boolean;
  allowsMessage: boolean;
  maxMessageLength: number;
  defaultFlavourId: number | null;
  defaultIcingTypeId: number | null;
  tiers: { tiers: number; minPound: number; surcharge: number }[];
  heights: { code: 'regular' | 'tall' | 'extra-tall'; label: string; surchargePerPound: number }[];
  flavours: { flavourId: number; extraPerPound: number }[];
  icings: { icingTypeId: number; extraPerPound: number }[];
};

export type ComboView = { productId: number; name: string; slug: string; comboPrice: number; price: number; isActive: boolean };

export type AdminProduct = {
  id: number;
  type: 'product' | 'cake' | 'automobile';
  name: string;
  slug: string;
  sku: string;
  shortDescription: string;
  description: string;
  price: number;
  salePrice: number | null;
  stock: number;
  tags: string[];
  colors: string[];
  sizes: string[];
  isUrgent: boolean;
  isReadyMade: boolean;
  isActive: boolean;
  categoryIds: number[];
  occasionIds: number[];
  storeId: number;
  brandId: number | null;
  metaTitle: string;
  metaDescription: string;
  imageCount: number;
  version: number;
  updatedAt: string;
  /** Where shoppers see it (a hidden product answers 404 there). */
  url: string;
  cake: CakeRulesView | null;
  combos: ComboView[];
};

type Reader = Tx | ReturnType<typeof getDb>;

/** The product's editable fields (what the audit trail compares), or null when there is no such product. */
export async function productFields(db: Reader, id: number) {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  if (!row) return null;
  const [extra, occasionRows, [photos]] = await Promise.all([
    db.select({ id: productCategories.categoryId }).from(productCategories).where(eq(productCategories.productId, id)).orderBy(asc(productCategories.categoryId)),
    db.select({ id: productOccasions.occasionId }).from(productOccasions).where(eq(productOccasions.productId, id)).orderBy(asc(productOccasions.occasionId)),
    db.select({ count: count() }).from(productPhotos).where(eq(productPhotos.productId, id)),
  ]);
  return {
    id: row.id,
    type: row.type,
    name: row.name,
    slug: row.slug,
    sku: row.sku,
    shortDescription: row.shortDescription,
    description: row.description,
    price: row.price,
    salePrice: row.salePrice,
    stock: row.stock,
    tags: row.tags,
    colors: row.colors,
    sizes: row.sizes,
    isUrgent: row.isUrgent,
    isReadyMade: row.isReadyMade,
    isActive: row.isActive,
    categoryIds: [row.categoryId, ...extra.map((c) => c.id).filter((c) => c !== row.categoryId)],
    occasionIds: occasionRows.map((o) => o.id),
    storeId: row.storeId,
    brandId: row.brandId,
    metaTitle: row.metaTitle,
    metaDescription: row.metaDescription,
    imageCount: photos?.count ?? 0, // uploaded photos; the generated art is not one
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export type ProductFields = NonNullable<Awaited<ReturnType<typeof productFields>>>;

export async function cakeRulesOf(db: Reader, id: number): Promise<CakeRulesView | null> {
  const [options] = await db.select().from(cakeOptions).where(eq(cakeOptions.productId, id));
  if (!options) return null;
  const [tiers, heights, flavourRows, icingRows] = await Promise.all([
    db.select().from(cakeTiers).where(eq(cakeTiers.productId, id)).orderBy(asc(cakeTiers.tiers)),
    db.select().from(cakeHeights).where(eq(cakeHeights.productId, id)).orderBy(asc(cakeHeights.surchargePerPound)),
    db.select().from(cakeFlavours).where(eq(cakeFlavours.productId, id)).orderBy(asc(cakeFlavours.extraPerPound), asc(cakeFlavours.flavourId)),
    db.select().from(cakeIcings).where(eq(cakeIcings.productId, id)).orderBy(asc(cakeIcings.extraPerPound), asc(cakeIcings.icingTypeId)),
  ]);
  return {
    minPound: options.minPound,
    maxPound: options.maxPound,
    poundStep: options.poundStep,
    pricePerExtraPound: options.pricePerExtraPound,
    egglessPerPound: options.egglessPerPound,
    lessCreamAvailable: options.lessCreamAvailable,
    isPhotoCake: options.isPhotoCake,
    allowsMessage: options.allowsMessage,
    maxMessageLength: options.maxMessageLength,
    defaultFlavourId: options.defaultFlavourId,
    defaultIcingTypeId: options.defaultIcingTypeId,
    tiers: tiers.map((t) => ({ tiers: t.tiers, minPound: t.minPound, surcharge: t.surcharge })),
    heights: heights.map((h) => ({ code: h.code as CakeRulesView['heights'][number]['code'], label: h.label, surchargePerPound: h.surchargePerPound })),
    flavours: flavourRows.map((f) => ({ flavourId: f.flavourId, extraPerPound: f.extraPerPound })),
    icings: icingRows.map((i) => ({ icingTypeId: i.icingTypeId, extraPerPound: i.extraPerPound })),
  };
}

export async function combosOf(db: Reader, id: number): Promise<ComboView[]> {
  const rows = await db
    .select({ productId: productCombos.comboProductId, comboPrice: productCombos.comboPrice, name: products.name, slug: products.slug, price: products.price, isActive: products.isActive })
    .from(productCombos)
    .innerJoin(products, eq(products.id, productCombos.comboProductId))
    .where(eq(productCombos.productId, id))
    .orderBy(asc(productCombos.position), asc(productCombos.id));
  return rows;
}

/** The whole editor's data for one product; null when there is none. */
export async function getAdminProduct(id: number, db: Reader = getDb()): Promise<AdminProduct | null> {
  const fields = await productFields(db, id);
  if (!fields) return null;
  const [cake, combos] = await Promise.all([cakeRulesOf(db, id), combosOf(db, id)]);
  return { ...fields, url: productUrl(fields.type, fields.slug), cake, combos };
}
