import { DAILY_CUTOFF_MINUTE } from '@/lib/domain/delivery/lead-time';

// The shop's promises that its written pages (refund policy, terms, FAQ, careers) quote. The pages name them as
// {{tokens}} (lib/domain/rich-text.ts fillTokens), filled from here when a page is read, so changing a window here
// changes every sentence that states it: nothing is typed twice.

/** A problem with a cake or flowers (perishable) must be reported within this many hours of delivery, with a photo. */
export const PERISHABLE_CLAIM_HOURS = 24;
/** Sealed, unused non-perishable gifts (soft toys, mugs, frames that are not personalised) may be returned within. */
export const NON_PERISHABLE_RETURN_DAYS = 7;
/** Working days to get money back to eSewa, Khalti or a bank account once a refund is approved. */
export const REFUND_PROCESSING_DAYS = 7;
/** A customer may cancel for a full refund until this many hours before the delivery slot starts. */
export const FREE_CANCEL_HOURS = 12;
/** Customer care answers messages from the contact form within this many working hours. */
export const CONTACT_REPLY_HOURS = 24;
/** A seller application is reviewed (a call from the seller team) within this many working days. */
export const SELLER_REVIEW_DAYS = 3;
/** Customer care's hours, Kathmandu time, every day including public holidays. */
export const CARE_HOURS = { opens: '7:00 am', closes: '9:00 pm' } as const;

/** 18 * 60 → '6:00 pm'. */
export function minuteOfDayText(minute: number): string {
  const hours = Math.floor(minute / 60);
  const minutes = minute % 60;
  const suffix = hours >= 12 ? 'pm' : 'am';
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${twelve}:${String(minutes).padStart(2, '0')} ${suffix}`;
}

/** The values every {{token}} in the shop's pages may use. */
export function policyTokens(extra: Record<string, string> = {}): Record<string, string> {
  return {
    perishableClaimHours: String(PERISHABLE_CLAIM_HOURS),
    nonPerishableReturnDays: String(NON_PERISHABLE_RETURN_DAYS),
    refundProcessingDays: String(REFUND_PROCESSING_DAYS),
    freeCancelHours: String(FREE_CANCEL_HOURS),
    contactReplyHours: String(CONTACT_REPLY_HOURS),
    sellerReviewDays: String(SELLER_REVIEW_DAYS),
    careOpens: CARE_HOURS.opens,
    careCloses: CARE_HOURS.closes,
    sameDayCutoff: minuteOfDayText(DAILY_CUTOFF_MINUTE),
    ...extra,
  };
}
