import * as s from '@/lib/server/db/schema';
import { createRng } from '@/lib/server/media/random';
import { bannerPath, logoPath, mediaPath } from '@/lib/server/media/urls';
import { BRANDS, STORES } from '../data/partners';
import { ACCESSORIES, CATEGORIES, FLAVOURS, ICING_TYPES, OCCASIONS, SHAPES } from '../data/taxonomy';
import { buildCakes, buildCupcakes } from './cakes';
import { buildCombos } from './combos';
import { buildChocolates, buildFlowers, buildHampers, buildToys } from './gifts-a';
import { buildAutomobiles, buildDryFruits, buildFestival, buildPersonalised, buildPlants, buildSweets } from './gifts-b';
import { buildReviews } from './reviews';
import { type ProductDraft, round10 } from './types';

// Turns the drafts into table rows with explicit ids (the seed runs on empty tables; sequences are moved past them).

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

export type CatalogueRows = {
  categories: Insert<typeof s.categories>[];
  brands: Insert<typeof s.brands>[];
  stores: Insert<typeof s.stores>[];
  occasions: Insert<typeof s.occasions>[];
  flavours: Insert<typeof s.flavours>[];
  icingTypes: Insert<typeof s.icingTypes>[];
  shapes: Insert<typeof s.shapes>[];
  accessories: Insert<typeof s.accessories>[];
  products: Insert<typeof s.products>[];
  productCategories: Insert<typeof s.productCategories>[];
  productOccasions: Insert<typeof s.productOccasions>[];
  reviews: Insert<typeof s.reviews>[];
  productCombos: Insert<typeof s.productCombos>[];
  cakeOptions: Insert<typeof s.cakeOptions>[];
  cakeTiers: Insert<typeof s.cakeTiers>[];
  cakeHeights: Insert<typeof s.cakeHeights>[];
  cakeFlavours: Insert<typeof s.cakeFlavours>[];
  cakeIcings: Insert<typeof s.cakeIcings>[];
};

const STORE_BANNER_MOTIF: Record<string, string> = { cake: 'cake', flower: 'flowers', choco: 'chocolate', gift: 'gift', sweets: 'gift', toy: 'gift', leaf: 'store', scooter: 'truck', star: 'store' };

const SEED_DATE = new Date(Date.UTC(2026, 0, 1));
const id = <T extends { slug?: string; code?: string }>(list: readonly T[], key: string): number => {
  const index = list.findIndex((x) => (x.slug ?? x.code) === key);
  if (index < 0) throw new Error(`seed: unknown reference ${key}`);
  return index + 1;
};

export function buildDrafts(): ProductDraft[] {
  const rng = createRng(20260101);
  const drafts = [
    ...buildCakes(rng), ...buildCupcakes(rng), ...buildFlowers(rng), ...buildChocolates(rng), ...buildHampers(rng), ...buildToys(rng),
    ...buildPersonalised(rng), ...buildPlants(rng), ...buildSweets(rng), ...buildDryFruits(rng), ...buildFestival(rng), ...buildCombos(rng), ...buildAutomobiles(rng),
  ];
  const seen = new Set<string>();
  for (const d of drafts) {
    if (seen.has(d.slug)) throw new Error(`seed: duplicate product slug ${d.slug}`);
    seen.add(d.slug);
  }
  return drafts;
}

