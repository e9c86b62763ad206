import type { CakeHeightRule, CakeTierRule } from '@/lib/domain/cake-price';
import type { MediaImage } from '@/lib/server/db/schema/catalogue';
import type { FlavourSlug, IcingCode, OccasionSlug } from '../data/taxonomy';

// A product before it gets an id: the catalogue generators produce these, build.ts turns them into table rows.

export type Family =
  | 'cake'
  | 'cupcake'
  | 'flowers'
  | 'chocolates'
  | 'hampers'
  | 'toys'
  | 'personalised'
  | 'plants'
  | 'sweets'
  | 'dryfruits'
  | 'festival'
  | 'combo'
  | 'automobile';

export type CakeDraft = {
  minPound: number;
  maxPound: number;
  poundStep: number;
  pricePerExtraPound: number;
  egglessPerPound: number | null;
  lessCreamAvailable: boolean;
  isPhotoCake: boolean;
  allowsMessage: boolean;
  maxMessageLength: number;
  defaultFlavour: FlavourSlug;
  defaultIcing: IcingCode;
  flavours: Array<{ slug: FlavourSlug; extraPerPound: number }>;
  icings: Array<{ code: IcingCode; extraPerPound: number }>;
  tiers: CakeTierRule[];
  heights: CakeHeightRule[];
};

export type ProductDraft = {
  family: Family;
  type: 'product' | 'cake' | 'automobile';
  slug: string;
  name: string;
  shortDescription: string;
  description: string;
  images: MediaImage[];
  /** Paisa. */
  price: number;
  salePrice: number | null;
  stock: number;
  category: string;
  extraCategories: string[];
  brand: string | null;
  store: string;
  tags: string[];
  colors: string[];
  sizes: string[];
  isUrgent: boolean;
  isReadyMade: boolean;
  occasions: OccasionSlug[];
  cake?: CakeDraft;
};

/** Rupees to paisa, rounded to whole rupees. */
export const rs = (rupees: number): number => Math.round(rupees) * 100;

/** Rounds rupees to a shop-like figure (nearest 10). */
export const round10 = (rupees: number): number => Math.round(rupees / 10) * 10;

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
