// Shapes of catalogue data as the API sends it and pages render it. Plain types only: imported by server services,
// route handlers, server components and client components alike. Money is integer paisa unless a name says rupees.

import type { CakePriceBreakdown, CakeRules } from './cake-price';
import type { ReviewItem } from './reviews';
import type { CakeArtView } from './cake-art/types';
import type { CampaignPriceTag } from './campaign-price';
import type { PhotoRef } from './photos';

export type ProductType = 'product' | 'cake' | 'automobile';

export type ImageView = {
  src: string;
  width: number;
  height: number;
  alt: string;
  /** A processed photo (issue 25): its encoded widths and blur placeholder; absent for generated art. */
  photo?: PhotoRef;
};

export type Pagination = {
  total: number;
  count: number;
  perPage: number;
  currentPage: number;
  totalPages: number;
  /** Set when more items match than a list shows (a broad search lists its best SEARCH_RESULT_CAP): "200+". */
  totalIsCapped?: boolean;
};

/** A link in a breadcrumb trail, root first. */
export type Crumb = { name: string; url: string };

export type ProductCard = {
  id: number;
  type: ProductType;
  slug: string;
  name: string;
  /** '/product/{slug}' for type product|cake, '/' for any other type (SPEC §2). */
  url: string;
  image: ImageView;
  /** List price, paisa. */
  price: number;
  /** Sale price, paisa, when discounted. */
  salePrice: number | null;
  /** What the customer pays: salePrice ?? price. */
  sellingPrice: number;
  /** Whole percent off the list price; 0 when not on sale. */
  discountPercent: number;
  ratingAverage: number;
  ratingCount: number;
  inStock: boolean;
  /** Deliverable within hours now: flagged urgent and in stock (the "Urgent delivery" badge). */
  isUrgent: boolean;
  isReadyMade: boolean;
  storeName: string;
  categorySlug: string;
  /** Present while a campaign sets the price (issue 15): which one and until when. */
  campaign?: CampaignPriceTag;
};

export type BrandView = { id: number; slug: string; name: string; logo: string };

export type StoreSummary = { id: number; slug: string; name: string; logo: string; city: string; url: string };

export type StoreView = StoreSummary & {
  description: string;
  banner: string;
  address: string;
  latitude: number;
  longitude: number;
  phone: string;
  openingHours: string;
  ratingAverage: number;
  ratingCount: number;
  isVerified: boolean;
  productCount: number;
};

export type CategorySummary = {
  id: number;
  slug: string;
  name: string;
  /** File name under /media/categories/ (SPEC §3). */
  imageFileName: string;
  url: string;
  isCakeCategory: boolean;
  /** Active products in the category and its children. */
  productCount?: number;
  children?: CategorySummary[];
};

export type CategoryView = CategorySummary & {
  description: string;
  /** What search engines show; empty: the name and description. */
  metaTitle: string;
  metaDescription: string;
  parent: CategorySummary | null;
  children: CategorySummary[];
  breadcrumb: Crumb[];
};

export type OccasionView = {
  id: number;
  slug: string;
  name: string;
  description: string;
  image: string;
  /** Human text for when it falls, e.g. '14 February'. */
  whenText: string;
  url: string;
  productCount?: number;
};

export type AccessoryView = {
  id: number;
  slug: string;
  name: string;
  /** 'candle' | 'knife' | 'card' | 'balloon' | 'popper' | 'topper' */
  kind: string;
  description: string;
  image: string;
  price: number;
  inStock: boolean;
};

export type ShapeView = { id: number; slug: string; name: string; image: string; extraPerPound: number };

/** A review as the product page and reviews?id&type show it (lib/domain/reviews.ts). */
export type ReviewView = ReviewItem;

export type ReviewsSummary = {
  average: number;
  count: number;
  /** Always five rows, 5 stars first. */
  distribution: { stars: 5 | 4 | 3 | 2 | 1; count: number }[];
};

export type ComboView = { product: ProductCard; comboPrice: number };

/**
 * Everything the cake configurator needs. It carries the price rules (CakeRules), so the page can run
 * computeCakePrice from lib/domain/cake-price.ts for an instant price; the server recomputes on add-to-cart.
 */
export type CakeOptionsView = CakeRules & {
  egglessAvailable: boolean;
  isPhotoCake: boolean;
  allowsMessage: boolean;
  maxMessageLength: number;
  /**
   * How to draw the cake for other options (lib/domain/cake-art): absent or null when its pictures are not generated
   * cake art (an uploaded photo), and then the product page shows the photos as they are.
   */
  art?: CakeArtView | null;
};

