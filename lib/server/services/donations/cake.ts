import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { donationCakeAddresses, shippingAddresses } from '@/lib/server/db/schema';
import { ApiError } from '@/lib/server/http/errors';
import { findCause } from './causes';

// Giving a cake: the cause's delivery address is copied into the customer's address book once (the usual checkout
// then delivers there, with the usual dates, slots and payment), and marked as the cause's: an order placed to it is
// counted as a cake donation by a trigger on orders (migration 0014).

export type DonationAddress = { addressId: number; alias: string; causeId: number };

export async function donationAddress(userId: number, causeId: number): Promise<DonationAddress> {
  const cause = await findCause(causeId);
  if (cause.deliveryLocationId === null) throw new ApiError(422, 'This cause does not take cakes: please give money instead.', 'unprocessable');
  const alias = `Gift: ${cause.organisation}`.slice(0, 30);
  const db = getDb();
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ addressId: donationCakeAddresses.addressId })
      .from(donationCakeAddresses)
      .innerJoin(shippingAddresses, eq(shippingAddresses.id, donationCakeAddresses.addressId))
      .where(and(eq(donationCakeAddresses.userId, userId), eq(donationCakeAddresses.causeId, cause.id), isNull(shippingAddresses.deletedAt)))
      .for('update', { of: donationCakeAddresses });
    if (existing) return { addressId: existing.addressId, alias, causeId: cause.id };
    // A deleted copy: forget it and make a fresh one.
    await tx.delete(donationCakeAddresses).where(and(eq(donationCakeAddresses.userId, userId), eq(donationCakeAddresses.causeId, cause.id)));
    const [address] = await tx
      .insert(shippingAddresses)
      .values({
        userId,
        deliveryLocationId: cause.deliveryLocationId!,
        alias,
        receiverName: cause.receiverName,
        phoneNumber: cause.phoneNumber,
        landmark: cause.landmark,
      })
      .returning({ id: shippingAddresses.id });
    const [mark] = await tx
      .insert(donationCakeAddresses)
      .values({ addressId: address!.id, causeId: cause.id, userId })
      .onConflictDoNothing()
      .returning({ addressId: donationCakeAddresses.addressId });
    if (!mark) throw new ApiError(409, 'Your address for this cause was just made in another tab. Please try again.', 'conflict');
    return { addressId: address!.id, alias, causeId: cause.id };
  });
}
