import { formatNpr } from '@/lib/domain/money';

// Donation limits, shared by the API's schema and the form (whole rupees).
export const MIN_DONATION_RUPEES = 100;
export const MAX_DONATION_RUPEES = 100_000;

/** The amount typed or picked in the form, in whole rupees, when it is one a cause can take; null until then. */
export function chosenDonationRupees(amount: string): number | null {
  const rupees = Number(amount);
  if (amount.trim() === '' || !Number.isInteger(rupees)) return null;
  return rupees >= MIN_DONATION_RUPEES && rupees <= MAX_DONATION_RUPEES ? rupees : null;
}

/** "Donate" until an amount is chosen, then "Donate रू 500": the button never names a sum the shopper did not pick. */
export function donateButtonLabel(amount: string): string {
  const rupees = chosenDonationRupees(amount);
  return rupees === null ? 'Donate' : `Donate ${formatNpr(rupees * 100)}`;
}
