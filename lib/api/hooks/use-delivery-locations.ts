import { useQuery } from '@tanstack/react-query';
import type { ProductType } from '@/lib/domain/catalogue-types';
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
export const DELIVERY_LOCATIONS_TTL_MS = 60 * 60 * 1000;
export const deliveryLocationsQueryKey = ['delivery-locations'] as const;

type Stored = DeliveryLocationsAnswer & { expiresAt: number };

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}

/** The stored list while its hour lasts; an expired or unreadable entry is removed (SPEC §4 expiry rule). */
export function readStoredLocations(now = Date.now()): Stored | null {
  const store = storage();
  const raw = store?.getItem(DELIVERY_LOCATIONS_STORAGE_KEY);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Stored;
    if (typeof value.expiresAt === 'number' && value.expiresAt > now && Array.isArray(value.deliveryLocations)) return value;
  } catch {
    // fall through: a broken entry is as good as none
  }
  store?.removeItem(DELIVERY_LOCATIONS_STORAGE_KEY);
  return null;
}

export async function fetchDeliveryLocations(): Promise<DeliveryLocationsAnswer> {
  const response = await api.get<{ data: DeliveryLocationsAnswer }>(endpoints.deliveryLocations);
  const { deliveryLocations, alias } = response.data.data;
  const stored: Stored = { deliveryLocations, alias, expiresAt: Date.now() + DELIVERY_LOCATIONS_TTL_MS };
  try {
    storage()?.setItem(DELIVERY_LOCATIONS_STORAGE_KEY, JSON.stringify(stored));
  } catch {
    // storage full or blocked: the list still works for this page
  }
  return { deliveryLocations, alias };
}

export function useDeliveryLocations() {
  return useQuery({
    queryKey: deliveryLocationsQueryKey,
    queryFn: fetchDeliveryLocations,
    initialData: () => {
      const stored = readStoredLocations();
      return stored ? { deliveryLocations: stored.deliveryLocations, alias: stored.alias } : undefined;
    },
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
