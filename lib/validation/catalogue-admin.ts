import { z } from 'zod';
import { formatNpr, rupeesToPaisa } from '@/lib/domain/money';
import { idWithMessage, MAX_INT } from './ids';
import { blankToUndefined, first, intWithDefault } from './query-values';
import { text } from './text';

// The back office's catalogue (issue 25): what /api/dashboard/v1/admin/catalogue/… accepts. Money is typed in rupees
// (as staff say prices) and leaves here in paisa; every edit names the version it was made from.

export const PRODUCT_TYPES = ['product', 'cake', 'automobile'] as const;
export const META_TITLE_MAX = 60;
export const META_DESCRIPTION_MAX = 160;
/** products.price is an integer column of paisa: रू 2,14,74,836 is its ceiling, so a price stays under it. */
export const PRICE_MAX_RUPEES = 2_00_00_000;
export const ACCESSORY_KINDS = ['candle', 'knife', 'card', 'balloon', 'popper', 'topper'] as const;

export const CATALOGUE_MESSAGES = {
  type: 'Choose a type: product, cake or automobile.',
  name: 'Enter a name of 2 to 120 characters.',
  slug: 'Use 2 to 120 lower-case letters, digits and single hyphens (like black-forest-cake).',
  sku: 'Enter a SKU of up to 40 characters, or leave it empty.',
  shortDescription: 'Keep the short description to 300 characters.',
  description: 'Keep the description to 5,000 characters.',
  price: `Enter the price in rupees (up to 2 decimals), from रू 1 to ${formatNpr(rupeesToPaisa(PRICE_MAX_RUPEES))}.`,
  salePrice: 'Enter a sale price in rupees, or leave it empty.',
  saleBelowPrice: 'The sale price must be below the price.',
  stock: 'Enter the stock as a whole number from 0 to 1,000,000.',
  words: 'Up to 30 entries of 1 to 40 characters each.',
  categoryIds: 'Choose at least one category (the first is its main one), at most 10.',
  occasionIds: 'Choose at most 20 occasions.',
  storeId: 'Choose the store that makes it.',
  brandId: 'Choose a brand, or none.',
  metaTitle: `Keep the meta title to ${META_TITLE_MAX} characters.`,
  metaDescription: `Keep the meta description to ${META_DESCRIPTION_MAX} characters.`,
  version: 'Reload the product: this form has no version.',
  flag: 'Choose yes or no.',
  pound: 'Enter pounds from 0.5 to 50, in halves.',
  poundRange: 'The largest size must be at least the smallest.',
  amount: 'Enter an amount in rupees from 0 to 1,00,000.',
  tiers: 'Tier counts from 1 to 5, each once.',
  heights: 'Heights each once, with a label.',
  flavours: 'Each flavour once.',
  icings: 'Each icing once.',
  messageLength: 'A message of 5 to 100 characters.',
  combos: 'Up to 12 other products, each once.',
  comboProduct: 'A combo pairs this product with another one.',
} as const;

const trimmed = (message: string, min: number, max: number) => text({ error: message }).trim().min(min, { error: message }).max(max, { error: message });
const optionalText = (message: string, max: number) => text({ error: message }).trim().max(max, { error: message });
const flag = z.boolean({ error: CATALOGUE_MESSAGES.flag });

/** Rupees with at most two decimals (paisa), within [min, max], into paisa. */
const rupees = (message: string, min: number, max: number) =>
  z.coerce
    .number({ error: message })
    .min(min, { error: message })
    .max(max, { error: message })
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, { error: message })
    .transform((value) => rupeesToPaisa(value));

const nullableRupees = (message: string, max: number) =>
  z.preprocess((v) => (v === '' || v === undefined ? null : v), rupees(message, 0, max).nullable());

const idList = (message: string, min: number, max: number) =>
  z
    .array(idWithMessage(message), { error: message })
    .min(min, { error: message })
    .max(max, { error: message })
    .refine((ids) => new Set(ids).size === ids.length, { error: message });

/** Tags and colours: lower case, no repeats; sizes as written. */
const words = (lower: boolean) =>
  z
    .array(trimmed(CATALOGUE_MESSAGES.words, 1, 40), { error: CATALOGUE_MESSAGES.words })
    .max(30, { error: CATALOGUE_MESSAGES.words })
    .transform((list) => [...new Set(list.map((w) => (lower ? w.toLowerCase() : w)))]);

export const slugSchema = text({ error: CATALOGUE_MESSAGES.slug })
  .trim()
  .min(2, { error: CATALOGUE_MESSAGES.slug })
  .max(120, { error: CATALOGUE_MESSAGES.slug })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: CATALOGUE_MESSAGES.slug });

