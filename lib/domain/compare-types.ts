import type { ProductCard } from './catalogue-types';

// The compare page's rows (SPEC §3 Product: compare, compareProducts): what a shopper weighs side by side. Money is
// paisa; instants are ISO strings.

export type CompareKind = 'product' | 'automobile';

export type AutomobileSpecsView = {
  vehicleKind: string;
  rangeKm: number;
  topSpeedKmh: number;
  motorWatts: number;
  batteryWh: number;
  chargeHours: number;
  weightKg: number;
  payloadKg: number;
  warranty: string;
  licenceNeeded: boolean;
};

export type CompareProduct = ProductCard & {
  /** Sizes the product comes in: a cake's weights ('1 lb', '1.5 lb'…), other products' own sizes. */
  sizes: string[];
  flavours: string[];
  /** null: not a cake (the question does not apply). */
  eggless: boolean | null;
  /** The delivery rule's sentence ('Cakes are baked fresh for you: allow 4 hours.'). */
  delivery: string;
  storeCity: string;
  specs: AutomobileSpecsView | null;
};

export type CompareAnswer = { compare: number[]; compareProducts: CompareProduct[] };
