import { useQuery } from '@/lib/api/react-query';
import { writeExpiring } from '@/stores/expiring-storage';
import { api } from '../client';
import {
  DELIVERY_LOCATIONS_STORAGE_KEY,
  DELIVERY_LOCATIONS_TTL_MS,
  readStoredLocations,
  type DeliveryLocationOption,
  type DeliveryLocationsAnswer,
} from '../delivery-locations-storage';
import { endpoints } from '../endpoints';

// The stored list's key, type and reader live apart (no axios there); importers of this hook get them here too.
export * from '../delivery-locations-storage';

// GET delivery-locations (SPEC §7), kept one hour in localStorage (SPEC §3 "delivery location list, alias and list
// expiry", §9 "delivery-locations list one hour"): the address form and checkout open without waiting for it.

export const deliveryLocationsQueryKey = ['delivery-locations'] as const;

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
