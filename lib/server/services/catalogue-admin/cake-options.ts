import 'server-only';
import { eq, inArray } from 'drizzle-orm';
import { computeCakePrice, type CakePriceBreakdown } from '@/lib/domain/cake-price';
import { buildCakeRules } from '@/lib/domain/cake-rules-build';
import { effectivePrice } from '@/lib/domain/campaign-price';
import { getDb } from '@/lib/server/db/client';
import { cakeFlavours, cakeHeights, cakeIcings, cakeOptions, cakeTiers, flavours, icingTypes, products } from '@/lib/server/db/schema';
import { ApiError, badRequest, notFound } from '@/lib/server/http/errors';
import { recordAudit } from '@/lib/server/services/audit/record';
import { invalidateCatalogue } from '@/lib/server/services/catalogue/invalidate';
import { loadSaleRules } from '@/lib/server/services/campaigns/sale-rules';
import { CATALOGUE_MESSAGES, type CakeRulesInput, type PricePreviewInput } from '@/lib/validation/catalogue-admin';
import { cakeRulesOf, getAdminProduct, type AdminProduct } from './product-view';
import { withProductVersion } from './save-product';
import { refreshSearchText } from './search-text';
import type { Tx } from './tx';

// A cake's options and their price rules (cake_options and its tiers, heights, flavours, icings): saved whole, and
// priced for any choice by the storefront's own path — buildCakeRules, computeCakePrice, then the running campaign's
// price (effectivePrice), exactly as calculate-product-price and the cart do — so the preview is what a shopper
// would be charged for those rules, never a second formula.

type Names = { flavours: Map<number, string>; icings: Map<number, { code: string; name: string }> };

async function namesFor(db: Tx | ReturnType<typeof getDb>, rules: CakeRulesInput): Promise<Names> {
  const flavourIds = [...new Set([...rules.flavours.map((f) => f.flavourId), ...(rules.defaultFlavourId ? [rules.defaultFlavourId] : [])])];
  const icingIds = [...new Set([...rules.icings.map((i) => i.icingTypeId), ...(rules.defaultIcingTypeId ? [rules.defaultIcingTypeId] : [])])];
  const [flavourRows, icingRows] = await Promise.all([
    flavourIds.length ? db.select({ id: flavours.id, name: flavours.name }).from(flavours).where(inArray(flavours.id, flavourIds)) : [],
    icingIds.length ? db.select({ id: icingTypes.id, code: icingTypes.code, name: icingTypes.name }).from(icingTypes).where(inArray(icingTypes.id, icingIds)) : [],
  ]);
  const fields: Record<string, string> = {};
  if (flavourRows.length !== flavourIds.length) fields.flavours = 'One of these flavours does not exist.';
  if (icingRows.length !== icingIds.length) fields.icings = 'One of these icings does not exist.';
  if (rules.defaultFlavourId && !rules.flavours.some((f) => f.flavourId === rules.defaultFlavourId)) fields.defaultFlavourId = 'The default flavour must be one of the cake’s flavours.';
  if (rules.defaultIcingTypeId && !rules.icings.some((i) => i.icingTypeId === rules.defaultIcingTypeId)) fields.defaultIcingTypeId = 'The default icing must be one of the cake’s icings.';
  if (Object.keys(fields).length) throw badRequest('Please check the highlighted fields.', fields);
  return {
    flavours: new Map(flavourRows.map((f) => [f.id, f.name])),
    icings: new Map(icingRows.map((i) => [i.id, { code: i.code, name: i.name }])),
  };
}

/** Rules as edited, in the order the storefront reads them (cake-rules.ts: extra per pound, then name). */
function toRuleRows(price: number, salePrice: number | null, rules: CakeRulesInput, names: Names) {
  const byExtraThenName = <T extends { extraPerPound: number; name: string }>(a: T, b: T) =>
    a.extraPerPound - b.extraPerPound || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
  return {
    price,
    salePrice,
    options: rules,
    tiers: rules.tiers,
    heights: rules.heights,
    flavours: rules.flavours.map((f) => ({ id: f.flavourId, name: names.flavours.get(f.flavourId) ?? '', extraPerPound: f.extraPerPound })).sort(byExtraThenName),
    icings: rules.icings
      .map((i) => ({ id: i.icingTypeId, code: names.icings.get(i.icingTypeId)?.code ?? '', name: names.icings.get(i.icingTypeId)?.name ?? '', extraPerPound: i.extraPerPound }))
      .sort(byExtraThenName),
  };
}

