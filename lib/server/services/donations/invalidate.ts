import 'server-only';
import { eq } from 'drizzle-orm';
import { expireTags, invalidationsReachCaches } from '@/lib/server/cache/expire';
import { getDb } from '@/lib/server/db/client';
import { donationCakeAddresses } from '@/lib/server/db/schema';

// Every donations page (/donations and each cause's /donations/{slug}, all their pages) is cached for everyone
// (pages.ts); what they show (raised, donors, cakes, the walls) moves only when a gift is counted or uncounted, so
// those writes end every cached copy at once. Nothing on them changes by the clock.

/** The tag of every cached donations page. */
export const DONATIONS_TAG = 'donations';

/**
 * After a gift is paid, or a cake gift is counted or uncounted. revalidateTag only records the tag for the end of
 * the request (after the payment's commit); with no request around it (a reconciliation job) Next refuses, and the
 * pages' one-minute lifetime covers it.
 */
export function invalidateDonations(): void {
  if (!invalidationsReachCaches()) return;
  try {
    expireTags([DONATIONS_TAG]);
  } catch {
    // no request scope: see above
  }
}

/**
 * After an order to `addressId` was placed or cancelled (after its commit): an order delivered to a cause's address
 * is a cake gift, counted (and uncounted when cancelled) by a database trigger (migration 0014), so the donations
 * pages must show it. One primary-key lookup; nothing for an ordinary address.
 */
export async function invalidateDonationsForCakeTo(addressId: number | null): Promise<void> {
  if (!invalidationsReachCaches() || addressId === null) return;
  const [gift] = await getDb().select({ causeId: donationCakeAddresses.causeId }).from(donationCakeAddresses).where(eq(donationCakeAddresses.addressId, addressId)).limit(1);
  if (gift) invalidateDonations();
}
