import { create } from 'zustand';
import { DAY_MS } from '@/lib/domain/expiring-entry';
import { readExpiring, removeStored, writeExpiring } from './expiring-storage';

// The shopper's last delivery location (SPEC §3 local storage "last delivery location and expiry", §9 "delivery
// location choice 72 days"). Picking a place anywhere (the address form's picker, "Use my location", a saved address
// at checkout) remembers it; the next address form starts on it. Loaded after mount by usePersistedStoresHydration,
// which also drops it once its 72 days are over.

export const LAST_LOCATION_STORAGE_KEY = 'last-delivery-location';
export const LAST_LOCATION_TTL_MS = 72 * DAY_MS;

const isLocationId = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

type DeliveryLocationStore = {
  /** The place id, or null when none was chosen in the last 72 days. */
  locationId: number | null;
  expiresAt: number | null;
  /** True once localStorage was read (after mount; never on the server). */
  restored: boolean;
  /** Reads localStorage (an expired entry is removed and nothing is restored). */
  restore: (now?: number) => void;
  /** A place was chosen: keep it for 72 days from now. */
  remember: (locationId: number, now?: number) => void;
  forget: () => void;
};

export const useDeliveryLocationStore = create<DeliveryLocationStore>()((set) => ({
  locationId: null,
  expiresAt: null,
  restored: false,
  restore: (now = Date.now()) => {
    const entry = readExpiring(LAST_LOCATION_STORAGE_KEY, isLocationId, now);
    set(entry ? { locationId: entry.value, expiresAt: entry.expiresAt, restored: true } : { locationId: null, expiresAt: null, restored: true });
  },
  remember: (locationId, now = Date.now()) => {
    if (!isLocationId(locationId)) return;
    const entry = writeExpiring(LAST_LOCATION_STORAGE_KEY, locationId, LAST_LOCATION_TTL_MS, now);
    set({ locationId, expiresAt: entry.expiresAt, restored: true });
  },
  forget: () => {
    removeStored(LAST_LOCATION_STORAGE_KEY);
    set({ locationId: null, expiresAt: null });
  },
}));

/** The last chosen place, reading localStorage first if startup has not done it yet. */
export function lastDeliveryLocation(now = Date.now()): number | null {
  const store = useDeliveryLocationStore.getState();
  if (!store.restored) store.restore(now);
  const { locationId, expiresAt } = useDeliveryLocationStore.getState();
  return locationId !== null && expiresAt !== null && now < expiresAt ? locationId : null;
}

/** Remembers a place chosen as text from a form ('' and non-numbers are ignored). */
export function rememberLocationText(value: string): void {
  const id = Number(value);
  if (value !== '' && isLocationId(id)) useDeliveryLocationStore.getState().remember(id);
}
