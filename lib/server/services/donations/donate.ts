import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { UserRow } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { donationCauses, donations } from '@/lib/server/db/schema';
import { ApiError } from '@/lib/server/http/errors';
import { getGateway, type GatewayDeps } from '@/lib/server/payments/registry';
import type { PaymentAction, ReturnParams } from '@/lib/server/payments/types';
import { enqueueUserNotice } from '@/lib/server/services/notifications';
import { findAttemptByRef, type PaymentTx } from '@/lib/server/services/payments/attempts';
import { completePayment, refreshPayment, WRONG_PAYMENT_KIND } from '@/lib/server/services/payments/complete-payment';
import { startPayment } from '@/lib/server/services/payments/start-payment';
import { absoluteLink, linkOrigin } from '@/lib/server/site-origin';
import { findCause } from './causes';
import { DONATION_RECEIPT_EVENT } from './events';
import { invalidateDonations } from './invalidate';

// Giving money to a cause goes through the very payment flow orders use (lib/server/services/payments): a payment
// attempt with its own orderRef, the gateway's hosted page (the simulators offline), and a return that is believed
// only after the gateway's status API confirms it. The donation becomes paid, the cause's total and donor count
// move, and the receipt is queued, all in the transaction that marks the attempt paid: once, exactly.

export type DonateInput = {
  causeId: number;
  amount: number;
  gateway: 'esewa' | 'khalti';
  anonymous: boolean;
  donorName?: string | undefined;
  inHonourOf?: string | undefined;
  message?: string | undefined;
  linkOrigin?: string | undefined;
};

export type StartedDonation = { donationId: number; amount: number; gateway: string; action: PaymentAction };

export const donationReturnUrl = (gateway: string, origin: string = linkOrigin('anyone')): string =>
  absoluteLink(`/api/V2/donations/return/${gateway}`, origin);

/** POST donations: records the pledge and starts paying it; the browser follows `action` to the gateway. */
export async function startDonation(user: UserRow, input: DonateInput, deps: GatewayDeps = {}): Promise<StartedDonation> {
  const cause = await findCause(input.causeId);
  if (!getGateway(input.gateway, deps)?.isEnabled()) {
    throw new ApiError(422, 'This way of paying is not available right now.', 'payment_method_unavailable', { gateway: 'Choose another way to pay.' });
  }
  const donorName = input.donorName?.trim() || user.name;
  const back = donationReturnUrl(input.gateway, input.linkOrigin);
  const started = await startPayment(
    {
      gateway: input.gateway,
      orderId: null,
      amountPaisa: input.amount,
      productName: `Donation: ${cause.title}`.slice(0, 100),
      customer: { name: donorName, email: user.email ?? undefined, phone: user.phone ?? undefined },
      returnUrl: back,
      failureUrl: `${back}?result=failed`,
    },
    deps,
  );
  const [row] = await getDb()
    .insert(donations)
    .values({
      causeId: cause.id,
      userId: user.id,
      amount: input.amount,
      gateway: input.gateway,
      paymentRef: started.orderRef,
      donorName,
      isAnonymous: input.anonymous,
      inHonourOf: input.inHonourOf?.trim() || null,
      message: input.message?.trim() ?? '',
    })
    .returning({ id: donations.id });
  if (!row) throw new Error('donation insert returned nothing');
  return { donationId: row.id, amount: input.amount, gateway: started.gateway, action: started.action };
}

/**
 * Runs once, in the transaction that marks the payment attempt paid. `origin`: where the donor came back to (the
 * return route's requesterLinkOrigin); their receipt's link points there, by the same rule as an order's mail.
 */
