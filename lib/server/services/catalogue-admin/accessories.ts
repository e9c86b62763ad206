import 'server-only';
import { asc, eq, sql } from 'drizzle-orm';
import { formatNpr } from '@/lib/domain/money';
import { getDb } from '@/lib/server/db/client';
import { accessories } from '@/lib/server/db/schema';
import { ApiError, notFound } from '@/lib/server/http/errors';
import { mediaPath } from '@/lib/server/media/urls';
import { recordAudit } from '@/lib/server/services/audit/record';
import { invalidateCatalogue } from '@/lib/server/services/catalogue/invalidate';
import type { AccessoryCreateInput, AccessoryUpdateInput } from '@/lib/validation/catalogue-admin';
import { isUniqueViolation, staleEdit } from './errors';

// The add-ons sold with orders (candles, knives, cards, balloons, poppers, toppers). The product page offers them by
// kind (a cake's kinds or a gift's: catalogue/products.ts), in their position order; the cart and place-order read
// price, stock and whether one is still sold live.

export type AdminAccessory = typeof accessories.$inferSelect;

/** The generated picture a new add-on gets (its kind's drawing) until the photos screen gives it one. */
const ART_ITEM: Record<AccessoryCreateInput['kind'], string> = {
  candle: 'candles',
  knife: 'knife',
  card: 'card',
  balloon: 'balloons',
  popper: 'popper',
  topper: 'topper',
};

const slugTaken = () => new ApiError(409, 'Another add-on has this slug.', 'slug_taken', { slug: 'Another add-on has this slug: choose another.' });

export function listAdminAccessories(): Promise<AdminAccessory[]> {
  return getDb().select().from(accessories).orderBy(asc(accessories.kind), asc(accessories.position), asc(accessories.name));
}

export async function createAccessory(input: AccessoryCreateInput): Promise<AdminAccessory> {
  try {
    const row = await getDb().transaction(async (tx) => {
      const [created] = await tx
        .insert(accessories)
        .values({ ...input, image: mediaPath('accessory', { item: ART_ITEM[input.kind], color: '#d81b4a', num: 1 }) })
        .returning();
      await recordAudit(tx, { action: 'accessory.create', entity: 'accessory', entityId: created!.id, summary: `New add-on: ${input.name} at ${formatNpr(input.price)}`, before: null, after: created });
      return created!;
    });
    invalidateCatalogue();
    return row;
  } catch (error) {
    if (isUniqueViolation(error, 'accessories_slug_uq')) throw slugTaken();
    throw error;
  }
}

export async function updateAccessory(id: number, input: AccessoryUpdateInput): Promise<AdminAccessory> {
  const { version, ...columns } = input;
  try {
    const row = await getDb().transaction(async (tx) => {
      const [before] = await tx.select().from(accessories).where(eq(accessories.id, id)).for('update');
      if (!before) throw notFound('Add-on');
      if (before.version !== version) throw staleEdit('add-on', before.version);
      const set = Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined)) as Partial<typeof accessories.$inferInsert>;
      const [after] = await tx
        .update(accessories)
        .set({ ...set, version: sql`${accessories.version} + 1` })
        .where(eq(accessories.id, id))
        .returning();
      const what = before.price !== after!.price ? `price ${formatNpr(before.price)} → ${formatNpr(after!.price)}` : Object.keys(set).join(', ');
      await recordAudit(tx, { action: 'accessory.update', entity: 'accessory', entityId: id, summary: `Add-on ${after!.name}: ${what || 'saved unchanged'}`, before, after });
      return after!;
    });
    invalidateCatalogue();
    return row;
  } catch (error) {
    if (isUniqueViolation(error, 'accessories_slug_uq')) throw slugTaken();
    throw error;
  }
}
