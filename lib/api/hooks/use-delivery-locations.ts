import { useQuery } from '@tanstack/react-query';
import type { ProductType } from '@/lib/domain/catalogue-types';
import { HOUR_MS, type ExpiringEntry } from '@/lib/domain/expiring-entry';
import { readExpiring, writeExpiring } from '@/stores/expiring-storage';
import { api } from '../client';
import { endpoints } from '../endpoints';

// GET delivery-locations (SPEC §7), kept one hour in localStorage (SPEC §3 "delivery location list, alias and list
// expiry", §9 "delivery-locations list one hour"): the address form and checkout open without waiting for it.

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
export const deliveryLocationsQueryKey = ['delivery-locations'] as const;

const isAnswer = (value: unknown): value is DeliveryLocationsAnswer =>
  typeof value === 'object' &&
  value !== null &&
  Array.isArray((value as DeliveryLocationsAnswer).deliveryLocations) &&
  Array.isArray((value as DeliveryLocationsAnswer).alias);

/** The stored list while its hour lasts; an expired or unreadable entry is removed (SPEC §4 expiry rule). */
export function readStoredLocations(now = Date.now()): ExpiringEntry<DeliveryLocationsAnswer> | null {
  return readExpiring(DELIVERY_LOCATIONS_STORAGE_KEY, isAnswer, now);
}

export async function fetchDeliveryLocations(): Promise<DeliveryLocationsAnswer> {
  const response = await api.get<{ data: DeliveryLocationsAnswer }>(endpoints.deliveryLocations);
  const { deliveryLocations, alias } = response.data.data;
  writeExpiring(DELIVERY_LOCATIONS_STORAGE_KEY, { deliveryLocations, alias }, DELIVERY_LOCATIONS_TTL_MS);
  return { deliveryLocations, alias };
}

export function useDeliveryLocations() {
  return useQuery({
    queryKey: deliveryLocationsQueryKey,
    queryFn: fetchDeliveryLocations,
    initialData: () => readStoredLocations()?.value,
    initialDataUpdatedAt: () => {
      const stored = readStoredLocations();
      return stored ? stored.expiresAt - DELIVERY_LOCATIONS_TTL_MS : undefined;
    },
    staleTime: DELIVERY_LOCATIONS_TTL_MS,
  });
}

/** Region → city → place, for the three selects of the picker. */
export function groupLocations(locations: readonly DeliveryLocationOption[]) {
  const regions = new Map<number, { id: number; name: string; cities: Map<number, { id: number; name: string; places: DeliveryLocationOption[] }> }>();
  for (const place of locations) {
    let region = regions.get(place.regionId);
    if (!region) regions.set(place.regionId, (region = { id: place.regionId, name: place.region, cities: new Map() }));
    let city = region.cities.get(place.cityId);
    if (!city) region.cities.set(place.cityId, (city = { id: place.cityId, name: place.city, places: [] }));
    city.places.push(place);
  }
  return [...regions.values()].map((r) => ({ id: r.id, name: r.name, cities: [...r.cities.values()] }));
}