const productFields = z.object({
  type: z.enum(PRODUCT_TYPES, { error: CATALOGUE_MESSAGES.type }),
  name: trimmed(CATALOGUE_MESSAGES.name, 2, 120),
  slug: slugSchema,
  sku: optionalText(CATALOGUE_MESSAGES.sku, 40),
  shortDescription: optionalText(CATALOGUE_MESSAGES.shortDescription, 300),
  description: optionalText(CATALOGUE_MESSAGES.description, 5000),
  price: rupees(CATALOGUE_MESSAGES.price, 1, PRICE_MAX_RUPEES),
  salePrice: nullableRupees(CATALOGUE_MESSAGES.salePrice, PRICE_MAX_RUPEES),
  stock: z.coerce.number({ error: CATALOGUE_MESSAGES.stock }).int({ error: CATALOGUE_MESSAGES.stock }).min(0, { error: CATALOGUE_MESSAGES.stock }).max(1_000_000, { error: CATALOGUE_MESSAGES.stock }),
  tags: words(true),
  colors: words(true),
  sizes: words(false),
  isUrgent: flag,
  isReadyMade: flag,
  isActive: flag,
  /** Every category it is listed in; the first is its main one (breadcrumb, URL of its card). */
  categoryIds: idList(CATALOGUE_MESSAGES.categoryIds, 1, 10),
  occasionIds: idList(CATALOGUE_MESSAGES.occasionIds, 0, 20),
  storeId: idWithMessage(CATALOGUE_MESSAGES.storeId),
  brandId: z.preprocess((v) => (v === '' || v === undefined ? null : v), idWithMessage(CATALOGUE_MESSAGES.brandId).nullable()),
  metaTitle: optionalText(CATALOGUE_MESSAGES.metaTitle, META_TITLE_MAX),
  metaDescription: optionalText(CATALOGUE_MESSAGES.metaDescription, META_DESCRIPTION_MAX),
});

const saleBelowPrice = (value: { price?: number; salePrice?: number | null }) =>
  value.salePrice === null || value.salePrice === undefined || value.price === undefined || value.salePrice < value.price;

/** POST admin/catalogue/products: a new product (hidden or shown as `isActive` says). */
export const productCreateSchema = productFields
  .extend({
    sku: productFields.shape.sku.default(''),
    shortDescription: productFields.shape.shortDescription.default(''),
    description: productFields.shape.description.default(''),
    salePrice: productFields.shape.salePrice.default(null),
    stock: productFields.shape.stock.default(0),
    tags: productFields.shape.tags.default([]),
    colors: productFields.shape.colors.default([]),
    sizes: productFields.shape.sizes.default([]),
    isUrgent: flag.default(false),
    isReadyMade: flag.default(false),
    isActive: flag.default(true),
    occasionIds: productFields.shape.occasionIds.default([]),
    brandId: productFields.shape.brandId.default(null),
    metaTitle: productFields.shape.metaTitle.default(''),
    metaDescription: productFields.shape.metaDescription.default(''),
  })
  .refine(saleBelowPrice, { error: CATALOGUE_MESSAGES.saleBelowPrice, path: ['salePrice'] });
export type ProductCreateInput = z.output<typeof productCreateSchema>;

const versionSchema = z.coerce.number({ error: CATALOGUE_MESSAGES.version }).int({ error: CATALOGUE_MESSAGES.version }).min(1, { error: CATALOGUE_MESSAGES.version }).max(MAX_INT, { error: CATALOGUE_MESSAGES.version });

/**
 * PATCH admin/catalogue/products/{id}: only the fields the editor changed (so a stock an order took meanwhile is not
 * written back), and the version the form was loaded at. The sale price is checked against the price it will sit
 * beside (the service has the stored one when only one of them is sent).
 */
export const productUpdateSchema = productFields
  .partial()
  .extend({ version: versionSchema })
  .refine(saleBelowPrice, { error: CATALOGUE_MESSAGES.saleBelowPrice, path: ['salePrice'] });
export type ProductUpdateInput = z.output<typeof productUpdateSchema>;

/** POST admin/catalogue/products/{id}/visibility: hide or show, from a version. */
export const productVisibilitySchema = z.object({ isActive: flag, version: versionSchema });

const pound = z.coerce
  .number({ error: CATALOGUE_MESSAGES.pound })
  .min(0.5, { error: CATALOGUE_MESSAGES.pound })
  .max(50, { error: CATALOGUE_MESSAGES.pound })
  .refine((v) => Number.isInteger(v * 2), { error: CATALOGUE_MESSAGES.pound });
