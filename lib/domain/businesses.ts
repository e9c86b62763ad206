// Businesses and influencers (issue 14): the words and limits the forms, the services and the pages share. Pure.

export const BUSINESS_TYPES = ['bakery', 'florist', 'hotel', 'restaurant', 'cafe', 'courier', 'gift-shop', 'other'] as const;
export type BusinessType = (typeof BUSINESS_TYPES)[number];

export const BUSINESS_TYPE_LABELS: Record<BusinessType, string> = {
  bakery: 'Bakery',
  florist: 'Florist',
  hotel: 'Hotel',
  restaurant: 'Restaurant',
  cafe: 'Café',
  courier: 'Courier',
  'gift-shop': 'Gift shop',
  other: 'Other business',
};

export const businessTypeLabel = (type: string): string => BUSINESS_TYPE_LABELS[type as BusinessType] ?? type;

export const BUSINESS_STATUS_LABELS: Record<string, string> = {
  pending: 'Waiting for verification',
  verified: 'Verified',
  rejected: 'Not verified',
};

/** Nepal, roughly: a pin outside this box is a typo (lat/lng swapped, a missing minus…), not a Nepali business. */
export const NEPAL_BOUNDS = { minLat: 26.3, maxLat: 30.5, minLng: 80, maxLng: 88.3 } as const;
/** Where the map pin starts: Ratna Park, the middle of Kathmandu. */
export const KATHMANDU_CENTRE = { latitude: 27.7056, longitude: 85.3153 } as const;

/** A URL-safe slug from a name ('Patan Sweet Oven' → 'patan-sweet-oven'), never empty. */
export function slugify(name: string, fallback = 'business'): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  return slug || fallback;
}

export const INFLUENCER_NICHES = ['food', 'cakes-and-baking', 'lifestyle', 'fashion', 'travel', 'family', 'comedy', 'weddings-and-events'] as const;
export type InfluencerNiche = (typeof INFLUENCER_NICHES)[number];

export const INFLUENCER_NICHE_LABELS: Record<InfluencerNiche, string> = {
  food: 'Food',
  'cakes-and-baking': 'Cakes and baking',
  lifestyle: 'Lifestyle',
  fashion: 'Fashion',
  travel: 'Travel',
  family: 'Family and parenting',
  comedy: 'Comedy',
  'weddings-and-events': 'Weddings and events',
};

export const nicheLabel = (niche: string): string => INFLUENCER_NICHE_LABELS[niche as InfluencerNiche] ?? niche;

export const INFLUENCER_STATUS_LABELS: Record<string, string> = {
  pending: 'Waiting for review',
  approved: 'Approved',
  rejected: 'Not approved',
};

export const SOCIAL_PLATFORMS = ['instagram', 'tiktok', 'youtube', 'facebook'] as const;
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];
export const SOCIAL_LABELS: Record<SocialPlatform, string> = { instagram: 'Instagram', tiktok: 'TikTok', youtube: 'YouTube', facebook: 'Facebook' };

/** An influencer needs this many followers across their accounts to apply. */
export const INFLUENCER_MIN_FOLLOWERS = 1000;
/** What an influencer's personal code takes off an order (percent, capped) and how often one customer may use it. */
export const INFLUENCER_COUPON = { percent: 10, maxDiscountPaisa: 500_00, minSubtotalPaisa: 1000_00, perUserLimit: 1 } as const;

/** An influencer's code from their username: 'sita.demo' → 'SITADEMO10' (made unique by the service if taken). */
export function influencerCode(username: string, percent: number = INFLUENCER_COUPON.percent): string {
  const stem = username.toUpperCase().replace(/[^A-Z0-9]/g, '').slice(0, 12) || 'UG';
  return `${stem}${percent}`;
}

/**
 * What an order brings an influencer's tally: its goods (items and add-ons) after the code's discount, paisa. The
 * delivery charge is not a sale, and a gift voucher is money the customer already paid, so neither counts.
 */
export function influencerRevenue(amounts: { subtotal: number; accessories: number; discount: number }): number {
  return Math.max(0, amounts.subtotal + amounts.accessories - amounts.discount);
}

/** SPEC §8: what the influencer calls say when they fail for a reason other than a refusal. */
export const INFLUENCER_ERRORS = {
  register: 'Failed to register as influencer',
  list: 'Failed to fetch influencer data',
  details: 'Failed to fetch influencer details',
} as const;
