import { formatNpr } from './money';

// Pure rules of the shop's free promotional games (roulette and treasure dig), shared by the server (which decides)
// and the pages (which show the very same numbers): the published odds, the draw, the day's plays, the expiry.

/** A prize lasts this many days in the wallet after it is won. */
export const PRIZE_VALID_DAYS = 30;
/** The youngest player the terms allow. */
export const MIN_PLAYER_AGE = 18;

export type PrizeKind = 'none' | 'percent' | 'flat' | 'free_delivery' | 'free_item';

/**
 * What a prize gives. `value`: the percent ('percent') or paisa off ('flat'); unused by the free kinds. `maxDiscount`:
 * the cap of a percent discount, or of a free delivery (null: the whole delivery charge, whatever the method).
 * `item`: the product a 'free_item' prize adds to the order at रू 0.
 */
export type PrizeTerms = {
  kind: PrizeKind;
  value: number;
  minSubtotal: number;
  maxDiscount: number | null;
  item?: { productId: number; name: string } | null;
};

export type WeightedPrize = { id: number; weight: number };

/** Each prize's chance as a share of 1 (weight / the sum of the weights); the shares add up to exactly 1. */
export function prizeOdds<T extends WeightedPrize>(prizes: T[]): Array<T & { probability: number }> {
  const total = prizes.reduce((sum, p) => sum + p.weight, 0);
  return prizes.map((p) => ({ ...p, probability: total > 0 ? p.weight / total : 0 }));
}

/** '12.5%' / '0.5%' / '40%': a chance as people read it (at most one decimal, never rounded to 0). */
export function formatChance(probability: number): string {
  const percent = probability * 100;
  if (percent > 0 && percent < 0.1) return '<0.1%';
  const rounded = Math.round(percent * 10) / 10;
  return `${Number.isInteger(rounded) ? rounded.toFixed(0) : rounded.toFixed(1)}%`;
}

/**
 * The prize a draw lands on: `ticket` is a uniform integer in [0, total weight) from a cryptographic source (the
 * server's crypto.randomInt); the prizes take consecutive ranges of tickets as wide as their weights.
 */
export function prizeForTicket<T extends WeightedPrize>(prizes: T[], ticket: number): T {
  let edge = 0;
  for (const prize of prizes) {
    edge += prize.weight;
    if (ticket < edge) return prize;
  }
  const last = prizes[prizes.length - 1];
  if (!last) throw new Error('a game without prizes cannot be drawn');
  return last;
}

export const totalWeight = (prizes: WeightedPrize[]): number => prizes.reduce((sum, p) => sum + p.weight, 0);

export type PlayAllowance = { playsPerDay: number; extraPlaysPerOrder: number; maxExtraPlays: number };

/** Plays a customer has in a Kathmandu day: the free ones, plus extra ones for that day's orders, up to the cap. */
export function playsAllowed(rules: PlayAllowance, ordersToday: number): number {
  return rules.playsPerDay + Math.min(rules.maxExtraPlays, Math.max(0, ordersToday) * rules.extraPlaysPerOrder);
}

/** When a prize won at `wonAt` stops being usable. */
export function prizeExpiry(wonAt: Date): Date {
  return new Date(wonAt.getTime() + PRIZE_VALID_DAYS * 24 * 60 * 60 * 1000);
}

export type WalletState = 'won' | 'redeemed' | 'expired';

/** What the wallet shows: a prize never used whose expiry passed is expired; one without an expiry never expires. */
export function walletState(stored: string, expiresAt: Date | null, now: Date): WalletState {
  if (stored === 'redeemed') return 'redeemed';
  return expiresAt !== null && expiresAt.getTime() <= now.getTime() ? 'expired' : 'won';
}

/**
 * What a prize gives, in the words the wheel's table, the wallet, the cart and the order all use: 'रू 150 off',
 * '10% off (up to रू 300)', 'Free delivery' / 'Free delivery (up to रू 150)', 'A free Box of 6 Vanilla Cupcakes with
 * your order'. Each says exactly what the prize's effect does (lib/domain/prize-effects.ts; a unit test holds them
 * together): a free delivery takes the delivery charge off, not money off the items.
 */
export function describePrize(terms: PrizeTerms): string {
  const cap = terms.maxDiscount !== null ? ` (up to ${formatNpr(terms.maxDiscount, { compact: false })})` : '';
  switch (terms.kind) {
    case 'none':
      return 'No prize this time';
    case 'percent':
      return `${terms.value}% off${cap}`;
    case 'free_delivery':
      return `Free delivery${cap}`;
    case 'free_item':
      return `A free ${terms.item?.name ?? 'gift'} with your order`;
    default:
      return `${formatNpr(terms.value, { compact: false })} off`;
  }
}

/**
 * A won prize in one phrase for the wheel's and the map's result: its label with what it gives ('Free cupcake box: A
 * free Box of 6 Red Velvet Cupcakes with your order'), or only what it gives when that already starts with the label
 * ('Free delivery', '10% off (up to रू 400)').
 */
export function wonPhrase(label: string, description: string): string {
  return description.toLowerCase().startsWith(label.trim().toLowerCase()) ? description : `${label}: ${description}`;
}

/** 'On orders of रू 1,000 or more', 'On Cakes, orders of रू 1,000 or more', 'On Cakes' or 'On any order'. */
export function prizeCondition(terms: Pick<PrizeTerms, 'minSubtotal'>, categoryName: string | null = null): string {
  const minimum = terms.minSubtotal > 0 ? `orders of ${formatNpr(terms.minSubtotal, { compact: false })} or more` : null;
  if (categoryName) return minimum ? `On ${categoryName}, ${minimum}` : `On ${categoryName}`;
  return minimum ? `On ${minimum}` : 'On any order';
}

/** The wallet row of an approved influencer's own code (reusable by shoppers, so it never turns 'redeemed'). */
export const INFLUENCER_WALLET_TITLE = 'Your influencer code';

/** 'On orders of रू 1,000 or more, once per customer': an influencer code's condition, from its coupon's limits. */
export function influencerCodeCondition(minSubtotal: number, perUserLimit: number | null): string {
  const uses = perUserLimit === null ? 'as often as customers like' : perUserLimit === 1 ? 'once per customer' : `${perUserLimit} times per customer`;
  return `${prizeCondition({ minSubtotal })}, ${uses}`;
}

/** What the browser does to pay (the payments layer's PaymentAction, as JSON). */
export type PaymentActionView = { kind: 'redirect'; url: string } | { kind: 'form-post'; url: string; fields: Record<string, string> } | { kind: 'none' };

/** A fresh id for one tap of Spin or Dig: the server treats the same id as the same play. */
export function newPlayId(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * A game's page is for search engines while the game runs or is coming: one that ended (endsAt passed) says so and
 * is noindex, and the sitemap leaves it out (lib/server/services/seo/sitemap-sources.ts asks the same).
 */
export function isGamePageIndexable(game: { endsAt: string | Date | null }, now: Date): boolean {
  return game.endsAt === null || new Date(game.endsAt).getTime() > now.getTime();
}

/** /roulette/{slug} or /treasure/{slug}: a game's own address (also the canonical of /roulette/latest). */
export const gamePath = (game: { kind: 'roulette' | 'treasure'; slug: string }): string => `/${game.kind}/${game.slug}`;
