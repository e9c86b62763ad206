import { minPoundFor, type CakeRules } from './cake-price';

// A cake's price rules (the rows of cake_options, cake_tiers, cake_heights, cake_flavours, cake_icings and the
// product's price) into the shape computeCakePrice takes. One builder for the storefront (cake-rules.ts, from the
// database) and the back office's price preview (from the rules being edited), so the preview is the price the shop
// would charge for them, never a second formula.

export type CakeRuleRows = {
  price: number;
  salePrice: number | null;
  options: {
    minPound: number;
    maxPound: number;
    poundStep: number;
    pricePerExtraPound: number;
    egglessPerPound: number | null;
    lessCreamAvailable: boolean;
    defaultFlavourId: number | null;
    defaultIcingTypeId: number | null;
  };
  tiers: { tiers: number; minPound: number; surcharge: number }[];
  heights: { code: string; label: string; surchargePerPound: number }[];
  /** In the order the shop lists them (cheapest first, then by name). */
  flavours: { id: number; name: string; extraPerPound: number }[];
  icings: { id: number; code: string; name: string; extraPerPound: number }[];
};

const HEIGHT_ORDER = ['regular', 'tall', 'extra-tall'];

function rank(code: string): number {
  const i = HEIGHT_ORDER.indexOf(code);
  return i === -1 ? HEIGHT_ORDER.length : i;
}

export function buildCakeRules(rows: CakeRuleRows): CakeRules {
  const o = rows.options;
  const salePrice = rows.salePrice !== null && rows.salePrice < rows.price ? rows.salePrice : null;

  // Every cake can be a single tier at its own minimum, whether or not a row says so. It opens at the fewest tiers
  // its own rows list, though: a "Two-Tier" cake (rows for 2 and 3) starts as the two tiers it is named and drawn
  // with, the single tier being the extra choice.
  const tiers = [...rows.tiers].sort((a, b) => a.tiers - b.tiers).map((t) => ({ tiers: t.tiers, minPound: t.minPound, surcharge: t.surcharge }));
  const defaultTier = tiers[0]?.tiers ?? 1;
  if (!tiers.some((t) => t.tiers === 1)) tiers.unshift({ tiers: 1, minPound: o.minPound, surcharge: 0 });

  const heights = rows.heights
    .map((h) => ({ code: h.code, label: h.label, surchargePerPound: h.surchargePerPound }))
    .sort((a, b) => rank(a.code) - rank(b.code) || a.surchargePerPound - b.surchargePerPound);
  const defaultHeight = heights.find((h) => h.surchargePerPound === 0) ?? heights[0];
  const defaultFlavour = rows.flavours.find((f) => f.id === o.defaultFlavourId) ?? rows.flavours[0];
  const defaultIcing = rows.icings.find((i) => i.id === o.defaultIcingTypeId) ?? rows.icings[0];

  return {
    basePrice: salePrice ?? rows.price,
    baseListPrice: rows.price,
    minPound: o.minPound,
    maxPound: o.maxPound,
    poundStep: o.poundStep,
    pricePerExtraPound: o.pricePerExtraPound,
    egglessPerPound: o.egglessPerPound,
    lessCreamAvailable: o.lessCreamAvailable,
    tiers,
    heights,
    flavours: rows.flavours.map((f) => ({ id: f.id, name: f.name, extraPerPound: f.extraPerPound })),
    icingTypes: rows.icings.map((i) => ({ code: i.code, name: i.name, extraPerPound: i.extraPerPound })),
    defaults: {
      pound: minPoundFor({ minPound: o.minPound, tiers }, defaultTier),
      tier: defaultTier,
      height: defaultHeight?.code ?? null,
      flavorId: defaultFlavour?.id ?? null,
      icingType: defaultIcing?.code ?? null,
    },
  };
}