const amount = rupees(CATALOGUE_MESSAGES.amount, 0, 1_00_000);
const unique = <K extends string>(key: K) => (list: Record<K, unknown>[]) => new Set(list.map((item) => item[key])).size === list.length;

/** A cake's price rules as the editor holds them (rupees in, paisa out). */
export const cakeRulesSchema = z
  .object({
    minPound: pound,
    maxPound: pound,
    poundStep: pound,
    pricePerExtraPound: amount,
    /** null: this cake cannot be made eggless. */
    egglessPerPound: z.preprocess((v) => (v === '' || v === undefined ? null : v), amount.nullable()),
    lessCreamAvailable: flag,
    isPhotoCake: flag,
    allowsMessage: flag,
    maxMessageLength: z.coerce.number({ error: CATALOGUE_MESSAGES.messageLength }).int({ error: CATALOGUE_MESSAGES.messageLength }).min(5, { error: CATALOGUE_MESSAGES.messageLength }).max(100, { error: CATALOGUE_MESSAGES.messageLength }),
    defaultFlavourId: z.preprocess((v) => (v === '' || v === undefined ? null : v), idWithMessage(CATALOGUE_MESSAGES.flavours).nullable()),
    defaultIcingTypeId: z.preprocess((v) => (v === '' || v === undefined ? null : v), idWithMessage(CATALOGUE_MESSAGES.icings).nullable()),
    tiers: z
      .array(z.object({ tiers: z.coerce.number({ error: CATALOGUE_MESSAGES.tiers }).int({ error: CATALOGUE_MESSAGES.tiers }).min(1, { error: CATALOGUE_MESSAGES.tiers }).max(5, { error: CATALOGUE_MESSAGES.tiers }), minPound: pound, surcharge: amount }), { error: CATALOGUE_MESSAGES.tiers })
      .max(5, { error: CATALOGUE_MESSAGES.tiers })
      .refine(unique('tiers'), { error: CATALOGUE_MESSAGES.tiers }),
    heights: z
      .array(z.object({ code: z.enum(['regular', 'tall', 'extra-tall'], { error: CATALOGUE_MESSAGES.heights }), label: trimmed(CATALOGUE_MESSAGES.heights, 1, 40), surchargePerPound: amount }), { error: CATALOGUE_MESSAGES.heights })
      .max(3, { error: CATALOGUE_MESSAGES.heights })
      .refine(unique('code'), { error: CATALOGUE_MESSAGES.heights }),
    flavours: z
      .array(z.object({ flavourId: idWithMessage(CATALOGUE_MESSAGES.flavours), extraPerPound: amount }), { error: CATALOGUE_MESSAGES.flavours })
      .max(40, { error: CATALOGUE_MESSAGES.flavours })
      .refine(unique('flavourId'), { error: CATALOGUE_MESSAGES.flavours }),
    icings: z
      .array(z.object({ icingTypeId: idWithMessage(CATALOGUE_MESSAGES.icings), extraPerPound: amount }), { error: CATALOGUE_MESSAGES.icings })
      .max(10, { error: CATALOGUE_MESSAGES.icings })
      .refine(unique('icingTypeId'), { error: CATALOGUE_MESSAGES.icings }),
  })
  .refine((r) => r.maxPound >= r.minPound, { error: CATALOGUE_MESSAGES.poundRange, path: ['maxPound'] });
export type CakeRulesInput = z.output<typeof cakeRulesSchema>;

/** PUT admin/catalogue/products/{id}/cake-options: the whole rule set (null: not configurable, sold as it is). */
export const cakeOptionsSaveSchema = z.object({ version: versionSchema, rules: cakeRulesSchema.nullable() });

/** A customer's choice, as calculate-product-price takes it. */
export const cakeSelectionSchema = z.object({
  pound: z.coerce.number({ error: CATALOGUE_MESSAGES.pound }).positive({ error: CATALOGUE_MESSAGES.pound }).max(100, { error: CATALOGUE_MESSAGES.pound }),
  tier: z.coerce.number({ error: CATALOGUE_MESSAGES.tiers }).int({ error: CATALOGUE_MESSAGES.tiers }).min(1, { error: CATALOGUE_MESSAGES.tiers }).max(5, { error: CATALOGUE_MESSAGES.tiers }).optional(),
  height: text().max(20).optional(),
  flavorId: idWithMessage(CATALOGUE_MESSAGES.flavours).optional(),
  icingType: text().max(40).optional(),
  eggless: z.boolean().optional(),
  lessCream: z.boolean().optional(),
});

