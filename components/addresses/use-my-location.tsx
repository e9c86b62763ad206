'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { MapPinIcon } from '@/components/ui/icons';
import { api } from '@/lib/api/client';
import { endpoints } from '@/lib/api/endpoints';
import { apiErrorMessage } from '@/lib/api/errors';

type Located = { latitude: number; longitude: number; locationId: number | null };

/**
 * "Use my location": the phone's GPS drops the map pin, and location-by-gps picks the served area it falls in (SPEC
 * §7 reads data.id). Outside every area the pin is still kept, and the customer chooses the area from the list.
 */
export function UseMyLocation({ onLocated }: { onLocated: (located: Located) => void }) {
  const [state, setState] = useState<{ busy: boolean; message: string | null }>({ busy: false, message: null });

  const locate = () => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      setState({ busy: false, message: 'This browser cannot share its location. Please choose the area from the list.' });
      return;
    }
    setState({ busy: true, message: null });
    navigator.geolocation.getCurrentPosition(
      async ({ coords }) => {
        const { latitude, longitude } = coords;
        try {
          const response = await api.get<{ data: { id: number; name: string } }>(endpoints.locationByGps, { params: { latitude, longitude } });
          onLocated({ latitude, longitude, locationId: response.data.data.id });
          setState({ busy: false, message: `Pin dropped in ${response.data.data.name}.` });
        } catch (error) {
          onLocated({ latitude, longitude, locationId: null });
          setState({ busy: false, message: apiErrorMessage(error, 'We could not match your location to an area. Please choose it from the list.') });
        }
      },
      () => setState({ busy: false, message: 'We could not get your location. Please allow location access, or choose the area from the list.' }),
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  };

  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button variant="secondary" size="sm" onClick={locate} disabled={state.busy} aria-busy={state.busy || undefined}>
        <MapPinIcon className="h-4 w-4" />
        {state.busy ? 'Finding you…' : 'Use my location'}
      </Button>
      {state.message ? (
        <p role="status" className="text-sm text-gray-700">
          {state.message}
        </p>
      ) : null}
    </div>
  );
}
