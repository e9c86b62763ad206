import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { buildCakeRules } from '@/lib/domain/cake-rules-build';
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
  return {
    ...buildCakeRules({ price: base.price, salePrice: base.salePrice, options: o, tiers: tierRows, heights: heightRows, flavours: flavourRows, icings: icingRows }),
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
