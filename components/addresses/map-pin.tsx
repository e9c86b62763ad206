import { useId } from 'react';
import type { DeliveryLocationOption } from '@/lib/api/hooks/use-delivery-locations';

// A small drawn map of the pin and the served areas around it, from the places' own coordinates. No tiles (the
// shop must work offline and without a map provider): it shows where the pin sits among the neighbourhoods we know,
// not the streets, and says so.

const WIDTH = 320;
const HEIGHT = 180;
/** Kilometres from the centre to the left and right edges. */
const HALF_SPAN_KM = 4;
const PX_PER_KM = WIDTH / 2 / HALF_SPAN_KM;
const KM_PER_DEG_LAT = 110.57;
const MAX_NEIGHBOURS = 8;

export type PinPoint = { lat: number; lng: number };

/** Text inputs → a point, or null unless both are numbers inside Nepal's box (roughly). */
export function pinFromText(latText: string, lngText: string): PinPoint | null {
  if (latText.trim() === '' || lngText.trim() === '') return null;
  const lat = Number(latText);
  const lng = Number(lngText);
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || lat < 26 || lat > 31 || lng < 80 || lng > 89) return null;
  return { lat, lng };
}

/** Flat projection around `centre` (fine over a few kilometres): SVG x, y of a point. */
export function project(point: PinPoint, centre: PinPoint): { x: number; y: number } {
  const kmPerDegLng = 111.32 * Math.cos((centre.lat * Math.PI) / 180);
  const x = WIDTH / 2 + (point.lng - centre.lng) * kmPerDegLng * PX_PER_KM;
  const y = HEIGHT / 2 - (point.lat - centre.lat) * KM_PER_DEG_LAT * PX_PER_KM;
  return { x, y };
}

const inside = ({ x, y }: { x: number; y: number }) => x >= 8 && x <= WIDTH - 8 && y >= 8 && y <= HEIGHT - 8;

type Props = {
  locations: readonly DeliveryLocationOption[];
  /** The chosen area (null: none yet). */
  area: DeliveryLocationOption | null;
  /** The dropped pin, if any; without one the area's centre is shown. */
  pin: PinPoint | null;
};

/** The map pin preview under the address form's coordinates. Renders nothing until there is an area or a pin. */
export function MapPin({ locations, area, pin }: Props) {
  const gridId = `map-grid-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const centre = pin ?? (area ? { lat: area.lat, lng: area.lng } : null);
  if (!centre) return null;
  const neighbours = locations
    .map((place) => ({ place, at: project(place, centre) }))
    .filter(({ place, at }) => inside(at) && place.id !== area?.id)
    .sort((a, b) => Math.hypot(a.at.x - WIDTH / 2, a.at.y - HEIGHT / 2) - Math.hypot(b.at.x - WIDTH / 2, b.at.y - HEIGHT / 2))
    .slice(0, MAX_NEIGHBOURS);
  const areaAt = area ? project(area, centre) : null;
  const pinAt = project(centre, centre);
  const where = pin ? `Pin at ${pin.lat.toFixed(4)}, ${pin.lng.toFixed(4)}` : `${area?.label ?? ''} (no pin dropped: the area’s centre)`;
  const description = `${where}${area ? `, in ${area.name}` : ''}${neighbours.length ? `. Nearby: ${neighbours.map((n) => n.place.name).join(', ')}` : ''}.`;

  return (
    <figure className="overflow-hidden rounded-xl border border-cocoa-100 bg-cocoa-50" data-testid="map-pin">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label="Sketch map of the pin and the neighbourhoods around it" className="block h-auto w-full">
        <defs>
          <pattern id={gridId} width={PX_PER_KM} height={PX_PER_KM} patternUnits="userSpaceOnUse">
            <path d={`M ${PX_PER_KM} 0 L 0 0 0 ${PX_PER_KM}`} fill="none" stroke="currentColor" strokeOpacity="0.08" />
          </pattern>
        </defs>
        <rect width={WIDTH} height={HEIGHT} fill={`url(#${gridId})`} className="text-cocoa-900" />
        {neighbours.map(({ place, at }) => (
          <g key={place.id} className="text-cocoa-800">
            <circle cx={at.x} cy={at.y} r={3} fill="currentColor" fillOpacity="0.45" />
            <text x={at.x + 5} y={at.y + 3} fontSize="9" fill="currentColor">
              {place.name}
            </text>
          </g>
        ))}
        {area && areaAt && inside(areaAt) ? (
          <g className="text-brand-700">
            <circle cx={areaAt.x} cy={areaAt.y} r={PX_PER_KM * 0.6} fill="currentColor" fillOpacity="0.12" stroke="currentColor" strokeOpacity="0.5" />
            <text x={areaAt.x + 6} y={areaAt.y - 8} fontSize="10" fontWeight="700" fill="currentColor">
              {area.name}
            </text>
          </g>
        ) : null}
        <g className="text-brand-600" transform={`translate(${pinAt.x} ${pinAt.y})`}>
          <path d="M0 0 C -7 -9 -9 -13 -9 -17 A 9 9 0 1 1 9 -17 C 9 -13 7 -9 0 0 Z" fill="currentColor" stroke="white" strokeWidth="1.5" />
          <circle cx={0} cy={-17} r={3.2} fill="white" />
        </g>
        <g className="text-cocoa-900" transform={`translate(10 ${HEIGHT - 12})`}>
          <path d={`M0 0 H ${PX_PER_KM}`} stroke="currentColor" strokeWidth="2" />
          <text x={PX_PER_KM + 5} y={3} fontSize="9" fill="currentColor">
            1 km
          </text>
        </g>
      </svg>
      <figcaption className="px-3 py-2 text-xs text-gray-700">
        {description} A sketch of the areas we deliver to, not a street map: the landmark tells the rider the rest.
      </figcaption>
    </figure>
  );
}
