import 'server-only';
import { and, asc, desc, eq, inArray, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import {
  productUrl,
  type AccessoryView,
  type ProductCard,
  type ProductDetail,
  type ProductList,
  type ProductListQuery,
  type ProductQuickInfo,
  type UrgentProductList,
} from '@/lib/domain/catalogue-types';
import { cacheTags, cached, productTag } from '@/lib/server/cache/cached';
import { getDb } from '@/lib/server/db/client';
import { accessories, brands, categories, occasions, productCombos, productOccasions, products, stores } from '@/lib/server/db/schema';
import { loadCakeRules } from './cake-rules';
import { getCakeRules } from './cakes';
import { categoryScopeBySlug, getCategoryById, loadCategoryTable } from './categories';
import { occasionScopeBySlug } from './occasions';
import {
  activeProduct,
  cardColumns,
  cardsByIds,
  firstImage,
  inStockProduct,
  productListPagination,
  selectCards,
  toProductCard,
} from './product-card';
import { queryProductList, type ListScope } from './product-list';
import { isPastListDepth } from '@/lib/domain/pagination';
import { priceCards, priceOne } from '@/lib/server/services/campaigns/prices';
import { productPhotoViews } from '@/lib/server/services/product-photos/read';
import { loadReviews } from './reviews';
import { normaliseQuery, searchMatch } from './search';
import { storeScopeBySlug, toStoreSummary } from './stores';

// Products: the detail page, quick view, and the shop-wide lists (all products, urgent, trending, offers…).

export type ProductLookupOptions = { forceInactive?: boolean };

/** CAKE_ACCESSORY_KINDS: what goes with a cake (the cake-accessory endpoint and a cake's detail page). */
export const CAKE_ACCESSORY_KINDS = ['candle', 'knife', 'topper', 'popper'];
const GIFT_ACCESSORY_KINDS = ['card', 'balloon'];

const byIdOrSlug = (idOrSlug: string | number): SQL =>
  typeof idOrSlug === 'number' ? eq(products.id, idOrSlug) : eq(products.slug, idOrSlug);

async function loadProductDetail(idOrSlug: string | number, options: ProductLookupOptions = {}): Promise<ProductDetail | null> {
  const db = getDb();
  const [row] = await db
    .select({ product: products, store: stores, brand: brands })
    .from(products)
    .innerJoin(stores, eq(stores.id, products.storeId))
    .leftJoin(brands, eq(brands.id, products.brandId))
    .where(byIdOrSlug(idOrSlug));
  if (!row) return null;
  const p = row.product;
  if (!p.isActive && !options.forceInactive) return null;

  // This runs inside the detail's own cache entry, so it reads through no other cached function (Next would skip
  // that cache and run it anyway): the small category table and the add-ons are read directly, and the catalogue's
  // product counts, which a product page does not show, not at all.
  const [categoryTable, reviews, occasionRows, comboRows, accessoryList, cake, photos] = await Promise.all([
    loadCategoryTable(),
    loadReviews(p.id),
    db
      .select({ slug: occasions.slug, name: occasions.name })
      .from(productOccasions)
      .innerJoin(occasions, eq(occasions.id, productOccasions.occasionId))
      .where(eq(productOccasions.productId, p.id))
      .orderBy(asc(occasions.position)),
    db
      .select({ comboProductId: productCombos.comboProductId, comboPrice: productCombos.comboPrice })
      .from(productCombos)
      .where(eq(productCombos.productId, p.id))
      .orderBy(asc(productCombos.position)),
    loadAccessories(p.type === 'cake' ? CAKE_ACCESSORY_KINDS : GIFT_ACCESSORY_KINDS),
    p.type === 'cake' ? loadCakeRules(p.id) : Promise.resolve(null),
    // Its real photos in order (issue 25); a product without any keeps its generated art.
    productPhotoViews(p.id, p.name, db),
  ]);
  const category = await getCategoryById(p.categoryId, categoryTable);
  if (!category) return null;
  const comboCards = await cardsByIds(comboRows.map((c) => c.comboProductId));
  const combos = comboCards.flatMap((product) => {
    const combo = comboRows.find((c) => c.comboProductId === product.id);
    return combo ? [{ product, comboPrice: combo.comboPrice }] : [];
  });
  const card = toProductCard({ ...p, storeName: row.store.name, categorySlug: category.slug });
  if (photos[0]) card.image = photos[0];
  return {
    ...card,
    sku: p.sku,
    metaTitle: p.metaTitle,
    metaDescription: p.metaDescription,
    shortDescription: p.shortDescription,
    description: p.description,
    images: photos.length ? photos : p.images.length ? p.images : [firstImage(p.images, p.name)],
    stock: p.stock,
    isActive: p.isActive,
    tags: p.tags,
    colors: p.colors,
    sizes: p.sizes,
    brand: row.brand ? { id: row.brand.id, slug: row.brand.slug, name: row.brand.name, logo: row.brand.logo } : null,
    store: toStoreSummary(row.store),
    category: {
      id: category.id,
      slug: category.slug,
      name: category.name,
      imageFileName: category.imageFileName,
      url: category.url,
      isCakeCategory: category.isCakeCategory,
    },
    breadcrumb: [...category.breadcrumb, { name: p.name, url: productUrl(p.type, p.slug) }],
    occasions: occasionRows.map((o) => ({ ...o, url: `/occasion/${o.slug}` })),
    reviewsSummary: reviews.summary,
    reviews: reviews.latest,
    accessories: accessoryList,
    combos,
    cake,
  };
}

/** A product by numeric id or slug; inactive products only with forceInactive. null when there is none. */
export function getProductDetail(idOrSlug: string | number, options: ProductLookupOptions = {}): Promise<ProductDetail | null> {
  // Tagged with the product too, so a new review refreshes this product's page alone (invalidateProduct).
  const detail = cached(loadProductDetail, ['catalogue', 'product-detail'], { tags: [cacheTags.catalogue, productTag(idOrSlug)] });
  // The detail is cached; its price is decided now (a campaign may start or end at any second).
  return detail(idOrSlug, { forceInactive: options.forceInactive === true }).then((d) => priceOne(d));
}

/** The quick-view popup's data for an active product. */
export async function getQuickInfo(id: number): Promise<ProductQuickInfo | null> {
  const [row] = await getDb()
    .select({ ...cardColumns, shortDescription: products.shortDescription })
    .from(products)
    .innerJoin(stores, eq(stores.id, products.storeId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(products.id, id), activeProduct));
  if (!row) return null;
  const cake = row.type === 'cake' ? await getCakeRules(id) : null;
  const [card] = await priceCards([toProductCard(row)]);
  if (!card) return null;
  return {
    ...card,
    shortDescription: row.shortDescription,
    images: row.cover || !row.images.length ? [card.image] : row.images,
    stock: row.stock,
    cake,
  };
}

/** Cards for the given ids in the given order (compare list, recently viewed, `multiple`). */
export function getProductsByIds(ids: number[]): Promise<ProductCard[]> {
  return cardsByIds([...new Set(ids)]);
}

/**
 * The shop-wide product list with the usual filters, optionally within a category, occasion or store, or matching a
 * search. null when a named category, occasion or store does not exist.
 */
export async function listProducts(query: Partial<ProductListQuery>): Promise<ProductList | null> {
  const scopes: ListScope[] = [];
  for (const [name, lookup] of [
    [query.category, categoryScopeBySlug],
    [query.occasion, occasionScopeBySlug],
    [query.store, storeScopeBySlug],
  ] as const) {
    if (!name) continue;
    const scope = await lookup(name);
    if (!scope) return null;
    scopes.push(scope);
  }
  // A search is a bounded, ranked set of ids (search.ts), so its facets cost what its results do.
  if (query.q) scopes.push({ key: `search:${normaliseQuery(query.q)}`, where: await searchMatch(query.q) });
  const key = scopes.length ? scopes.map((s) => s.key).join('&') : 'all';
  // Nothing narrows it: the whole catalogue, whose own filter box the database keeps (migration 0022).
  const whole = scopes.length === 0;
  return queryProductList({ key, where: and(sql`true`, ...scopes.map((s) => s.where)) as SQL, transient: Boolean(query.q), whole }, query);
}

const READY_MADE_LIMIT = 12;

/** Products deliverable within hours, paged, plus the ready-made cakes strip: only what is in stock can come today. */
export async function listUrgent(page = 1, perPage = 24): Promise<UrgentProductList> {
  const urgent = and(activeProduct, inStockProduct, eq(products.isUrgent, true));
  const [rows, totals, readyMade] = await Promise.all([
    // A page past the served depth is not read (lib/domain/pagination.ts): it answers 404 like one past the end.
    isPastListDepth(page, perPage)
      ? []
      : selectCards()
          .where(urgent)
          .orderBy(desc(products.soldCount), asc(products.id))
          .limit(perPage)
          .offset((page - 1) * perPage),
    getDb().select({ n: sql<number>`count(*)::int` }).from(products).where(urgent),
    selectCards()
      .where(and(activeProduct, inStockProduct, eq(products.isReadyMade, true), eq(products.type, 'cake')))
      .orderBy(desc(products.soldCount), asc(products.id))
      .limit(READY_MADE_LIMIT),
  ]);
  return {
    products: await priceCards(rows.map(toProductCard)),
    readyMadeCakes: await priceCards(readyMade.map(toProductCard)),
    pagination: productListPagination(totals[0]?.n ?? 0, rows.length, page, perPage),
  };
}

/** A promoted strip (trending, recommended, offers): what is sold out is left out rather than promoted. */
async function flaggedList(flag: SQL, limit: number, order: SQL[]): Promise<ProductCard[]> {
  const rows = await selectCards()
    .where(and(activeProduct, inStockProduct, flag))
    .orderBy(...order)
    .limit(Math.min(48, Math.max(1, limit)));
  return rows.map(toProductCard);
}

const trendingCards = cached(
  (limit: number = 12) => flaggedList(eq(products.isTrending, true), limit, [desc(products.soldCount), asc(products.id)]),
  ['catalogue', 'trending'],
  { tags: [cacheTags.catalogue] },
);

const recommendedCards = cached(
  (limit: number = 12) =>
    flaggedList(eq(products.isRecommended, true), limit, [desc(products.ratingAverage), desc(products.ratingCount), asc(products.id)]),
  ['catalogue', 'recommended'],
  { tags: [cacheTags.catalogue] },
);

/** Products on sale (a sale price below the list price), biggest discount first. */
const onOfferCards = cached(
  (limit: number = 12) =>
    flaggedList(and(isNotNull(products.salePrice), lt(products.salePrice, products.price)) as SQL, limit, [
      desc(sql`(${products.price} - ${products.salePrice})::float / ${products.price}`),
      desc(products.soldCount),
      asc(products.id),
    ]),
  ['catalogue', 'offers'],
  { tags: [cacheTags.catalogue] },
);

// The strips are cached; their prices are decided on every read (campaigns start and end at exact seconds).
export const listTrending = async (limit?: number) => priceCards(await trendingCards(limit));
export const listRecommended = async (limit?: number) => priceCards(await recommendedCards(limit));
export const listOnOffer = async (limit?: number) => priceCards(await onOfferCards(limit));

export async function loadAccessories(kinds?: string[]): Promise<AccessoryView[]> {
  const conditions: SQL[] = [eq(accessories.isActive, true)];
  if (kinds?.length) conditions.push(inArray(accessories.kind, kinds));
  const rows = await getDb()
    .select()
    .from(accessories)
    .where(and(...conditions))
    .orderBy(asc(accessories.position), asc(accessories.name));
  return rows.map((a) => ({
    id: a.id,
    slug: a.slug,
    name: a.name,
    kind: a.kind,
    description: a.description,
    image: a.image,
    price: a.price,
    inStock: a.stock > 0,
  }));
}

/** Add-ons sold with orders; `kinds` narrows them (e.g. CAKE_ACCESSORY_KINDS). */
export const listAccessories = cached(loadAccessories, ['catalogue', 'accessories'], { tags: [cacheTags.catalogue] });

export const listCakeAccessories = () => listAccessories(CAKE_ACCESSORY_KINDS);
