import { sql } from 'drizzle-orm';
import { boolean, check, customType, index, integer, jsonb, pgEnum, pgTable, primaryKey, real, serial, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { uploads, users } from './accounts';
import { belongsTo, createdAt, updatedAt } from './columns';
import { moderationColumns } from './moderation';

// Catalogue tables. Money is always integer paisa (1 NPR = 100 paisa).

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const productType = pgEnum('product_type', ['product', 'cake', 'automobile']);

/** One image of a product or category; width/height are kept so pages reserve the space (no layout shift). */
export type MediaImage = { src: string; width: number; height: number; alt: string };

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id'),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** File name under /media/categories/ (SPEC §3 Category.imageFileName). */
    imageFileName: text('image_file_name').notNull(),
    position: integer('position').notNull().default(0),
    isCakeCategory: boolean('is_cake_category').notNull().default(false),
    isFeatured: boolean('is_featured').notNull().default(false),
    /** What search engines show for its page; empty: the name and description (migration 0027). */
    metaTitle: text('meta_title').notNull().default(''),
    metaDescription: text('meta_description').notNull().default(''),
    /** Hidden by the shop (/admin/setup): out of menus, the tree and its own page; its products stay where else they are. */
    isHidden: boolean('is_hidden').notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('categories_slug_uq').on(t.slug), index('categories_parent_idx').on(t.parentId)],
);

export const brands = pgTable(
  'brands',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    logo: text('logo').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('brands_slug_uq').on(t.slug)],
);

/** Sellers: bakeries, florists and gift shops that fulfil orders. */
export const stores = pgTable(
  'stores',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    logo: text('logo').notNull(),
    banner: text('banner').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    latitude: real('latitude').notNull(),
    longitude: real('longitude').notNull(),
    phone: text('phone').notNull(),
    openingHours: text('opening_hours').notNull().default('7:00 AM – 9:00 PM'),
    ratingAverage: real('rating_average').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    isVerified: boolean('is_verified').notNull().default(true),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('stores_slug_uq').on(t.slug)],
);

