'use client';

import { useEffect, useRef } from 'react';
import type { DeliveryLocationOption } from '@/lib/api/hooks/use-delivery-locations';
import { lastDeliveryLocation } from '@/stores/delivery-location-store';

/**
 * A new address starts on the place chosen last (kept 72 days, SPEC §9), once the list of places is there and only
 * if we still deliver to it. Runs once: a customer who then clears the area or picks another region is not overruled.
 */
export function useRestoreLastLocation({
  enabled,
  locations,
  value,
  apply,
}: {
  enabled: boolean;
  locations: readonly DeliveryLocationOption[] | undefined;
  value: string;
  apply: (locationId: string) => void;
}): void {
  const done = useRef(false);
  useEffect(() => {
    if (done.current || !enabled || !locations) return;
    done.current = true;
    if (value !== '') return;
    const last = lastDeliveryLocation();
    if (last !== null && locations.some((place) => place.id === last)) apply(String(last));
  }, [enabled, locations, value, apply]);
}
