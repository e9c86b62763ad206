/**
 * The one rule for what a campaign does to a price at an instant (issue 15). Pure, so the server (cards, product
 * page, cart, checkout quote, place-order) and the browser (a card's price ticking over at a sale's end) agree.
 *
 * - A campaign runs over [startsAt, endsAt): at `endsAt` exactly it is over.
 * - Its flash sale runs in windows [start, start + duration), repeated every `repeatEvery` from `firstStartsAt`
 *   (null: once), only while the campaign runs.
 * - A 'flash' product gets its percentage only inside a flash window; 'deal' and 'product' for the whole campaign.
 * - The campaign price is the sale price the shop typed (whole rupees), or else the list price less the percentage,
 *   to the whole rupee; the customer pays the lowest of
 *   that and the catalogue's own price, so a campaign never raises a price nor stacks on an existing discount.
 */

export type SaleSection = 'flash' | 'deal' | 'product';

export type FlashSchedule = {
  title: string;
  /** Epoch ms. */
  firstStartsAt: number;
  durationMs: number;
  /** null: one window only. */
  repeatEveryMs: number | null;
};

export type CampaignSaleRule = {
  campaignId: number;
  campaignSlug: string;
  campaignName: string;
  /** Epoch ms. */
  campaignStartsAt: number;
  campaignEndsAt: number;
  section: SaleSection;
  percentOff: number;
  /** The sale price typed in the back office (paisa); when set it is the campaign price, not the percentage. */
  salePrice?: number | null;
  perCustomerLimit: number | null;
  /** Units over all customers at the campaign price (null/absent: no limit). */
  totalLimit?: number | null;
  flash: FlashSchedule | null;
};

export type Window = { startsAt: number; endsAt: number };

export type EffectivePrice = {
  /** What the customer pays now, paisa. */
  price: number;
  /** The rule that set it, or null when the catalogue price stands. */
  rule: CampaignSaleRule | null;
  /** When this price stops being true (the rule's window end), null when no sale applies. */
  endsAt: number | null;
};

/** What a card, a product page or a cart line says about the campaign pricing it. */
export type CampaignPriceTag = {
  campaignId: number;
  campaignSlug: string;
  campaignName: string;
  /** ISO instant the campaign price stops. */
  endsAt: string;
  flash: boolean;
  perCustomerLimit: number | null;
  /** Units over all customers at this price (null/absent: no limit; place-order holds to it). */
  totalLimit?: number | null;
  /** The catalogue's own price, paid again from endsAt (paisa). */
  regularPrice: number;
};

const toMs = (at: Date | number): number => (typeof at === 'number' ? at : at.getTime());

/** The flash window containing `at`, or the next one to start (within the campaign), or null when none is left. */
export function currentOrNextFlashWindow(schedule: FlashSchedule, campaign: Window, at: Date | number): Window | null {
  const now = toMs(at);
  const first = schedule.firstStartsAt;
  let start = first;
  if (schedule.repeatEveryMs !== null && now > first) {
    const period = schedule.repeatEveryMs;
    start = first + Math.floor((now - first) / period) * period;
    if (now >= start + schedule.durationMs) start += period;
  }
  if (schedule.repeatEveryMs === null && now >= first + schedule.durationMs) return null;
  // Clipped to the campaign: a window never runs outside it.
  const window = { startsAt: Math.max(start, campaign.startsAt), endsAt: Math.min(start + schedule.durationMs, campaign.endsAt) };
  return window.startsAt < window.endsAt && window.endsAt > now ? window : null;
}

/** The window in which this rule's price applies that contains `at`, or null. */
export function activeWindow(rule: CampaignSaleRule, at: Date | number): Window | null {
  const now = toMs(at);
  const campaign = { startsAt: rule.campaignStartsAt, endsAt: rule.campaignEndsAt };
  if (now < campaign.startsAt || now >= campaign.endsAt) return null;
  if (rule.section !== 'flash') return campaign;
  if (!rule.flash) return null;
  const window = currentOrNextFlashWindow(rule.flash, campaign, now);
  return window && window.startsAt <= now && now < window.endsAt ? window : null;
}

/** The list price less a percentage, to the whole rupee (paisa in, paisa out). */
export function campaignPrice(listPrice: number, percentOff: number): number {
  return Math.round((listPrice * (100 - percentOff)) / 100 / 100) * 100;
}

/** The price a rule sets for something listed at `listPrice`: its typed sale price, or the list price less its share. */
export function rulePrice(listPrice: number, rule: Pick<CampaignSaleRule, 'percentOff' | 'salePrice'>): number {
  return rule.salePrice ?? campaignPrice(listPrice, rule.percentOff);
}

/**
 * What the customer pays at `at` for something whose catalogue price is `price` (list price `listPrice`), given the
 * campaign rules of its product. The lowest active campaign price wins; ties go to the rule ending first.
 */
export function effectivePrice(
  input: { price: number; listPrice: number },
  rules: readonly CampaignSaleRule[],
  at: Date | number,
): EffectivePrice {
  let best: EffectivePrice = { price: input.price, rule: null, endsAt: null };
  for (const rule of rules) {
    const window = activeWindow(rule, at);
    if (!window) continue;
    const price = rulePrice(input.listPrice, rule);
    if (price >= input.price) continue;
    if (price < best.price || (price === best.price && best.endsAt !== null && window.endsAt < best.endsAt)) {
      best = { price, rule, endsAt: window.endsAt };
    }
  }
  return best;
}

/** The first instant after `at` when any of these rules starts or stops applying (null: nothing changes any more). */
export function nextPriceBoundary(rules: readonly CampaignSaleRule[], at: Date | number): number | null {
  const now = toMs(at);
  let next: number | null = null;
  const consider = (t: number) => {
    if (t > now && (next === null || t < next)) next = t;
  };
  for (const rule of rules) {
    consider(rule.campaignStartsAt);
    consider(rule.campaignEndsAt);
    if (rule.section === 'flash' && rule.flash) {
      const window = currentOrNextFlashWindow(rule.flash, { startsAt: rule.campaignStartsAt, endsAt: rule.campaignEndsAt }, now);
      if (window) {
        consider(window.startsAt);
        consider(window.endsAt);
      }
    }
  }
  return next;
}