export const occasions = pgTable(
  'occasions',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    image: text('image').notNull(),
    /** Human text for when it falls, e.g. '14 February' or 'Baisakh new moon'. */
    whenText: text('when_text').notNull().default(''),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('occasions_slug_uq').on(t.slug)],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    type: productType('type').notNull().default('product'),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    shortDescription: text('short_description').notNull().default(''),
    description: text('description').notNull().default(''),
    images: jsonb('images').$type<MediaImage[]>().notNull().default([]),
    /** List price in paisa; for cakes, the price at the cake's minimum pound with default options. */
    price: integer('price').notNull(),
    /** Sale price in paisa when discounted (always below price). */
    salePrice: integer('sale_price'),
    stock: integer('stock').notNull().default(0),
    sku: text('sku').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    brandId: integer('brand_id').references(() => brands.id),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    colors: text('colors').array().notNull().default(sql`'{}'::text[]`),
    sizes: text('sizes').array().notNull().default(sql`'{}'::text[]`),
    ratingAverage: real('rating_average').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    /** Deliverable within hours (SPEC "urgent products"). */
    isUrgent: boolean('is_urgent').notNull().default(false),
    /** Already baked, sold as is: no options (SPEC "readyMadeCakes"). */
    isReadyMade: boolean('is_ready_made').notNull().default(false),
    isTrending: boolean('is_trending').notNull().default(false),
    isRecommended: boolean('is_recommended').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    /** Units sold: the default "popular" order. */
    soldCount: integer('sold_count').notNull().default(0),
    /** Words search matches on: name, categories, flavours, tags, occasions. Written by the catalogue service. */
    searchText: text('search_text').notNull().default(''),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`to_tsvector('simple', coalesce("search_text", ''))`,
    ),
    /**
     * What the back office's list search matches, any part of it: name, SKU and slug, lowered once as the row is
     * written, so the list's order index can carry it and test it without the table (migration 0034).
     */
    adminSearch: text('admin_search').generatedAlwaysAs(sql`lower("name" || ' ' || "sku" || ' ' || "slug")`),
    /**
     * Every category the product is in (category_id and its product_categories) and its occasions, kept by database
     * triggers (migration 0005) so a list's scope is one indexed array test. Never written by the application.
     */
    categoryIds: integer('category_ids').array().notNull().default(sql`'{}'::integer[]`),
    occasionIds: integer('occasion_ids').array().notNull().default(sql`'{}'::integer[]`),
    /** Search engines' title and description for the product page (≤ 60 and ≤ 160); empty: its name and description. */
    metaTitle: text('meta_title').notNull().default(''),
    metaDescription: text('meta_description').notNull().default(''),
    /** The back office's edit version: a save names the version it was made from (migration 0026). */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('products_slug_uq').on(t.slug),
    index('products_category_idx').on(t.categoryId),
    index('products_store_idx').on(t.storeId),
    index('products_brand_idx').on(t.brandId),
    index('products_search_vector_idx').using('gin', t.searchVector),
    index('products_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    // One index per list sort (lib/server/services/catalogue/product-list.ts sortOrder), and the search candidates'
    // exact-name candidates: see migration 0005 and the README's "Lists stay bounded".
    index('products_popular_idx').on(t.soldCount.desc(), t.id).where(sql`${t.isActive}`),
    // Also products_search_popular_idx, the same order INCLUDE (search_vector) for search's walk: migration 0016 only,
    // as drizzle's index builder has no INCLUDE. For the same reason the popular, newest and rating indexes' INCLUDE
    // (category_ids, occasion_ids), which lets a category's deep page read its ids from the index alone, is in
    // migration 0020 only.
    index('products_selling_price_idx').on(sql`(coalesce(${t.salePrice}, ${t.price}))`, t.id).where(sql`${t.isActive}`),
    index('products_newest_idx').on(t.createdAt, t.id).where(sql`${t.isActive}`),
    index('products_rating_idx').on(t.ratingAverage.desc(), t.ratingCount.desc(), t.id).where(sql`${t.isActive}`),
    // A store's lists in each sort (migration 0020): its profile's best sellers and its deep pages read them in
    // order within the store instead of walking the catalogue-wide order for the store's share of it.
    index('products_store_popular_idx').on(t.storeId, t.soldCount.desc(), t.id).where(sql`${t.isActive}`),
    index('products_store_newest_idx').on(t.storeId, t.createdAt, t.id).where(sql`${t.isActive}`),
    index('products_store_rating_idx').on(t.storeId, t.ratingAverage.desc(), t.ratingCount.desc(), t.id).where(sql`${t.isActive}`),
    index('products_lower_name_idx').on(sql`lower(${t.name})`).where(sql`${t.isActive}`),
    index('products_colors_idx').using('gin', t.colors).where(sql`${t.isActive}`),
    index('products_sizes_idx').using('gin', t.sizes).where(sql`${t.isActive}`),
    index('products_tags_idx').using('gin', t.tags).where(sql`${t.isActive}`),
    index('products_category_ids_idx').using('gin', t.categoryIds).where(sql`${t.isActive}`),
    index('products_occasion_ids_idx').using('gin', t.occasionIds).where(sql`${t.isActive}`),
    // The back office's list (every product, hidden too) has its own indexes: migrations 0026 and 0034 only.
  ],
);

/**
 * Active products per category, children and extra memberships included: the category tree's counts, kept by
 * statement triggers on products and categories (migration 0021 only, with its functions), never written by the app.
 */
export const categoryProductCounts = pgTable('category_product_counts', {
  categoryId: integer('category_id')
    .primaryKey()
    .references(() => categories.id, { onDelete: 'cascade' }),
  productCount: integer('product_count').notNull().default(0),
});

/**
 * The whole catalogue's filter box (nothing chosen), kept: active products per size, colour and tag value, per brand
 * (`value` is the brand's id) and in all (kind 'all', value ''). Kept by statement triggers on products (migration 0022
 * only, with its functions), never written by the app; read by the catalogue-wide list instead of unnesting every
 * product's facets on its first render.
 */
export const catalogueFacetCounts = pgTable(
  'catalogue_facet_counts',
  {
    kind: text('kind').notNull(),
    value: text('value').notNull(),
    productCount: integer('product_count').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'catalogue_facet_counts_pk', columns: [t.kind, t.value] })],
);

/**
 * Every word products can be found by (from products.search_text, kept by a trigger: migration 0005). Search corrects
 * a typed word against these few thousand words instead of against every product.
 */
export const searchWords = pgTable(
  'search_words',
  { word: text('word').primaryKey() },
  (t) => [
    index('search_words_trgm_idx').using('gist', sql`${t.word} gist_trgm_ops`),
    index('search_words_prefix_idx').using('btree', sql`${t.word} text_pattern_ops`),
  ],
);

/** A product also listed under further categories (its primary one is products.category_id). */
export const productCategories = pgTable(
  'product_categories',
  {
    productId: belongsTo('product_id', () => products.id),
    categoryId: belongsTo('category_id', () => categories.id),
  },
  (t) => [primaryKey({ columns: [t.productId, t.categoryId] }), index('product_categories_cat_idx').on(t.categoryId)],
);

