import { renderHook } from '@testing-library/react';
import { DELIVERY_LOCATIONS_STORAGE_KEY } from '@/lib/api/hooks/use-delivery-locations';
import { DAY_MS } from '@/lib/domain/expiring-entry';
import {
  LAST_LOCATION_STORAGE_KEY,
  LAST_LOCATION_TTL_MS,
  lastDeliveryLocation,
  rememberLocationText,
  useDeliveryLocationStore,
} from '@/stores/delivery-location-store';
import { usePersistedStoresHydration } from '@/stores/use-persisted-stores-hydration';

// SPEC §3/§9: the last delivery location is kept 72 days in localStorage; §4: expired entries are cleared on
// startup. "A new visit" = the store back to its first state with localStorage kept.

const newVisit = () => useDeliveryLocationStore.setState({ locationId: null, expiresAt: null, restored: false });
const stored = (key: string) => window.localStorage.getItem(key);

beforeEach(() => {
  window.localStorage.clear();
  newVisit();
});

test('a chosen place is kept for 72 days and restored on the next visit', () => {
  const chosenAt = Date.UTC(2026, 10, 20, 6, 0);
  useDeliveryLocationStore.getState().remember(38, chosenAt);
  expect(LAST_LOCATION_TTL_MS).toBe(72 * DAY_MS);
  expect(JSON.parse(stored(LAST_LOCATION_STORAGE_KEY) ?? 'null')).toEqual({ value: 38, expiresAt: chosenAt + 72 * DAY_MS });

  newVisit();
  expect(lastDeliveryLocation(chosenAt + 71 * DAY_MS)).toBe(38);
});

test('after 72 days the place is forgotten and its entry removed', () => {
  const chosenAt = Date.UTC(2026, 10, 20, 6, 0);
  useDeliveryLocationStore.getState().remember(38, chosenAt);
  newVisit();
  expect(lastDeliveryLocation(chosenAt + 72 * DAY_MS)).toBeNull();
  expect(stored(LAST_LOCATION_STORAGE_KEY)).toBeNull();
});

test('choosing again restarts the 72 days; an empty or odd pick is not remembered', () => {
  rememberLocationText('38');
  rememberLocationText('');
  rememberLocationText('abc');
  expect(useDeliveryLocationStore.getState().locationId).toBe(38);
  rememberLocationText('60');
  newVisit();
  expect(lastDeliveryLocation()).toBe(60);
});

test('startup clears the expired last place and the expired delivery-locations list, and keeps live ones', () => {
  const past = Date.now() - 1000;
  window.localStorage.setItem(LAST_LOCATION_STORAGE_KEY, JSON.stringify({ value: 38, expiresAt: past }));
  window.localStorage.setItem(DELIVERY_LOCATIONS_STORAGE_KEY, JSON.stringify({ value: { deliveryLocations: [], alias: [] }, expiresAt: past }));
  renderHook(() => usePersistedStoresHydration());
  expect(stored(LAST_LOCATION_STORAGE_KEY)).toBeNull();
  expect(stored(DELIVERY_LOCATIONS_STORAGE_KEY)).toBeNull();
  expect(useDeliveryLocationStore.getState()).toMatchObject({ locationId: null, restored: true });

  const later = Date.now() + DAY_MS;
  window.localStorage.setItem(LAST_LOCATION_STORAGE_KEY, JSON.stringify({ value: 11, expiresAt: later }));
  newVisit();
  renderHook(() => usePersistedStoresHydration());
  expect(useDeliveryLocationStore.getState()).toMatchObject({ locationId: 11, expiresAt: later });
});

test('a broken or foreign entry is dropped rather than restored', () => {
  window.localStorage.setItem(LAST_LOCATION_STORAGE_KEY, '{not json');
  expect(lastDeliveryLocation()).toBeNull();
  expect(stored(LAST_LOCATION_STORAGE_KEY)).toBeNull();
  newVisit();
  window.localStorage.setItem(LAST_LOCATION_STORAGE_KEY, JSON.stringify({ value: 'Baneshwor', expiresAt: Date.now() + DAY_MS }));
  expect(lastDeliveryLocation()).toBeNull();
  expect(stored(LAST_LOCATION_STORAGE_KEY)).toBeNull();
});