export type ProductDetail = ProductCard & {
  sku: string;
  /** The back office's search-engine title and description for the page ('' when not set: name and description). */
  metaTitle?: string;
  metaDescription?: string;
  shortDescription: string;
  description: string;
  images: ImageView[];
  stock: number;
  isActive: boolean;
  tags: string[];
  colors: string[];
  sizes: string[];
  brand: BrandView | null;
  store: StoreSummary;
  category: CategorySummary;
  /** Home › parent category › category › product. */
  breadcrumb: Crumb[];
  occasions: { slug: string; name: string; url: string }[];
  reviewsSummary: ReviewsSummary;
  /** The first page of approved reviews, newest first (REVIEWS_PER_PAGE). */
  reviews: ReviewView[];
  accessories: AccessoryView[];
  combos: ComboView[];
  cake: CakeOptionsView | null;
};

/** The quick-view popup: the card plus enough to add to cart. */
export type ProductQuickInfo = ProductCard & {
  shortDescription: string;
  images: ImageView[];
  stock: number;
  cake: CakeOptionsView | null;
};

export type FacetCount = { value: string; count: number };

/**
 * Filters that can narrow the current list, with how many products each would list. A facet's counts apply every
 * chosen filter except its own (with brand X chosen, a size counts the brand X products of that size; the brands
 * count as if no brand were chosen, so choosing a second one shows what it adds).
 */
export type FilterBox = {
  sizes: FacetCount[];
  brands: { slug: string; name: string; count: number }[];
  colors: FacetCount[];
  tags: FacetCount[];
  /**
   * Lowest and highest selling price of the list's whole scope (the category, occasion, store…) before any filter,
   * in RUPEES (the unit of minPrice/maxPrice): the price control's ends, which do not move as filters are chosen.
   */
  price: { min: number; max: number };
};

export type ProductSort = 'popular' | 'newest' | 'price-asc' | 'price-desc' | 'rating';

/**
 * Filters of a product list. minPrice/maxPrice are RUPEES on the selling price, each optional: a bound that is not
 * given does not cut the list (a रू 16,990 tiered cake shows in its category until the customer narrows the price),
 * and one that is given always does (lib/domain/filters.ts says why SPEC §3's 0 to 5000 is not filled in).
 */
export type ProductFilters = {
  size: string[];
  brand: string[];
  color: string[];
  tags: string[];
  minPrice?: number;
  maxPrice?: number;
  sort: ProductSort;
  /** 1-based. */
  page: number;
  /** Default 24, at most 48. */
  perPage: number;
};

export type ProductListQuery = ProductFilters & {
  category?: string;
  occasion?: string;
  store?: string;
  q?: string;
};

export type ProductList = { products: ProductCard[]; filterbox: FilterBox; pagination: Pagination };

export type CategoryProductList = ProductList & { category: CategoryView };
export type StoreProductList = ProductList & { store: StoreView };
export type OccasionProductList = ProductList & { occasion: OccasionView };

export type UrgentProductList = { products: ProductCard[]; readyMadeCakes: ProductCard[]; pagination: Pagination };

export type SearchResult = { products: ProductCard[]; pagination: Pagination };

export type SearchHistoryView = {
  /** This visitor's last 10 distinct queries, newest first. */
  recent: string[];
  /** Most searched queries overall (that found something). */
  popular: string[];
  /** Products whose name matches what is typed so far. */
  suggestions: { name: string; url: string }[];
};

export type CakePriceQuote = {
  productPrice: number;
  listPrice: number;
  currency: 'NPR';
  breakdown: CakePriceBreakdown;
};

/** The /find-cakes finder. budget is the most the customer wants to pay, in RUPEES. */
export type FindCakesQuery = {
  occasion?: string;
  flavour?: string;
  budget?: number;
  eggless?: boolean;
  pound?: number;
  page: number;
  perPage: number;
};

export const DEFAULT_PER_PAGE = 24;
export const MAX_PER_PAGE = 48;
/** The highest price bound a filter takes, in rupees (×100 it must still fit PostgreSQL's integer paisa). */
export const MAX_FILTER_PRICE = 10_000_000;

/**
 * SPEC §2: a product link maps type product or cake to /product/{slug} and any other type to /; automobiles got
 * their own page (issue 15), /automobile/{slug}, since a shopper needs a page for what they can buy.
 */
export function productUrl(type: ProductType, slug: string): string {
  if (type === 'automobile') return `/automobile/${slug}`;
  return type === 'product' || type === 'cake' ? `/product/${slug}` : '/';
}