export const productOccasions = pgTable(
  'product_occasions',
  {
    productId: belongsTo('product_id', () => products.id),
    occasionId: belongsTo('occasion_id', () => occasions.id),
  },
  (t) => [primaryKey({ columns: [t.productId, t.occasionId] }), index('product_occasions_occ_idx').on(t.occasionId)],
);

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    productId: belongsTo('product_id', () => products.id),
    /** The customer who wrote it (one review per customer and product); seeded reviews carry only a display name. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    authorCity: text('author_city').notNull().default(''),
    rating: integer('rating').notNull(),
    title: text('title').notNull().default(''),
    body: text('body').notNull(),
    /** An optional photo (upload kind 'review-photo', public). */
    photoUploadId: uuid('photo_upload_id').references(() => uploads.id, { onDelete: 'set null' }),
    /** The author had received the product (a delivered order of theirs contained it) when they wrote this. */
    verifiedPurchase: boolean('verified_purchase').notNull().default(false),
    /** 'approved' (published) | 'pending' (held) | 'rejected' (hidden) (SPEC Review.reviewStatus; migration 0029). */
    status: text('status').notNull().default('approved'),
    ...moderationColumns(),
    createdAt: createdAt(),
  },
  // The product page's lists (reviews?id&type): newest, by stars (highest = this index backwards), with photos.
  (t) => [
    uniqueIndex('reviews_product_user_uq').on(t.productId, t.userId),
    index('reviews_product_newest_idx').on(t.productId, t.createdAt.desc(), t.id.desc()).where(sql`${t.status} = 'approved'`),
    index('reviews_product_rating_idx').on(t.productId, t.rating, t.createdAt, t.id).where(sql`${t.status} = 'approved'`),
    index('reviews_product_photos_idx')
      .on(t.productId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.status} = 'approved' AND ${t.photoUploadId} IS NOT NULL`),
    // A person's reviews on their public page (/user/{username}), newest first (migration 0011).
    index('reviews_user_newest_idx').on(t.userId, t.createdAt.desc(), t.id.desc()).where(sql`${t.status} = 'approved'`),
    check('reviews_rating_ck', sql`${t.rating} BETWEEN 1 AND 5`),
    check('reviews_status_ck', sql`${t.status} IN ('pending', 'approved', 'rejected')`),
    // The moderation queues (held oldest first, hidden and published newest first), by id.
    index('reviews_held_idx').on(t.id).where(sql`${t.status} = 'pending'`),
    index('reviews_hidden_idx').on(t.id).where(sql`${t.status} = 'rejected'`),
    index('reviews_published_idx').on(t.id).where(sql`${t.status} = 'approved'`),
  ],
);

/** Product bundles: "goes well with". comboPrice is the bundle price of the paired product, in paisa. */
export const productCombos = pgTable(
  'product_combos',
  {
    id: serial('id').primaryKey(),
    productId: belongsTo('product_id', () => products.id),
    comboProductId: belongsTo('combo_product_id', () => products.id),
    comboPrice: integer('combo_price').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('product_combos_product_idx').on(t.productId)],
);

/** Add-ons sold with cakes: candles, knives, cards, balloons, poppers. */
export const accessories = pgTable(
  'accessories',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    /** 'candle' | 'knife' | 'card' | 'balloon' | 'popper' | 'topper' */
    kind: text('kind').notNull(),
    description: text('description').notNull().default(''),
    image: text('image').notNull(),
    price: integer('price').notNull(),
    stock: integer('stock').notNull().default(100),
    position: integer('position').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    /** The back office's edit version (migration 0026). */
    version: integer('version').notNull().default(1),
  },
  (t) => [uniqueIndex('accessories_slug_uq').on(t.slug)],
);

export const shapes = pgTable(
  'shapes',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    image: text('image').notNull(),
    /** Extra per pound in paisa for this shape (heart and custom shapes take more work). */
    extraPerPound: integer('extra_per_pound').notNull().default(0),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('shapes_slug_uq').on(t.slug)],
);

export const flavours = pgTable(
  'flavours',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** Sponge/cream colour used by the generated cake art. */
    colour: text('colour').notNull(),
  },
  (t) => [uniqueIndex('flavours_slug_uq').on(t.slug)],
);

export const icingTypes = pgTable(
  'icing_types',
  {
    id: serial('id').primaryKey(),
    /** 'whipped-cream' | 'buttercream' | 'fondant' | 'ganache' | 'naked' */
    code: text('code').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
  },
  (t) => [uniqueIndex('icing_types_code_uq').on(t.code)],
);