export type PricePreview =
  | { ok: true; price: number; listPrice: number; campaignPrice: boolean; breakdown: CakePriceBreakdown }
  | { ok: false; field: string; message: string };

/** The price a shopper would pay now for `selection`, were the product's price and rules as given. */
export async function previewCakePrice(productId: number, input: PricePreviewInput, now = new Date()): Promise<PricePreview> {
  const db = getDb();
  const [product] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId));
  if (!product) throw notFound('Product');
  const [names, book] = await Promise.all([namesFor(db, input.rules), loadSaleRules()]);
  const rules = buildCakeRules(toRuleRows(input.price, input.salePrice, input.rules, names));
  const result = computeCakePrice(rules, input.selection);
  if (!result.ok) return result;
  const sale = effectivePrice(result, book[productId] ?? [], now);
  return { ok: true, price: sale.price, listPrice: result.listPrice, campaignPrice: sale.price !== result.price, breakdown: result.breakdown };
}

async function writeRules(tx: Tx, productId: number, rules: CakeRulesInput | null): Promise<void> {
  // The rows are replaced whole: a rule set is one thing to the editor, and a half-saved one would price wrongly.
  await Promise.all([
    tx.delete(cakeTiers).where(eq(cakeTiers.productId, productId)),
    tx.delete(cakeHeights).where(eq(cakeHeights.productId, productId)),
    tx.delete(cakeFlavours).where(eq(cakeFlavours.productId, productId)),
    tx.delete(cakeIcings).where(eq(cakeIcings.productId, productId)),
  ]);
  if (!rules) {
    await tx.delete(cakeOptions).where(eq(cakeOptions.productId, productId));
    return;
  }
  const options = {
    minPound: rules.minPound,
    maxPound: rules.maxPound,
    poundStep: rules.poundStep,
    pricePerExtraPound: rules.pricePerExtraPound,
    egglessPerPound: rules.egglessPerPound,
    lessCreamAvailable: rules.lessCreamAvailable,
    isPhotoCake: rules.isPhotoCake,
    allowsMessage: rules.allowsMessage,
    maxMessageLength: rules.maxMessageLength,
    defaultFlavourId: rules.defaultFlavourId,
    defaultIcingTypeId: rules.defaultIcingTypeId,
  };
  await tx.insert(cakeOptions).values({ productId, ...options }).onConflictDoUpdate({ target: cakeOptions.productId, set: options });
  if (rules.tiers.length) await tx.insert(cakeTiers).values(rules.tiers.map((t) => ({ productId, ...t })));
  if (rules.heights.length) await tx.insert(cakeHeights).values(rules.heights.map((h) => ({ productId, ...h })));
  if (rules.flavours.length) await tx.insert(cakeFlavours).values(rules.flavours.map((f) => ({ productId, ...f })));
  if (rules.icings.length) await tx.insert(cakeIcings).values(rules.icings.map((i) => ({ productId, ...i })));
}

/** Saves a cake's whole rule set (null: sold as it is, no choices), from the product's version. */
export async function saveCakeRules(productId: number, version: number, rules: CakeRulesInput | null): Promise<AdminProduct> {
  const changed = await getDb().transaction(async (tx) => {
    const result = await withProductVersion(tx, productId, version, async (before) => {
      if (rules && before.type !== 'cake') {
        throw new ApiError(422, 'Only a cake has cake options: make it a cake first.', 'not_a_cake', { rules: 'Only a cake has cake options.' });
      }
      if (rules) {
        const names = await namesFor(tx, rules);
        // The rules must price their own default cake, or the product page would open on an error.
        const check = computeCakePrice(buildCakeRules(toRuleRows(before.price, before.salePrice, rules, names)), { pound: rules.minPound });
        if (!check.ok && check.field === 'pound') throw badRequest('Please check the highlighted fields.', { poundStep: CATALOGUE_MESSAGES.pound });
      }
      const old = await cakeRulesOf(tx, productId);
      await writeRules(tx, productId, rules);
      await refreshSearchText(tx, productId);
      return { old, now: await cakeRulesOf(tx, productId) };
    });
    await recordAudit(tx, {
      action: 'product.cake-options',
      entity: 'product',
      entityId: productId,
      summary: `${result.after.name}: cake options ${rules ? 'saved' : 'removed (sold as it is)'}`,
      before: result.result.old,
      after: result.result.now,
    });
    return result;
  });
  invalidateCatalogue([{ id: productId, slug: changed.after.slug }]);
  return (await getAdminProduct(productId))!;
}
