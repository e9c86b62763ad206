import 'server-only';
import { and, count, desc, eq, isNull, ne } from 'drizzle-orm';
import type { AddressView } from '@/lib/domain/address-types';
import { haversineKm } from '@/lib/domain/delivery/distance';
import { getDb } from '@/lib/server/db/client';
import { shippingAddresses, users } from '@/lib/server/db/schema';
import { ApiError, notFound } from '@/lib/server/http/errors';
import { type DeliveryPlace, findPlace, loadPlaces } from '@/lib/server/services/delivery';
import { ADDRESS_MESSAGES, type AddAddressInput, MAX_ADDRESSES, type UpdateAddressInput } from '@/lib/validation/address';
import { type AddressRow, toAddressView } from './view';

// A customer's saved addresses. Every change runs in a transaction that first locks the customer's users row, so two
// tabs saving at once cannot pass the 20-address limit or leave two defaults. Another customer's address id is
// answered exactly like an id that never existed (404), so ids reveal nothing.

type Tx = Parameters<Parameters<ReturnType<typeof getDb>['transaction']>[0]>[0];

const addressNotFound = () => notFound('Address');

const TOO_MANY_ADDRESSES = `You can keep up to ${MAX_ADDRESSES} addresses. Delete one you no longer use to add another.`;

const live = (userId: number) => and(eq(shippingAddresses.userId, userId), isNull(shippingAddresses.deletedAt));

/** The served place for an address form, or a 422 on the field (a place we never served, or no longer serve). */
async function placeForInput(input: Pick<AddAddressInput, 'deliveryLocationId' | 'xCoord' | 'yCoord'>): Promise<DeliveryPlace> {
  const place = await findPlace(input.deliveryLocationId);
  if (!place) {
    throw new ApiError(422, 'We don’t deliver to that place. Please choose one from the list.', 'invalid_location', {
      deliveryLocationId: ADDRESS_MESSAGES.location,
    });
  }
  if (input.xCoord !== undefined && input.yCoord !== undefined) {
    // A pin far from the chosen area would send the rider to the wrong town: one of the two is a mistake.
    const km = haversineKm({ latitude: input.yCoord, longitude: input.xCoord }, place);
    const limit = Math.max(25, place.radiusKm * 4);
    if (km > limit) {
      const message = `The map pin is ${Math.round(km)} km from ${place.name}. Move the pin, or choose the area it is in.`;
      throw new ApiError(422, message, 'pin_far_from_location', { yCoord: message });
    }
  }
  return place;
}

async function lockUser(tx: Tx, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

async function viewsOf(rows: AddressRow[]): Promise<AddressView[]> {
  const { places } = await loadPlaces();
  const byId = new Map(places.map((p) => [p.id, p]));
  return rows.map((row) => toAddressView(row, byId.get(row.deliveryLocationId) ?? null));
}

/** The customer's live addresses: the default first, then the newest. */
export async function listAddresses(userId: number): Promise<AddressView[]> {
  const rows = await getDb()
    .select()
    .from(shippingAddresses)
    .where(live(userId))
    .orderBy(desc(shippingAddresses.isDefault), desc(shippingAddresses.createdAt), desc(shippingAddresses.id));
  return viewsOf(rows);
}

/** One live address of this customer, or 404 (also for another customer's id, or a deleted one). */
export async function getUserAddress(userId: number, addressId: number): Promise<AddressView> {
  const [row] = await getDb()
    .select()
    .from(shippingAddresses)
    .where(and(live(userId), eq(shippingAddresses.id, addressId)))
    .limit(1);
  if (!row) throw addressNotFound();
  const [view] = await viewsOf([row]);
  return view!;
}

function columns(input: AddAddressInput) {
  return {
    deliveryLocationId: input.deliveryLocationId,
    alias: input.alias,
    receiverName: input.receiverName,
    phoneNumber: input.phoneNumber,
    secondaryPhoneNumber: input.secondaryPhoneNumber ?? null,
    landmark: input.landmark,
    xCoord: input.xCoord ?? null,
    yCoord: input.yCoord ?? null,
  };
}

async function clearDefault(tx: Tx, userId: number, exceptId?: number): Promise<void> {
  const where = exceptId === undefined ? live(userId) : and(live(userId), ne(shippingAddresses.id, exceptId));
  await tx.update(shippingAddresses).set({ isDefault: false }).where(and(where, eq(shippingAddresses.isDefault, true)));
}

/** add-shipping-address: the first address is the default; asking for default moves the flag to the new one. */
export async function addAddress(userId: number, input: AddAddressInput): Promise<AddressView> {
  const place = await placeForInput(input);
  const row = await getDb().transaction(async (tx) => {
    await lockUser(tx, userId);
    const [{ total } = { total: 0 }] = await tx.select({ total: count() }).from(shippingAddresses).where(live(userId));
    if (total >= MAX_ADDRESSES) throw new ApiError(422, TOO_MANY_ADDRESSES, 'too_many_addresses');
    const isDefault = total === 0 || input.isDefault === true;
    if (isDefault) await clearDefault(tx, userId);
    const [created] = await tx
      .insert(shippingAddresses)
      .values({ userId, ...columns(input), isDefault })
      .returning();
    return created!;
  });
  return toAddressView(row, place);
}

/** update-shipping-address: the whole address is replaced; isDefault left out keeps the flag as it was. */
export async function updateAddress(userId: number, input: UpdateAddressInput): Promise<AddressView> {
  const place = await placeForInput(input);
  const row = await getDb().transaction(async (tx) => {
    await lockUser(tx, userId);
    const [current] = await tx
      .select()
      .from(shippingAddresses)
      .where(and(live(userId), eq(shippingAddresses.id, input.addressId)))
      .limit(1);
    if (!current) throw addressNotFound();
    const isDefault = input.isDefault ?? current.isDefault;
    if (isDefault && !current.isDefault) await clearDefault(tx, userId, current.id);
    const [updated] = await tx
      .update(shippingAddresses)
      .set({ ...columns(input), isDefault, updatedAt: new Date() })
      .where(eq(shippingAddresses.id, current.id))
      .returning();
    return updated!;
  });
  return toAddressView(row, place);
}

/**
 * delete-shipping-address: the row stays (past orders point at it) but disappears from the customer's list. When the
 * default goes, the newest remaining address becomes the default, so checkout always has one to suggest.
 */
export async function deleteAddress(userId: number, addressId: number): Promise<{ addressId: number; newDefaultId: number | null }> {
  return getDb().transaction(async (tx) => {
    await lockUser(tx, userId);
    const [current] = await tx
      .select()
      .from(shippingAddresses)
      .where(and(live(userId), eq(shippingAddresses.id, addressId)))
      .limit(1);
    if (!current) throw addressNotFound();
    const now = new Date();
    await tx.update(shippingAddresses).set({ deletedAt: now, isDefault: false, updatedAt: now }).where(eq(shippingAddresses.id, current.id));
    let newDefaultId: number | null = null;
    if (current.isDefault) {
      const [next] = await tx
        .select({ id: shippingAddresses.id })
        .from(shippingAddresses)
        .where(live(userId))
        .orderBy(desc(shippingAddresses.createdAt), desc(shippingAddresses.id))
        .limit(1);
      if (next) {
        await tx.update(shippingAddresses).set({ isDefault: true }).where(eq(shippingAddresses.id, next.id));
        newDefaultId = next.id;
      }
    }
    return { addressId: current.id, newDefaultId };
  });
}