function searchText(d: ProductDraft, categoryIds: number[], occasionIds: number[]): string {
  const words = [
    d.name,
    ...categoryIds.map((c) => CATEGORIES[c - 1]!.name),
    // Only the cake's own flavour and icing: listing every optional flavour would make "red velvet" find black forest.
    d.cake ? FLAVOURS.find((x) => x.slug === d.cake!.defaultFlavour)!.name : '',
    d.cake ? ICING_TYPES.find((x) => x.code === d.cake!.defaultIcing)!.name : '',
    ...d.tags,
    ...d.tags.map((t) => t.replace(/-/g, ' ')),
    ...occasionIds.map((o) => OCCASIONS[o - 1]!.name),
    STORES.find((x) => x.slug === d.store)!.name,
    d.type === 'cake' ? 'cake cakes' : '',
  ];
  return [...new Set(words.join(' ').toLowerCase().replace(/[^a-z0-9&'\- ]+/g, ' ').split(/\s+/).filter(Boolean))].join(' ');
}

export function buildCatalogue(): CatalogueRows {
  const rng = createRng(7091);
  const drafts = buildDrafts();
  const rows: CatalogueRows = {
    categories: CATEGORIES.map((c, i) => ({
      id: i + 1, parentId: c.parent ? id(CATEGORIES, c.parent) : null, slug: c.slug, name: c.name, description: c.description,
      imageFileName: `${c.slug}.svg`, position: c.parent ? CATEGORIES.filter((x) => x.parent === c.parent).indexOf(c) : i,
      isCakeCategory: c.isCakeCategory ?? false, isFeatured: c.isFeatured ?? false, updatedAt: SEED_DATE,
    })),
    brands: BRANDS.map((b, i) => ({ id: i + 1, slug: b.slug, name: b.name, description: b.description, logo: logoPath(b.motif, b.color, b.name), position: i })),
    stores: STORES.map((st, i) => ({
      id: i + 1, slug: st.slug, name: st.name, description: st.description, logo: logoPath(st.motif, st.color, st.name),
      // Wordless wide art: the store page crops the banner to its box (3:1 on phones, 4:1 wider), and the name and
      // logo are shown in full beside it, so a name drawn into the art was only ever a name cut in half.
      banner: bannerPath('bg', STORE_BANNER_MOTIF[st.motif] ?? 'store', ['saffron', 'brand', 'cocoa', 'leaf', 'rose', 'sky', 'night'][i % 7]!),
      address: st.address, city: st.city, latitude: st.latitude, longitude: st.longitude, phone: st.phone, openingHours: st.openingHours, position: i,
    })),
    occasions: OCCASIONS.map((o, i) => ({ id: i + 1, slug: o.slug, name: o.name, description: o.description, image: mediaPath('occasion', { motif: o.motif, color: o.color }), whenText: o.whenText, position: i })),
    flavours: FLAVOURS.map((f, i) => ({ id: i + 1, slug: f.slug, name: f.name, description: f.description, colour: `#${f.sponge}` })),
    icingTypes: ICING_TYPES.map((t, i) => ({ id: i + 1, code: t.code, name: t.name, description: t.description })),
    shapes: SHAPES.map((sh, i) => ({ id: i + 1, slug: sh.slug, name: sh.name, image: mediaPath('shape', { shape: sh.slug }), extraPerPound: sh.extraPerPound, position: i })),
    accessories: ACCESSORIES.map((a, i) => ({
      id: i + 1, slug: a.slug, name: a.name, kind: a.kind, description: a.description, image: mediaPath('accessory', { item: a.item, color: a.color, num: a.num }),
      price: a.price, stock: 100 + i * 7, position: i, isActive: true,
    })),
    products: [], productCategories: [], productOccasions: [], reviews: [], productCombos: [],
    cakeOptions: [], cakeTiers: [], cakeHeights: [], cakeFlavours: [], cakeIcings: [],
  };

  // Home rails mix cakes and gifts, and only show things in stock.
  const ids = (cake: boolean) => drafts.flatMap((d, i) => ((d.type === 'cake') === cake && d.stock > 0 ? [i + 1] : []));
  const trending = new Set([...rng.sample(ids(true), 10), ...rng.sample(ids(false), 12)]);
  const recommended = new Set([...rng.sample(ids(true), 9), ...rng.sample(ids(false), 13)]);
  let reviewId = 1;
  drafts.forEach((d, index) => {
    const productId = index + 1;
    const categoryId = id(CATEGORIES, d.category);
    const extra = new Set(d.extraCategories.map((slug) => id(CATEGORIES, slug)));
    // Parents are listed explicitly too, so a plain "products in category X" query finds a child's products.
    for (const c of [categoryId, ...extra]) {
      const parent = CATEGORIES[c - 1]!.parent;
      if (parent) extra.add(id(CATEGORIES, parent));
    }
    extra.delete(categoryId);
    const occasionIds = d.occasions.map((o) => id(OCCASIONS, o));
    const reviews = buildReviews(d.family, rng);
    const ratingCount = reviews.length;
    const ratingAverage = ratingCount ? Math.round((reviews.reduce((sum, r) => sum + r.rating, 0) / ratingCount) * 10) / 10 : 0;
    const soldCount = Math.round(rng.next() ** 2 * (d.type === 'automobile' ? 40 : 1800)) + ratingCount * 3;
    const tags = soldCount > 900 && !d.tags.includes('bestseller') ? [...d.tags, 'bestseller'] : d.tags;
    const salePrice = rng.chance(0.25) ? round10((d.price / 100) * (0.82 + rng.next() * 0.11)) * 100 : null;
    const createdAt = new Date(Date.UTC(2025, rng.int(0, 11), rng.int(1, 28), rng.int(3, 14), 0));
    rows.products.push({
      id: productId, type: d.type, slug: d.slug, name: d.name, shortDescription: d.shortDescription, description: d.description, images: d.images,
      price: d.price, salePrice: salePrice !== null && salePrice < d.price ? salePrice : null, stock: d.stock, sku: `UG-${d.family.slice(0, 3).toUpperCase()}-${String(productId).padStart(4, '0')}`,
      categoryId, brandId: d.brand ? id(BRANDS, d.brand) : null, storeId: id(STORES, d.store), tags, colors: d.colors, sizes: d.sizes,
      ratingAverage, ratingCount, isUrgent: d.isUrgent, isReadyMade: d.isReadyMade, isTrending: trending.has(productId), isRecommended: recommended.has(productId),
      isActive: true, soldCount, searchText: searchText({ ...d, tags }, [categoryId, ...extra], occasionIds), createdAt, updatedAt: createdAt,
    });
    for (const c of extra) rows.productCategories.push({ productId, categoryId: c });
    for (const o of occasionIds) rows.productOccasions.push({ productId, occasionId: o });
    for (const r of reviews) rows.reviews.push({ id: reviewId++, productId, userId: null, ...r, status: 'approved' });
    if (d.cake) {
      const c = d.cake;
      rows.cakeOptions.push({
        productId, minPound: c.minPound, maxPound: c.maxPound, poundStep: c.poundStep, pricePerExtraPound: c.pricePerExtraPound, egglessPerPound: c.egglessPerPound,
        lessCreamAvailable: c.lessCreamAvailable, isPhotoCake: c.isPhotoCake, allowsMessage: c.allowsMessage, maxMessageLength: c.maxMessageLength,
        defaultFlavourId: id(FLAVOURS, c.defaultFlavour), defaultIcingTypeId: id(ICING_TYPES, c.defaultIcing),
      });
      for (const t of c.tiers) rows.cakeTiers.push({ productId, ...t });
      for (const h of c.heights) rows.cakeHeights.push({ productId, ...h });
      for (const f of c.flavours) rows.cakeFlavours.push({ productId, flavourId: id(FLAVOURS, f.slug), extraPerPound: f.extraPerPound });
      for (const i of c.icings) rows.cakeIcings.push({ productId, icingTypeId: id(ICING_TYPES, i.code), extraPerPound: i.extraPerPound });
    }
  });

  // "Goes well with": each configurable cake gets one or two partners from flowers, chocolates, toys and balloons' kin.
  const byFamily = (family: string) => rows.products.filter((_, i) => drafts[i]!.family === family);
  const partners = [...byFamily('flowers'), ...byFamily('chocolates'), ...byFamily('toys')];
  const cakes = rows.products.filter((p) => p.type === 'cake');
  let comboId = 1;
  cakes.forEach((cake, i) => {
    const picks = rng.sample(partners, i % 3 === 0 ? 2 : 1);
    picks.forEach((partner, position) => {
      const effective = partner.salePrice ?? partner.price;
      rows.productCombos.push({ id: comboId++, productId: cake.id!, comboProductId: partner.id!, comboPrice: round10((effective / 100) * 0.9) * 100, position });
    });
  });
  // Store ratings summarise the reviews of the products they sell.
  for (const store of rows.stores) {
    const ratings = rows.products.filter((p) => p.storeId === store.id && p.ratingCount);
    const count = ratings.reduce((n, p) => n + (p.ratingCount ?? 0), 0);
    store.ratingCount = count;
    store.ratingAverage = count ? Math.round((ratings.reduce((sum, p) => sum + (p.ratingAverage ?? 0) * (p.ratingCount ?? 0), 0) / count) * 10) / 10 : 0;
  }
  return rows;
}
