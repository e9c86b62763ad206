import { z } from 'zod';
import { DEFAULT_PER_PAGE, MAX_FILTER_PRICE, MAX_PER_PAGE } from '@/lib/domain/catalogue-types';
import { idListParam, labelledId, MAX_INT } from './ids';
import { text } from './text';
import { blankToUndefined, first, intWithDefault } from './query-values';

// Query-string schemas of the catalogue API (and the pages that read the same search params). Input values are what
// queryObject() gives: a string, or an array of strings when a key repeats.

type QueryValue = string | string[] | undefined;

/** Repeatable or comma-separated list: ?brand=a&brand=b or ?brand=a,b. */
export const listParam = z.preprocess((v: unknown) => {
  const values = (Array.isArray(v) ? v : v === undefined ? [] : [v]) as unknown[];
  return values
    .flatMap((s) => String(s).split(','))
    .map((s) => s.trim())
    .filter(Boolean);
}, z.array(text().max(80)).max(30, 'Too many values'));

/** A row id from the query string (blank means not given); ids are PostgreSQL integers, so at most MAX_INT. */
export const positiveInt = (label: string) => z.preprocess(blankToUndefined, labelledId(label));

/** A price bound in whole rupees (the filter's unit); absent means no bound. */
const rupees = (label: string) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: `${label} must be a number` })
      .int(`${label} must be whole rupees`)
      .min(0, `${label} cannot be negative`)
      .max(MAX_FILTER_PRICE, `${label} is too large`)
      .optional(),
  );

/** 'true'/'1' and 'false'/'0' (SPEC: booleans in query strings). */
export const boolParam = z.preprocess(
  (v) => {
    const value = blankToUndefined(v);
    if (value === 'true' || value === '1') return true;
    if (value === 'false' || value === '0') return false;
    return value;
  },
  z.boolean({ error: "Use 'true', 'false', '1' or '0'" }).optional(),
);

const slugParam = (label: string) =>
  z.preprocess(
    blankToUndefined,
    text()
      .max(120)
      .regex(/^[a-z0-9-]+$/i, `${label} is not a valid slug`)
      .optional(),
  );

export const productSortSchema = z.enum(['popular', 'newest', 'price-asc', 'price-desc', 'rating'], {
  error: "Sort must be one of 'popular', 'newest', 'price-asc', 'price-desc', 'rating'",
});

export const paginationQuerySchema = z.object({
  page: intWithDefault('Page', 1, 1, 10_000),
  perPage: intWithDefault('Per page', DEFAULT_PER_PAGE, 1, MAX_PER_PAGE),
});

/** SPEC §3 Filter: size, brand, color, tags, minPrice (default 0), maxPrice (default 5000) in rupees. */
const filterFields = {
  size: listParam,
  brand: listParam,
  color: listParam,
  tags: listParam,
  minPrice: rupees('Minimum price'),
  maxPrice: rupees('Maximum price'),
  sort: z.preprocess(blankToUndefined, productSortSchema.default('popular')),
};

const priceRangeInOrder = {
  check: (f: { minPrice?: number; maxPrice?: number }) =>
    f.minPrice === undefined || f.maxPrice === undefined || f.minPrice <= f.maxPrice,
  issue: { path: ['maxPrice'], message: 'Maximum price must not be below the minimum price' },
};

export const productFiltersSchema = paginationQuerySchema
  .extend(filterFields)
  .refine(priceRangeInOrder.check, priceRangeInOrder.issue);

/** The /products list: the category filters plus where to list from (category, occasion, store) and a search. */
export const productListQuerySchema = paginationQuerySchema
  .extend({
    ...filterFields,
    category: slugParam('Category'),
    occasion: slugParam('Occasion'),
    store: slugParam('Store'),
    q: z.preprocess(blankToUndefined, text().trim().max(100, 'Search is too long').optional()),
  })
  .refine(priceRangeInOrder.check, priceRangeInOrder.issue);

export const slugPathSchema = z.object({
  slug: text().min(1).max(160).regex(/^[a-z0-9-]+$/i, 'Not a valid slug'),
});

/** A product or store is addressed by numeric id or by slug. */
export const idOrSlugSchema = text()
  .min(1, 'Give an id or a slug')
  .max(160)
  .regex(/^[a-z0-9-]+$/i, 'Not a valid id or slug')
  .transform((v) => (/^\d+$/.test(v) ? Number(v) : v))
  .refine((v) => typeof v === 'string' || (Number.isSafeInteger(v) && v > 0 && v <= MAX_INT), 'Id must be a whole number from 1 to 2147483647');

export const idPathSchema = z.object({ id: positiveInt('Id') });

export const productDetailQuerySchema = z.object({ forceInactive: boolParam });

export const pageQuerySchema = z.object({ page: intWithDefault('Page', 1, 1, 10_000) });

export const limitQuerySchema = z.object({ limit: intWithDefault('Limit', 12, 1, MAX_PER_PAGE) });

export const searchQuerySchema = paginationQuerySchema.extend({
  q: z.preprocess(
    (v) => (typeof first(v) === 'string' ? (first(v) as string).trim() : first(v)),
    text({ error: 'Type something to search for' }).min(1, 'Type something to search for').max(100, 'Search is too long'),
  ),
  source: z.preprocess(blankToUndefined, z.enum(['web', 'app']).default('web')),
});

export const searchHistoryQuerySchema = z.object({
  q: z.preprocess(
    (v) => (typeof first(v) === 'string' ? (first(v) as string).trim() : blankToUndefined(v)),
    text().max(100, 'Search is too long').optional(),
  ),
  source: z.preprocess(blankToUndefined, z.enum(['web', 'app']).default('web')),
});

export const multipleQuerySchema = z.object({ ids: idListParam(MAX_PER_PAGE, `At most ${MAX_PER_PAGE} ids`) });

const pound = z.preprocess(
  blankToUndefined,
  z.coerce.number({ error: 'Pound must be a number' }).positive('Pound must be positive').max(100, 'Pound is too large'),
);

export const cakePriceQuerySchema = z.object({
  productId: positiveInt('Product id'),
  pound,
  tier: positiveInt('Tier').optional(),
  height: z.preprocess(blankToUndefined, text().max(40).optional()),
  flavorId: positiveInt('Flavour').optional(),
  icingType: z.preprocess(blankToUndefined, text().max(40).optional()),
  eggless: boolParam,
  lessCream: boolParam,
});

export const minPoundQuerySchema = z.object({
  productId: positiveInt('Product id'),
  tier: positiveInt('Tier').optional(),
  height: z.preprocess(blankToUndefined, text().max(40).optional()),
});

export const suggestedCakesQuerySchema = z.object({
  productId: positiveInt('Product id').optional(),
  occasion: slugParam('Occasion'),
  limit: intWithDefault('Limit', 8, 1, MAX_PER_PAGE),
});

export const findCakesQuerySchema = paginationQuerySchema.extend({
  occasion: slugParam('Occasion'),
  flavour: slugParam('Flavour'),
  budget: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'Budget must be a number' })
      .int('Budget must be whole rupees')
      .positive('Budget must be positive')
      .max(10_000_000, 'Budget is too large')
      .optional(),
  ),
  eggless: boolParam,
  pound: pound.optional(),
});

export type QueryInput = Record<string, QueryValue>;
export type ProductFiltersInput = z.output<typeof productFiltersSchema>;
export type ProductListQueryInput = z.output<typeof productListQuerySchema>;
export type CakePriceQueryInput = z.output<typeof cakePriceQuerySchema>;
export type FindCakesQueryInput = z.output<typeof findCakesQuerySchema>;
