import 'server-only';
import { and, asc, desc, eq, exists, isNotNull, lte, gte, sql, type SQL } from 'drizzle-orm';
import { computeCakePrice, minPoundFor, type CakeSelection } from '@/lib/domain/cake-price';
import type {
  CakeOptionsView,
  CakePriceQuote,
  FindCakesQuery,
  ProductCard,
  SearchResult,
  ShapeView,
} from '@/lib/domain/catalogue-types';
import { cacheTags, cached } from '@/lib/server/cache/cached';
import { getDb } from '@/lib/server/db/client';
import {
  cakeFlavours,
  cakeOptions,
  flavours,
  occasions,
  products,
  shapes,
} from '@/lib/server/db/schema';
import { loadCakeRules } from './cake-rules';
import { effectivePrice } from '@/lib/domain/campaign-price';
import { priceCards } from '@/lib/server/services/campaigns/prices';
import { loadSaleRules } from '@/lib/server/services/campaigns/sale-rules';
import { isPastListDepth } from '@/lib/domain/pagination';
import { activeProduct, cardsByIds, inStockProduct, productListPagination, selectCards, sellingPriceSql, toProductCard } from './product-card';

export type CakeRefusal = { ok: false; field: string; message: string };

/** The configurator's rules and options for a cake; null when the product is not a configurable cake. */
export const getCakeRules = cached(loadCakeRules, ['catalogue', 'cake-rules'], { tags: [cacheTags.catalogue] });

export type CakePriceInput = CakeSelection & { productId: number };

/**
 * The server's price for a cake configuration. null: no such configurable cake (404). A refusal names the field
 * and says why (422), e.g. a pound below the chosen tier's minimum.
 */
export async function calculateProductPrice(
  input: CakePriceInput,
  now = new Date(),
): Promise<{ ok: true; quote: CakePriceQuote } | CakeRefusal | null> {
  const [rules, book] = await Promise.all([getCakeRules(input.productId), loadSaleRules()]);
  if (!rules) return null;
  const result = computeCakePrice(rules, {
    pound: input.pound,
    tier: input.tier,
    height: input.height,
    flavorId: input.flavorId,
    icingType: input.icingType,
    eggless: input.eggless,
    lessCream: input.lessCream,
  });
  if (!result.ok) return result;
  // The same campaign rule as the cart's (lib/domain/campaign-price.ts), so the product page shows what is charged.
  const sale = effectivePrice(result, book[input.productId] ?? [], now);
  return {
    ok: true,
    quote: { productPrice: sale.price, listPrice: result.listPrice, currency: 'NPR', breakdown: result.breakdown },
  };
}

export type MinPoundView = { productId: number; tier: number; minPound: number; maxPound: number; poundStep: number };

/** The smallest weight for a cake with this tier count (and height, which must exist for the cake). */
export async function getMinPound(input: {
  productId: number;
  tier?: number;
  height?: string;
}): Promise<{ ok: true; value: MinPoundView } | CakeRefusal | null> {
  const rules = await getCakeRules(input.productId);
  if (!rules) return null;
  const tier = input.tier ?? 1;
  if (!rules.tiers.some((t) => t.tiers === tier)) {
    return { ok: false, field: 'tier', message: `This cake is not made in ${tier} tiers.` };
  }
  if (input.height !== undefined && !rules.heights.some((h) => h.code === input.height)) {
    return { ok: false, field: 'height', message: 'This height is not available for this cake.' };
  }
  return {
    ok: true,
    value: {
      productId: input.productId,
      tier,
      minPound: minPoundFor(rules, tier),
      maxPound: rules.maxPound,
      poundStep: rules.poundStep,
    },
  };
}

async function loadShapes(): Promise<ShapeView[]> {
  const rows = await getDb().select().from(shapes).orderBy(asc(shapes.position), asc(shapes.name));
  return rows.map(({ id, slug, name, image, extraPerPound }) => ({ id, slug, name, image, extraPerPound }));
}

export const listShapes = cached(loadShapes, ['catalogue', 'shapes'], { tags: [cacheTags.catalogue] });

async function loadFlavours(): Promise<{ slug: string; name: string }[]> {
  return getDb().select({ slug: flavours.slug, name: flavours.name }).from(flavours).orderBy(asc(flavours.name));
}

/** Every flavour the bakeries offer, by name: the cake finder's choices. */
export const listFlavours = cached(loadFlavours, ['catalogue', 'flavours'], { tags: [cacheTags.catalogue] });

const isCake: SQL = eq(products.type, 'cake');

/** Products tagged for the occasion: products.occasion_ids (GIN-indexed, kept from product_occasions by triggers). */
function occasionScope(occasionSlug: string): SQL {
  return sql`${products.occasionIds} @> ARRAY[(SELECT ${occasions.id} FROM ${occasions} WHERE ${occasions.slug} = ${occasionSlug})]::int[]`;
}

