import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { minPoundFor } from '@/lib/domain/cake-price';
import { flavourColours } from '@/lib/domain/cake-art/flavour-colours';
import type { CakeArtView } from '@/lib/domain/cake-art/types';
import type { CakeOptionsView, ImageView } from '@/lib/domain/catalogue-types';
import { getDb } from '@/lib/server/db/client';
import {
  cakeFlavours,
  cakeHeights,
  cakeIcings,
  cakeOptions,
  cakeTiers,
  flavours,
  icingTypes,
  products,
} from '@/lib/server/db/schema';
import { cakeArtFromPath } from '@/lib/server/media/cake';

// Reads a configurable cake's price rules from the database into the shape computeCakePrice takes. A product
// without a cake_options row is not configurable (ready-made cakes, flowers, gifts): null.

const HEIGHT_ORDER = ['regular', 'tall', 'extra-tall'];

export async function loadCakeRules(productId: number): Promise<CakeOptionsView | null> {
  const db = getDb();
  const [base] = await db
    .select({ price: products.price, salePrice: products.salePrice, images: products.images, options: cakeOptions })
    .from(products)
    .innerJoin(cakeOptions, eq(cakeOptions.productId, products.id))
    .where(eq(products.id, productId));
  if (!base) return null;
  const [tierRows, heightRows, flavourRows, icingRows] = await Promise.all([
    db.select().from(cakeTiers).where(eq(cakeTiers.productId, productId)).orderBy(asc(cakeTiers.tiers)),
    db.select().from(cakeHeights).where(eq(cakeHeights.productId, productId)),
    db
      .select({ id: flavours.id, slug: flavours.slug, name: flavours.name, colour: flavours.colour, extraPerPound: cakeFlavours.extraPerPound })
      .from(cakeFlavours)
      .innerJoin(flavours, eq(flavours.id, cakeFlavours.flavourId))
      .where(eq(cakeFlavours.productId, productId))
      .orderBy(asc(cakeFlavours.extraPerPound), asc(flavours.name)),
    db
      .select({ id: icingTypes.id, code: icingTypes.code, name: icingTypes.name, extraPerPound: cakeIcings.extraPerPound })
      .from(cakeIcings)
      .innerJoin(icingTypes, eq(icingTypes.id, cakeIcings.icingTypeId))
      .where(eq(cakeIcings.productId, productId))
      .orderBy(asc(cakeIcings.extraPerPound), asc(icingTypes.name)),
  ]);
  const o = base.options;
  const salePrice = base.salePrice !== null && base.salePrice < base.price ? base.salePrice : null;

  // Every cake can be a single tier at its own minimum, whether or not a row says so. It opens at the fewest tiers
  // its own rows list, though: a "Two-Tier" cake (rows for 2 and 3) starts as the two tiers it is named and drawn
  // with, the single tier being the extra choice.
  const tiers = tierRows.map((t) => ({ tiers: t.tiers, minPound: t.minPound, surcharge: t.surcharge }));
  const defaultTier = tiers[0]?.tiers ?? 1;
  if (!tiers.some((t) => t.tiers === 1)) tiers.unshift({ tiers: 1, minPound: o.minPound, surcharge: 0 });

  const heights = heightRows
    .map((h) => ({ code: h.code, label: h.label, surchargePerPound: h.surchargePerPound }))
    .sort((a, b) => rank(a.code) - rank(b.code) || a.surchargePerPound - b.surchargePerPound);
  const defaultHeight = heights.find((h) => h.surchargePerPound === 0) ?? heights[0];
  const defaultFlavour = flavourRows.find((f) => f.id === o.defaultFlavourId) ?? flavourRows[0];
  const defaultIcing = icingRows.find((i) => i.id === o.defaultIcingTypeId) ?? icingRows[0];

  return {
    basePrice: salePrice ?? base.price,
    baseListPrice: base.price,
    minPound: o.minPound,
    maxPound: o.maxPound,
    poundStep: o.poundStep,
    pricePerExtraPound: o.pricePerExtraPound,
    egglessPerPound: o.egglessPerPound,
    lessCreamAvailable: o.lessCreamAvailable,
    tiers,
    heights,
    flavours: flavourRows.map((f) => ({ id: f.id, name: f.name, extraPerPound: f.extraPerPound })),
    icingTypes: icingRows.map((i) => ({ code: i.code, name: i.name, extraPerPound: i.extraPerPound })),
    defaults: {
      pound: minPoundFor({ minPound: o.minPound, tiers }, defaultTier),
      tier: defaultTier,
      height: defaultHeight?.code ?? null,
      flavorId: defaultFlavour?.id ?? null,
      icingType: defaultIcing?.code ?? null,
    },
    egglessAvailable: o.egglessPerPound !== null,
    isPhotoCake: o.isPhotoCake,
    allowsMessage: o.allowsMessage,
    maxMessageLength: o.maxMessageLength,
    art: artView(base.images, flavourRows),
  };
}

/** The drawing behind the cake's first picture, and every flavour's colours, when that picture is generated art. */
function artView(images: ImageView[], flavourRows: { id: number; slug: string; colour: string }[]): CakeArtView | null {
  const first = images[0];
  const base = first ? cakeArtFromPath(first.src) : null;
  if (!base || base.view !== 0) return null;
  return { base, flavours: flavourRows.map((f) => ({ id: f.id, colours: flavourColours(f.slug, f.colour) })) };
}

function rank(code: string): number {
  const i = HEIGHT_ORDER.indexOf(code);
  return i === -1 ? HEIGHT_ORDER.length : i;
}
