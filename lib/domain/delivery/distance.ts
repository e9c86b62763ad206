// Great-circle distance, for "use my location" (location-by-gps). Accurate to well under 1 % at Nepal's scale.

const EARTH_RADIUS_KM = 6371.0088;

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

export type LatLng = { latitude: number; longitude: number };

/** Haversine distance in kilometres. */
export function haversineKm(a: LatLng, b: LatLng): number {
  const dLat = toRadians(b.latitude - a.latitude);
  const dLng = toRadians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The closest place whose own radius covers the point, with its distance; null when none does. A place's radius
 * says how far from its centre we still call it that place (a valley area covers a few km, a city more).
 */
export function nearestWithinRadius<T extends LatLng & { radiusKm: number }>(
  point: LatLng,
  places: readonly T[],
): { place: T; distanceKm: number } | null {
  let best: { place: T; distanceKm: number } | null = null;
  for (const place of places) {
    const distanceKm = haversineKm(point, place);
    if (distanceKm > place.radiusKm) continue;
    if (!best || distanceKm < best.distanceKm) best = { place, distanceKm };
  }
  return best;
}
