import { absoluteUrl, SITE_NAME } from './metadata';

/**
 * The shop as search engines should know it (JSON-LD Organization/Bakery, Open Graph images).
 * Telephone and social links default to these values; pages that have the footer data (contact phones, social
 * links from the database) pass theirs so the structured data matches what the footer shows.
 */
export const SHOP_PROFILE = {
  name: SITE_NAME,
  alternateName: 'UG',
  slogan: 'Cakes & gifts delivered across Nepal',
  description:
    'Online cake and gift shop: fresh cakes, flowers and gifts with same-day and midnight delivery in Kathmandu, Lalitpur, Bhaktapur and across Nepal.',
  telephone: '+977-1-4410000',
  email: 'hello@upahar-ghar.com.np',
  address: {
    streetAddress: 'Durbar Marg',
    addressLocality: 'Kathmandu',
    addressRegion: 'Bagmati',
    postalCode: '44600',
    addressCountry: 'NP',
  },
  geo: { latitude: 27.7119, longitude: 85.3187 },
  areaServed: ['Kathmandu', 'Lalitpur', 'Bhaktapur', 'Pokhara', 'Nepal'],
  sameAs: [
    'https://www.facebook.com/upaharghar',
    'https://www.instagram.com/upaharghar',
    'https://www.youtube.com/@upaharghar',
  ],
  currenciesAccepted: 'NPR',
  priceRange: 'रू 300 – रू 25,000',
} as const;

/** Square brand mark served by app/logo.png/route.tsx (Google wants a logo of at least 112×112). */
export const LOGO_PATH = '/logo.png';

export function logoUrl(): string {
  return absoluteUrl(LOGO_PATH);
}
