// The cake price formula, pure so the product page can show the price instantly while the server (which runs the
// same function on rules read from the database) stays the authority for what the customer pays. All amounts paisa.

export type CakeTierRule = { tiers: number; minPound: number; surcharge: number };
export type CakeHeightRule = { code: string; label: string; surchargePerPound: number };
export type CakeFlavourRule = { id: number; name: string; extraPerPound: number };
export type CakeIcingRule = { code: string; name: string; extraPerPound: number };

export type CakeRules = {
  /** Selling price (sale price, else list price) of the cake at minPound with default options. */
  basePrice: number;
  /** List price at minPound: the strike-through price. */
  baseListPrice: number;
  minPound: number;
  maxPound: number;
  poundStep: number;
  pricePerExtraPound: number;
  /** Extra per pound for an eggless bake; null when this cake cannot be made eggless. */
  egglessPerPound: number | null;
  lessCreamAvailable: boolean;
  /** Empty means the cake is only made as a single tier. */
  tiers: CakeTierRule[];
  heights: CakeHeightRule[];
  flavours: CakeFlavourRule[];
  icingTypes: CakeIcingRule[];
  defaults: { pound: number; tier: number; height: string | null; flavorId: number | null; icingType: string | null };
};

export type CakeSelection = {
  pound: number;
  tier?: number;
  height?: string;
  flavorId?: number;
  icingType?: string;
  eggless?: boolean;
  lessCream?: boolean;
};

export type CakePriceBreakdown = {
  base: number;
  extraPounds: number;
  flavour: number;
  icing: number;
  height: number;
  eggless: number;
  tier: number;
};

export type CakePriceResult =
  | { ok: true; price: number; listPrice: number; breakdown: CakePriceBreakdown }
  | { ok: false; field: keyof CakeSelection; message: string };

const EPSILON = 1e-9;

/** Whole rupees: prices are shown and charged without paisa. */
export const roundToRupee = (paisa: number): number => Math.round(paisa / 100) * 100;

const formatPound = (pound: number): string => `${Number(pound.toFixed(2))} lb`;

/**
 * The weights the cake form offers: minPound up to maxPound in the cake's steps. A cake without a step accepts any
 * weight (isOnStep); the form then offers half-pound steps, each of which the price rule accepts.
 */
export function poundChoices(cake: { minPound: number; maxPound: number; poundStep: number }): number[] {
  const step = cake.poundStep > 0 ? cake.poundStep : 0.5;
  const choices: number[] = [];
  for (let i = 0; i <= 200; i++) {
    const pound = Math.round((cake.minPound + i * step) * 100) / 100;
    if (pound > cake.maxPound + EPSILON) break;
    choices.push(pound);
  }
  return choices;
}

function isOnStep(pound: number, minPound: number, step: number): boolean {
  if (step <= 0) return true;
  const steps = (pound - minPound) / step;
  return Math.abs(steps - Math.round(steps)) < EPSILON;
}

/** The smallest weight allowed for a tier count (a tier needs at least its own minimum in total). */
export function minPoundFor(rules: Pick<CakeRules, 'minPound' | 'tiers'>, tier?: number): number {
  const tierRule = tier === undefined ? undefined : rules.tiers.find((t) => t.tiers === tier);
  return Math.max(rules.minPound, tierRule?.minPound ?? 0);
}

export function computeCakePrice(rules: CakeRules, selection: CakeSelection): CakePriceResult {
  const pound = selection.pound;
  const tierCount = selection.tier ?? rules.defaults.tier;
  const heightCode = selection.height ?? rules.defaults.height;
  const flavorId = selection.flavorId ?? rules.defaults.flavorId;
  const icingCode = selection.icingType ?? rules.defaults.icingType;

  if (!Number.isFinite(pound) || pound <= 0) return { ok: false, field: 'pound', message: 'Choose how many pounds.' };

  // A single tier is always possible; more tiers only when the product lists them.
  const tier = rules.tiers.find((t) => t.tiers === tierCount);
  if (!tier && tierCount !== 1) {
    return { ok: false, field: 'tier', message: `This cake is not made in ${tierCount} tiers.` };
  }
  const minPound = Math.max(rules.minPound, tier?.minPound ?? 0);
  if (pound < minPound - EPSILON) {
    const why = tier && tier.minPound > rules.minPound ? ` for ${tierCount} tiers` : '';
    return { ok: false, field: 'pound', message: `The smallest size${why} is ${formatPound(minPound)}.` };
  }
  if (pound > rules.maxPound + EPSILON) {
    return { ok: false, field: 'pound', message: `The largest size is ${formatPound(rules.maxPound)}.` };
  }
  if (!isOnStep(pound, rules.minPound, rules.poundStep)) {
    return { ok: false, field: 'pound', message: `Sizes go up in steps of ${formatPound(rules.poundStep)}.` };
  }

  let heightSurcharge = 0;
  if (heightCode !== null) {
    const height = rules.heights.find((h) => h.code === heightCode);
    if (!height) return { ok: false, field: 'height', message: 'This height is not available for this cake.' };
    heightSurcharge = height.surchargePerPound;
  }
  let flavourExtra = 0;
  if (flavorId !== null) {
    const flavour = rules.flavours.find((f) => f.id === flavorId);
    if (!flavour) return { ok: false, field: 'flavorId', message: 'This flavour is not available for this cake.' };
    flavourExtra = flavour.extraPerPound;
  }
  let icingExtra = 0;
  if (icingCode !== null) {
    const icing = rules.icingTypes.find((i) => i.code === icingCode);
    if (!icing) return { ok: false, field: 'icingType', message: 'This icing is not available for this cake.' };
    icingExtra = icing.extraPerPound;
  }
  if (selection.eggless && rules.egglessPerPound === null) {
    return { ok: false, field: 'eggless', message: 'This cake cannot be made eggless.' };
  }
  if (selection.lessCream && !rules.lessCreamAvailable) {
    return { ok: false, field: 'lessCream', message: 'Less cream is not available for this cake.' };
  }

  const extras: Omit<CakePriceBreakdown, 'base'> = {
    extraPounds: Math.round((pound - rules.minPound) * rules.pricePerExtraPound),
    flavour: Math.round(pound * flavourExtra),
    icing: Math.round(pound * icingExtra),
    height: Math.round(pound * heightSurcharge),
    eggless: selection.eggless ? Math.round(pound * (rules.egglessPerPound ?? 0)) : 0,
    tier: tier?.surcharge ?? 0,
  };
  const extrasTotal = Object.values(extras).reduce((sum, n) => sum + n, 0);
  return {
    ok: true,
    price: roundToRupee(rules.basePrice + extrasTotal),
    listPrice: roundToRupee(rules.baseListPrice + extrasTotal),
    breakdown: { base: rules.basePrice, ...extras },
  };
}
