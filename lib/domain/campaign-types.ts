import type { CategorySummary, BrandView, ProductCard, ProductList, StoreSummary } from './catalogue-types';

// The campaign page and the V2 `campaign` call (SPEC §3 Campaign: campaign, flashSale, sliders, featureDeals,
// categories, brands, offers, stores, products). Instants are ISO strings; money is paisa.

export type CampaignStatus = 'upcoming' | 'running' | 'ended';

export type CampaignSummary = {
  id: number;
  slug: string;
  name: string;
  icon: string;
  description: string;
  tagline: string;
  heroImage: string;
  url: string;
  startsAt: string;
  endsAt: string;
  status: CampaignStatus;
};

export type CampaignBanner = { id: number; image: string; title: string; subtitle: string; link: string };

export type FlashSaleView = {
  title: string;
  /** live: the window runs now (countdown to endsAt); upcoming: the next one (countdown to startsAt). */
  status: 'live' | 'upcoming';
  startsAt: string;
  endsAt: string;
  products: ProductCard[];
};

export type CampaignDeal = ProductCard & { perCustomerLimit: number | null };

export type CampaignView = {
  campaign: CampaignSummary;
  flashSale: FlashSaleView | null;
  sliders: CampaignBanner[];
  featureDeals: CampaignDeal[];
  categories: Array<CategorySummary & { campaignUrl: string; productCount: number }>;
  brands: Array<BrandView & { campaignUrl: string; productCount: number }>;
  offers: CampaignBanner[];
  stores: StoreSummary[];
  products: ProductList;
  /** The instant this view's prices or states next change (a sale starts or ends), ISO; null: never again. */
  nextChangeAt: string | null;
};

export type CampaignListPage = ProductList & {
  campaign: CampaignSummary;
  /** What the list is narrowed to: a category or a brand of the campaign. */
  facet: { kind: 'category' | 'brand'; slug: string; name: string };
};

export const campaignUrl = (slug: string) => `/campaign/${slug}`;
export const campaignCategoryUrl = (campaign: string, category: string) => `/campaign/${campaign}/category/${category}`;
export const campaignBrandUrl = (campaign: string, brand: string) => `/campaign/${campaign}/brand/${brand}`;

export function campaignStatus(window: { startsAt: number; endsAt: number }, now: number): CampaignStatus {
  if (now < window.startsAt) return 'upcoming';
  return now < window.endsAt ? 'running' : 'ended';
}
