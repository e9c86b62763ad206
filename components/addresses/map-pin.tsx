import type { DeliveryLocationOption } from '@/lib/api/hooks/use-delivery-locations';

// The address's map pin, without a map. No map library can show streets here without tiles from the internet, and a
// drawing of dots is not a map a customer can aim at, so the pin is either the phone's own position ("Use my
// location") or none: then the rider heads for the area's own point (the place's coordinates) and the landmark
// tells them the rest. Nobody is asked to type a latitude.

type Props = {
  /** Whether "Use my location" has set the pin. */
  pinned: boolean;
  /** The chosen area (null: none yet). */
  area: Pick<DeliveryLocationOption, 'label'> | null;
  /** The server's word on the pin (e.g. too far from the chosen area). */
  error?: string | undefined;
  onRemove: () => void;
};

/** One line under "Use my location": where the rider will head, and a way to drop a pin that is wrong. */
export function PinStatus({ pinned, area, error, onRemove }: Props) {
  if (!pinned && !area && !error) return null;
  return (
    <div className="flex flex-col gap-1" data-testid="map-pin">
      {pinned ? (
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-gray-800">
          <span>Pinned to where your phone is{area ? `, in ${area.label}` : ''}.</span>
          <button type="button" onClick={onRemove} className="font-medium text-brand-700 underline">
            Remove the pin
          </button>
        </p>
      ) : area ? (
        <p className="text-sm text-gray-700">No pin: the rider heads for {area.label} and follows your landmark.</p>
      ) : null}
      {error ? (
        <p className="text-sm text-brand-700" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