async function markDonationPaid(tx: PaymentTx, orderRef: string, origin: string | undefined): Promise<void> {
  const now = new Date();
  const [paid] = await tx
    .update(donations)
    .set({ status: 'paid', paidAt: now })
    .where(and(eq(donations.paymentRef, orderRef), eq(donations.status, 'pending')))
    .returning();
  if (!paid) return;
  invalidateDonations(); // applied at the end of the request, after this commit
  // One UPDATE adds to the running total: PostgreSQL's row lock makes parallel gifts add up exactly.
  await tx
    .update(donationCauses)
    .set({ raised: sql`${donationCauses.raised} + ${paid.amount}`, donorCount: sql`${donationCauses.donorCount} + 1` })
    .where(eq(donationCauses.id, paid.causeId));
  if (paid.userId !== null) {
    await enqueueUserNotice(tx, paid.userId, { event: DONATION_RECEIPT_EVENT, subjectId: paid.id, data: origin ? { origin } : {} });
  }
}

/** The gateway said the payment did not go through: the pledge is failed (a paid one never moves back). */
async function markDonationFailed(orderRef: string): Promise<void> {
  await getDb().update(donations).set({ status: 'failed' }).where(and(eq(donations.paymentRef, orderRef), eq(donations.status, 'pending')));
}

/** 'not-a-donation': the callback is about a payment that is not a gift (an order's): nothing was settled. */
export type DonationReturn = { donationId: number | null; causeSlug: string | null; outcome: 'paid' | 'pending' | 'failed' | 'refused' | 'not-a-donation' };

async function donationByRef(orderRef: string | undefined) {
  if (!orderRef) return null;
  const [row] = await getDb()
    .select({ id: donations.id, slug: donationCauses.slug, status: donations.status })
    .from(donations)
    .innerJoin(donationCauses, eq(donationCauses.id, donations.causeId))
    .where(eq(donations.paymentRef, orderRef))
    .limit(1);
  return row ?? null;
}

/** Only a donation's own attempts are settled on the donations' return route (an order's has its own). */
const isDonationAttempt = async (attempt: { orderId: number | null; orderRef: string }) =>
  attempt.orderId === null && (await donationByRef(attempt.orderRef)) !== null;

/**
 * The gateway's return for a donation: verified by the payments layer; only then is the gift counted.
 * `receiptOrigin`: the origin of the link in the receipt (the return route's requesterLinkOrigin).
 */
export async function completeDonationPayment(
  gateway: string,
  params: ReturnParams,
  deps: GatewayDeps = {},
  receiptOrigin?: string,
): Promise<DonationReturn> {
  try {
    const result = await completePayment(
      { gateway, params },
      { ...deps, accepts: isDonationAttempt, onPaid: (tx, attempt) => markDonationPaid(tx, attempt.orderRef, receiptOrigin) },
    );
    if (result.status === 'failed') await markDonationFailed(result.orderRef);
    const donation = await donationByRef(result.orderRef);
    return { donationId: donation?.id ?? null, causeSlug: donation?.slug ?? null, outcome: result.status };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.code === WRONG_PAYMENT_KIND) return { donationId: null, causeSlug: null, outcome: 'not-a-donation' };
    const claimed = getGateway(gateway, deps)?.referenceFromReturn(params).orderRef;
    const attempt = claimed ? await findAttemptByRef(claimed).catch(() => null) : null;
    const donation = await donationByRef(attempt?.orderRef);
    return { donationId: donation?.id ?? null, causeSlug: donation?.slug ?? null, outcome: error.status === 503 ? 'pending' : 'refused' };
  }
}

/**
 * Asks the gateway about a donation's attempt that no callback settled (the payment reconciliation job): paid → the
 * gift is counted and the receipt queued, exactly as on the return route; failed → the pledge is failed. Throws the
 * payments layer's ApiError when the gateway cannot be asked (503) or refuses (422).
 */
export async function refreshDonationPayment(orderRef: string, deps: GatewayDeps = {}): Promise<'paid' | 'pending' | 'failed'> {
  const result = await refreshPayment(orderRef, { ...deps, accepts: isDonationAttempt, onPaid: (tx, attempt) => markDonationPaid(tx, attempt.orderRef, undefined) });
  if (result.status === 'failed') await markDonationFailed(result.orderRef);
  return result.status;
}