/** How many of the best-selling cakes suggestions for a product are picked from. */
const SUGGESTION_POOL = 500;

/**
 * Cakes to suggest: for a product, other cakes sharing one of its occasions or its category; for an occasion, that
 * occasion's cakes; otherwise the best sellers. Most sold first, and only cakes in stock (a suggestion is a promotion).
 */
export async function getSuggestedCakes(input: {
  productId?: number;
  occasion?: string;
  limit?: number;
}): Promise<ProductCard[]> {
  const limit = Math.min(48, Math.max(1, input.limit ?? 8));
  if (input.productId !== undefined) {
    // Suggestions for a product come from the SUGGESTION_POOL best-selling cakes in stock (products_popular_idx, read
    // in order; the LIMIT keeps PostgreSQL from flattening the pool), filtered to those sharing an occasion or the
    // category: bounded work however the catalogue grows. Asked of the whole catalogue, PostgreSQL walked the
    // popularity index to its end whenever no cake shared the occasion (a Tihar gift: 340 ms at 100,000 products).
    const [shown] = await getDb()
      .select({ occasionIds: products.occasionIds, categoryId: products.categoryId })
      .from(products)
      .where(eq(products.id, input.productId));
    if (!shown) return [];
    const occasions = shown.occasionIds.length ? shown.occasionIds : [0];
    const picked = await getDb().execute<{ id: number }>(sql`
      SELECT pool.id FROM (
        SELECT p.id, p.sold_count, p.occasion_ids, p.category_id FROM ${products} p
        WHERE p.is_active AND p.stock > 0 AND p.type = 'cake' AND p.id <> ${input.productId}
        ORDER BY p.sold_count DESC, p.id LIMIT ${SUGGESTION_POOL}
      ) pool
      WHERE pool.occasion_ids && ${`{${occasions.join(',')}}`}::int[] OR pool.category_id = ${shown.categoryId}
      ORDER BY pool.sold_count DESC, pool.id LIMIT ${limit}`);
    return cardsByIds(picked.rows.map((r) => Number(r.id)));
  }
  const conditions: SQL[] = [activeProduct, inStockProduct, isCake];
  if (input.occasion) conditions.push(occasionScope(input.occasion));
  const rows = await selectCards()
    .where(and(...conditions))
    .orderBy(desc(products.soldCount), asc(products.id))
    .limit(limit);
  return priceCards(rows.map(toProductCard));
}

/**
 * The /find-cakes finder. budget (rupees) is compared with the price of the cake at the asked pound (its minimum
 * when none is asked), eggless surcharge included when asked for eggless.
 */
export async function findCakes(query: FindCakesQuery): Promise<SearchResult> {
  const page = Math.max(1, query.page);
  const perPage = Math.min(48, Math.max(1, query.perPage));
  const conditions: SQL[] = [activeProduct, isCake];
  if (query.occasion) conditions.push(occasionScope(query.occasion));
  if (query.flavour) {
    conditions.push(
      exists(
        getDb()
          .select({ one: sql`1` })
          .from(cakeFlavours)
          .innerJoin(flavours, eq(flavours.id, cakeFlavours.flavourId))
          .where(and(eq(cakeFlavours.productId, products.id), eq(flavours.slug, query.flavour))),
      ),
    );
  }
  if (query.eggless) conditions.push(isNotNull(cakeOptions.egglessPerPound));
  if (query.pound !== undefined) {
    conditions.push(lte(cakeOptions.minPound, query.pound), gte(cakeOptions.maxPound, query.pound));
  }
  if (query.budget !== undefined) {
    const pound = query.pound === undefined ? sql`${cakeOptions.minPound}` : sql`${query.pound}::real`;
    const eggless = query.eggless ? sql`coalesce(${cakeOptions.egglessPerPound}, 0)` : sql`0`;
    const priceAtPound = sql`${sellingPriceSql} + (${pound} - ${cakeOptions.minPound}) * ${cakeOptions.pricePerExtraPound} + ${pound} * ${eggless}`;
    conditions.push(sql`${priceAtPound} <= ${query.budget * 100}`);
  }
  const where = and(...conditions);
  const [rows, totals] = await Promise.all([
    // A page past the served depth is not read (lib/domain/pagination.ts): it answers 404 like one past the end.
    isPastListDepth(page, perPage)
      ? []
      : selectCards()
          .innerJoin(cakeOptions, eq(cakeOptions.productId, products.id))
          .where(where)
          .orderBy(desc(products.soldCount), asc(products.id))
          .limit(perPage)
          .offset((page - 1) * perPage),
    getDb()
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .innerJoin(cakeOptions, eq(cakeOptions.productId, products.id))
      .where(where),
  ]);
  return {
    products: await priceCards(rows.map(toProductCard)),
    pagination: productListPagination(totals[0]?.n ?? 0, rows.length, page, perPage),
  };
}

export type { CakeOptionsView };