/** POST admin/catalogue/products/{id}/price-preview: rules and prices as being edited, and a choice to price. */
export const pricePreviewSchema = z
  .object({
    price: rupees(CATALOGUE_MESSAGES.price, 1, PRICE_MAX_RUPEES),
    salePrice: nullableRupees(CATALOGUE_MESSAGES.salePrice, PRICE_MAX_RUPEES).default(null),
    rules: cakeRulesSchema,
    selection: cakeSelectionSchema,
  })
  .refine(saleBelowPrice, { error: CATALOGUE_MESSAGES.saleBelowPrice, path: ['salePrice'] });
export type PricePreviewInput = z.output<typeof pricePreviewSchema>;

/** PUT admin/catalogue/products/{id}/combos: the whole list in order (add, remove and reorder are one save). */
export const combosSaveSchema = z.object({
  version: versionSchema,
  combos: z
    .array(z.object({ productId: idWithMessage(CATALOGUE_MESSAGES.comboProduct), comboPrice: rupees(CATALOGUE_MESSAGES.price, 1, PRICE_MAX_RUPEES) }), { error: CATALOGUE_MESSAGES.combos })
    .max(12, { error: CATALOGUE_MESSAGES.combos })
    .refine(unique('productId'), { error: CATALOGUE_MESSAGES.combos }),
});

export const ADMIN_PRODUCT_SORTS = ['updated', 'name', 'price-asc', 'price-desc', 'stock'] as const;
export type AdminProductSort = (typeof ADMIN_PRODUCT_SORTS)[number];

const optionalId = (label: string) => z.preprocess(blankToUndefined, idWithMessage(`Choose a ${label}.`).optional());
const yesNo = z.preprocess((v) => blankToUndefined(v), z.enum(['yes', 'no'], { error: 'Choose yes or no.' }).optional());

/** GET admin/catalogue/products: the back office's list (every product, hidden ones too), keyset-paged. */
export const adminProductListSchema = z.object({
  q: z.preprocess(blankToUndefined, text({ error: 'Search for up to 80 characters.' }).trim().max(80, { error: 'Search for up to 80 characters.' }).optional()),
  type: z.preprocess(blankToUndefined, z.enum(PRODUCT_TYPES, { error: CATALOGUE_MESSAGES.type }).optional()),
  categoryId: optionalId('category'),
  brandId: optionalId('brand'),
  storeId: optionalId('store'),
  visibility: z.preprocess(blankToUndefined, z.enum(['visible', 'hidden'], { error: 'Choose visible or hidden.' }).optional()),
  stock: z.preprocess(blankToUndefined, z.enum(['in', 'out'], { error: 'Choose in stock or out of stock.' }).optional()),
  urgent: yesNo,
  readyMade: yesNo,
  sort: z.preprocess(blankToUndefined, z.enum(ADMIN_PRODUCT_SORTS, { error: `Sort by ${ADMIN_PRODUCT_SORTS.join(', ')}.` }).default('updated')),
  /** The last row of the previous page (opaque; from the previous answer's `next`). */
  after: z.preprocess((v) => blankToUndefined(first(v)), text({ error: 'This page link is broken: start from the first page.' }).max(200).optional()),
  perPage: intWithDefault('Per page', 50, 10, 100),
});
export type AdminProductListQuery = z.output<typeof adminProductListSchema>;

const accessoryFields = z.object({
  name: trimmed(CATALOGUE_MESSAGES.name, 2, 80),
  slug: slugSchema,
  kind: z.enum(ACCESSORY_KINDS, { error: `Choose a kind: ${ACCESSORY_KINDS.join(', ')}.` }),
  description: optionalText(CATALOGUE_MESSAGES.shortDescription, 300),
  price: rupees(CATALOGUE_MESSAGES.price, 1, 1_00_000),
  stock: productFields.shape.stock,
  position: z.coerce.number({ error: 'Enter a position from 0 to 1,000.' }).int({ error: 'Enter a position from 0 to 1,000.' }).min(0, { error: 'Enter a position from 0 to 1,000.' }).max(1000, { error: 'Enter a position from 0 to 1,000.' }),
  isActive: flag,
});

/** POST admin/catalogue/accessories: a new add-on (candle, knife, card…). */
export const accessoryCreateSchema = accessoryFields.extend({
  description: accessoryFields.shape.description.default(''),
  stock: accessoryFields.shape.stock.default(100),
  position: accessoryFields.shape.position.default(0),
  isActive: flag.default(true),
});
export type AccessoryCreateInput = z.output<typeof accessoryCreateSchema>;

/** PATCH admin/catalogue/accessories/{id}: the changed fields and the version they were made from. */
export const accessoryUpdateSchema = accessoryFields.partial().extend({ version: versionSchema });
export type AccessoryUpdateInput = z.output<typeof accessoryUpdateSchema>;
