import type { ProductType } from '@/lib/domain/catalogue-types';
import { HOUR_MS, type ExpiringEntry } from '@/lib/domain/expiring-entry';
import { readExpiring } from '@/stores/expiring-storage';

// The delivery-locations list as kept in localStorage for an hour (SPEC §3, §9). Apart from the HTTP hook
// (hooks/use-delivery-locations.ts) because every page's start-up reads it to drop an expired entry, and that
// must not pull the HTTP client (axios) into every page's first-load JavaScript.

export type DeliveryLocationOption = {
  id: number;
  name: string;
  slug: string;
  /** 'New Baneshwor, Kathmandu'. */
  label: string;
  aliases: string[];
  region: string;
  regionId: number;
  city: string;
  cityId: number;
  /** Paisa. */
  charge: number;
  freeDeliveryAbove: number | null;
  productTypes: ProductType[];
  lat: number;
  lng: number;
  leadDays: number;
  inValley: boolean;
};

export type DeliveryLocationsAnswer = { deliveryLocations: DeliveryLocationOption[]; alias: string[] };

export const DELIVERY_LOCATIONS_STORAGE_KEY = 'delivery-locations';
export const DELIVERY_LOCATIONS_TTL_MS = HOUR_MS;

const isAnswer = (value: unknown): value is DeliveryLocationsAnswer =>
  typeof value === 'object' &&
  value !== null &&
  Array.isArray((value as DeliveryLocationsAnswer).deliveryLocations) &&
  Array.isArray((value as DeliveryLocationsAnswer).alias);

/** The stored list while its hour lasts; an expired or unreadable entry is removed (SPEC §4 expiry rule). */
export function readStoredLocations(now = Date.now()): ExpiringEntry<DeliveryLocationsAnswer> | null {
  return readExpiring(DELIVERY_LOCATIONS_STORAGE_KEY, isAnswer, now);
}
