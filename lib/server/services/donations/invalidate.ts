import 'server-only';
import { revalidateTag } from 'next/cache';

// /donations is cached for everyone for a minute (app/(shop)/donations/donations-view.tsx); a paid gift moves its
// totals and wall, so it ends the cached copies at once.

/** The tag of every cached page of /donations. */
export const DONATIONS_TAG = 'donations';

/**
 * After a gift is paid. revalidateTag only records the tag for the end of the request (after the payment's commit);
 * with no request around it (a reconciliation job) Next refuses, and the page's one-minute lifetime covers it.
 */
export function invalidateDonations(): void {
  if (!process.env.NEXT_RUNTIME) return;
  try {
    revalidateTag(DONATIONS_TAG, { expire: 0 });
  } catch {
    // no request scope: see above
  }
}
