// Donation limits, shared by the API's schema and the form (whole rupees).
export const MIN_DONATION_RUPEES = 100;
export const MAX_DONATION_RUPEES = 100_000;
