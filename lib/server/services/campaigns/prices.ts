import 'server-only';
import { effectivePrice, type CampaignPriceTag, type CampaignSaleRule, type EffectivePrice } from '@/lib/domain/campaign-price';
import type { ProductCard } from '@/lib/domain/catalogue-types';
import { loadSaleRules, type SaleRuleBook } from './sale-rules';

// The one place a catalogue price becomes the price a customer sees or pays: cards, the product page, the cart, the
// checkout quote and place-order all come through here with the instant they price at.

export function rulesFor(book: SaleRuleBook, productId: number): CampaignSaleRule[] {
  return book[productId] ?? [];
}

export function tagOf(result: EffectivePrice, regularPrice: number): CampaignPriceTag | null {
  if (!result.rule || result.endsAt === null) return null;
  return {
    regularPrice,
    campaignId: result.rule.campaignId,
    campaignSlug: result.rule.campaignSlug,
    campaignName: result.rule.campaignName,
    endsAt: new Date(result.endsAt).toISOString(),
    flash: result.rule.section === 'flash',
    perCustomerLimit: result.rule.perCustomerLimit,
    ...(result.rule.totalLimit ? { totalLimit: result.rule.totalLimit } : {}),
  };
}

/** A card back at its catalogue price (a card priced earlier, e.g. inside a cached list, is priced again from it). */
export function unpriceCard<T extends ProductCard>(card: T): T {
  if (!card.campaign) return card;
  const { campaign, ...rest } = card;
  const regular = campaign.regularPrice;
  const salePrice = regular < card.price ? regular : null;
  return {
    ...rest,
    sellingPrice: regular,
    salePrice,
    discountPercent: salePrice === null ? 0 : Math.round(((card.price - salePrice) / card.price) * 100),
  } as T;
}

/** A card as priced at `now`: its selling price, sale price and discount follow a running campaign. */
export function priceCard<T extends ProductCard>(priced: T, book: SaleRuleBook, now: Date): T {
  const card = unpriceCard(priced);
  const rules = rulesFor(book, card.id);
  if (rules.length === 0) return card;
  const result = effectivePrice({ price: card.sellingPrice, listPrice: card.price }, rules, now);
  const tag = tagOf(result, card.sellingPrice);
  if (!tag) return card;
  return {
    ...card,
    sellingPrice: result.price,
    salePrice: result.price,
    discountPercent: Math.round(((card.price - result.price) / card.price) * 100),
    campaign: tag,
  };
}

/** Cards as priced now; reads the (cached) rule book once. */
export async function priceCards<T extends ProductCard>(cards: T[], now = new Date()): Promise<T[]> {
  if (cards.length === 0) return cards;
  const book = await loadSaleRules();
  return cards.map((card) => priceCard(card, book, now));
}

/** One card (or product detail) as priced now; null stays null. */
export async function priceOne<T extends ProductCard>(card: T | null, now = new Date()): Promise<T | null> {
  if (!card) return card;
  return priceCard(card, await loadSaleRules(), now);
}
