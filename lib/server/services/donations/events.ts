/** The notice a paid donation queues (its template: receipt-notice.ts). */
export const DONATION_RECEIPT_EVENT = 'donation.receipt';
