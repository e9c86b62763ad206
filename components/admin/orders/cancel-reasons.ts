// The reasons staff pick from when cancelling an order (the customer reads the one chosen, in the mail, the SMS and
// their order's timeline), and "Other" for anything else, written out. Details typed beside a listed reason follow it.

export const CANCEL_REASONS = [
  'The customer asked us to cancel',
  'We cannot deliver to this address in time',
  'An ingredient or item is out of stock',
  'The payment did not come through',
  'We could not reach the customer to confirm',
] as const;

export const OTHER_REASON = 'Other';

/** The reason as sent: 'Listed reason: details', the details alone for Other, or '' when nothing usable was given. */
export function reasonText(choice: string, details: string): string {
  const more = details.trim();
  if (choice === OTHER_REASON) return more;
  if (!choice) return '';
  return more ? `${choice}: ${more}` : choice;
}
