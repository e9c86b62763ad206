import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { computeCakePrice } from '@/lib/domain/cake-price';
import { effectivePrice, type CampaignPriceTag, type CampaignSaleRule } from '@/lib/domain/campaign-price';
import { formatNpr } from '@/lib/domain/money';
import { describeOptions, maxLineQuantity } from '@/lib/domain/cart-rules';
import { type CartItemOptions, type CartLine, type CartLineIssue } from '@/lib/domain/cart-types';
import { UPLOAD_MESSAGES } from '@/lib/validation/upload';
import { productUrl, type CakeOptionsView, type ImageView } from '@/lib/domain/catalogue-types';
import { getDb } from '@/lib/server/db/client';
import { cartItems, products, stores } from '@/lib/server/db/schema';
import { loadCakeRules } from '@/lib/server/services/catalogue/cake-rules';
import { firstImage } from '@/lib/server/services/catalogue/product-card';
import { tagOf } from '@/lib/server/services/campaigns/prices';
import { loadSaleRules } from '@/lib/server/services/campaigns/sale-rules';

// Re-prices every cart line from the database on every read. Cakes go through the catalogue's own formula
// (computeCakePrice, the function behind calculate-product-price) on rules read fresh with loadCakeRules rather
// than the hour-long cached copy, so a price change shows at once. Nothing here writes: a moved price is flagged
// against the line's snapshot and the customer decides.

export type ProductForCart = {
  id: number;
  type: 'product' | 'cake' | 'automobile';
  slug: string;
  name: string;
  images: ImageView[];
  price: number;
  salePrice: number | null;
  stock: number;
  isActive: boolean;
  isReadyMade: boolean;
  storeName: string;
};

export const productForCartColumns = {
  id: products.id,
  type: products.type,
  slug: products.slug,
  name: products.name,
  images: products.images,
  price: products.price,
  salePrice: products.salePrice,
  stock: products.stock,
  isActive: products.isActive,
  isReadyMade: products.isReadyMade,
  storeName: stores.name,
};

export type UnitPrice =
  | { ok: true; price: number; listPrice: number; campaign?: CampaignPriceTag }
  | { ok: false; field: string; message: string };

/** The campaign rules of a product and the instant to price at (lib/domain/campaign-price.ts decides). */
export type SaleContext = { rules: readonly CampaignSaleRule[]; now: Date };
const NO_SALE: SaleContext = { rules: [], now: new Date(0) };

/**
 * The unit price of a product with these options at `sale.now` (cakes by their rules, others by sale or list price),
 * then the campaign price when one runs at that instant.
 */
export function unitPrice(product: ProductForCart, rules: CakeOptionsView | null, options: CartItemOptions, sale: SaleContext = NO_SALE): UnitPrice {
  const base = catalogueUnitPrice(product, rules, options);
  if (!base.ok || sale.rules.length === 0) return base;
  const result = effectivePrice(base, sale.rules, sale.now);
  const campaign = tagOf(result, base.price);
  return campaign ? { ok: true, price: result.price, listPrice: base.listPrice, campaign } : base;
}

function catalogueUnitPrice(product: ProductForCart, rules: CakeOptionsView | null, options: CartItemOptions): UnitPrice {
  if (rules) {
    const result = computeCakePrice(rules, {
      pound: options.pound ?? rules.defaults.pound,
      ...(options.tier !== undefined ? { tier: options.tier } : {}),
      ...(options.height !== undefined ? { height: options.height } : {}),
      ...(options.flavorId !== undefined ? { flavorId: options.flavorId } : {}),
      ...(options.icingType !== undefined ? { icingType: options.icingType } : {}),
      eggless: options.eggless ?? false,
      lessCream: options.lessCream ?? false,
    });
    return result.ok ? { ok: true, price: result.price, listPrice: result.listPrice } : result;
  }
  const sale = product.salePrice !== null && product.salePrice < product.price ? product.salePrice : null;
  return { ok: true, price: sale ?? product.price, listPrice: product.price };
}

/** Rules of every configurable cake among the products, read fresh from the database. */
export async function loadRulesFor(productList: Array<{ id: number; type: string }>): Promise<Map<number, CakeOptionsView>> {
  const ids = [...new Set(productList.filter((p) => p.type === 'cake').map((p) => p.id))];
  const loaded = await Promise.all(ids.map(async (id) => [id, await loadCakeRules(id)] as const));
  const map = new Map<number, CakeOptionsView>();
  for (const [id, rules] of loaded) if (rules) map.set(id, rules);
  return map;
}

function summary(options: CartItemOptions, rules: CakeOptionsView | null): string[] {
  if (!rules) return describeOptions(options);
  return describeOptions(options, {
    flavour: rules.flavours.find((f) => f.id === options.flavorId)?.name ?? null,
    icing: rules.icingTypes.find((i) => i.code === options.icingType)?.name ?? null,
    height: rules.heights.find((h) => h.code === options.height)?.label ?? null,
  });
}

function issueFor(
  product: ProductForCart,
  quantity: number,
  price: UnitPrice,
  photoMissing: boolean,
): CartLineIssue | undefined {
  const deal = price.ok ? price.campaign : undefined;
  if (deal?.perCustomerLimit && quantity > deal.perCustomerLimit) {
    const limit = deal.perCustomerLimit;
    return { code: 'deal_limit', message: `At the ${deal.campaignName} price: at most ${limit} per customer. Lower the quantity to ${limit}.` };
  }
  if (!product.isActive) return { code: 'inactive', message: 'This item is no longer sold. Remove it to continue.' };
  if (!price.ok) return { code: 'options_invalid', message: `${price.message} Remove it and choose again.` };
  // A line from before photos were required (or a cake that became a photo cake): the bakery cannot make it.
  if (photoMissing) return { code: 'options_invalid', message: `${UPLOAD_MESSAGES.required} Remove it and add it again with your photo.` };
  if (product.stock <= 0) return { code: 'sold_out', message: 'Sold out. Remove it to continue.' };
  if (quantity > product.stock) {
    return { code: 'low_stock', message: `Only ${product.stock} left: lower the quantity to buy it.` };
  }
  const max = maxLineQuantity(product.type, product.stock);
  if (quantity > max) return { code: 'low_stock', message: `You can buy at most ${max} of this in one order: lower the quantity.` };
  return undefined;
}

export function toCartLine(
  row: { id: number; quantity: number; options: CartItemOptions; unitPriceSnapshot: number },
  product: ProductForCart,
  rules: CakeOptionsView | null,
  sale: SaleContext = NO_SALE,
): CartLine {
  const price = unitPrice(product, rules, row.options, sale);
  const issue = issueFor(product, row.quantity, price, rules?.isPhotoCake === true && !row.options.photoUploadId);
  const image = firstImage(product.images, product.name);
  const sellingPrice = price.ok ? price.price : row.unitPriceSnapshot;
  const line: CartLine = {
    cartItemId: row.id,
    productId: product.id,
    slug: product.slug,
    image: image.src,
    name: product.name,
    sellingPrice,
    quantity: row.quantity,
    maxQuantity: Math.max(1, maxLineQuantity(product.type, product.stock)),
    options: row.options,
    optionsSummary: summary(row.options, rules),
    lineTotal: issue ? 0 : sellingPrice * row.quantity,
    available: !issue,
    productDetails: {
      id: product.id,
      type: product.type,
      slug: product.slug,
      name: product.name,
      url: productUrl(product.type, product.slug),
      image,
      storeName: product.storeName,
      isCake: product.type === 'cake',
      isReadyMade: product.isReadyMade,
      stock: product.stock,
    },
  };
  if (price.ok && price.listPrice > price.price) line.sale = { price: price.price, listPrice: price.listPrice };
  if (price.ok && price.campaign) line.campaign = price.campaign;
  if (price.ok && price.price !== row.unitPriceSnapshot) {
    line.priceChanged = true;
    line.previousPrice = row.unitPriceSnapshot;
    // Dearer now, with a campaign on the product but none pricing it: the sale it was added in has ended.
    if (price.price > row.unitPriceSnapshot && !price.campaign && sale.rules.length > 0) {
      const names = [...new Set(sale.rules.map((r) => r.campaignName))].join(' / ');
      line.notice = `The ${names} sale price has ended: ${product.name} is ${formatNpr(price.price)} again (it was ${formatNpr(row.unitPriceSnapshot)} when you added it).`;
    }
  }
  if (issue) line.issue = issue;
  return line;
}

/** Every line of a cart, oldest first, priced at `now` (campaign prices included). */
export async function priceCartLines(cartId: number, now = new Date()): Promise<CartLine[]> {
  const rows = await getDb()
    .select({
      id: cartItems.id,
      quantity: cartItems.quantity,
      options: cartItems.options,
      unitPriceSnapshot: cartItems.unitPriceSnapshot,
      product: productForCartColumns,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(stores, eq(stores.id, products.storeId))
    .where(eq(cartItems.cartId, cartId))
    .orderBy(asc(cartItems.addedAt), asc(cartItems.id));
  const [rules, book] = await Promise.all([loadRulesFor(rows.map((r) => r.product)), loadSaleRules()]);
  return rows.map((r) => toCartLine(r, r.product, rules.get(r.product.id) ?? null, { rules: book[r.product.id] ?? [], now }));
}
