import { asc, eq } from 'drizzle-orm';
import type { ProductType } from '@/lib/domain/catalogue-types';
import { nearestWithinRadius } from '@/lib/domain/delivery/distance';
import type { PlaceRules } from '@/lib/domain/delivery/schedule';
import { cached } from '@/lib/server/cache/cached';
import { cachePolicy } from '@/lib/server/cache/policy';
import { getDb } from '@/lib/server/db/client';
import { deliveryLocations } from '@/lib/server/db/schema';
import { ApiError } from '@/lib/server/http/errors';

// The places we deliver to, read once per hour (they change rarely; the browser caches the list an hour too).

export const DELIVERY_CACHE_TAG = 'delivery';

/** A place a customer can pick: a valley area, or a city beyond the valley. */
export type DeliveryPlace = PlaceRules & {
  id: number;
  slug: string;
  aliases: string[];
  region: string;
  regionId: number;
  city: string;
  cityId: number;
  latitude: number;
  longitude: number;
  radiusKm: number;
  /** Paisa. */
  charge: number;
  freeDeliveryAbove: number | null;
  productTypes: ProductType[];
};

export type PlaceTreeNode = { id: number; name: string; kind: 'region' | 'city' | 'area'; selectable: boolean; children: PlaceTreeNode[] };

export type PlaceBook = { places: DeliveryPlace[]; tree: PlaceTreeNode[] };

async function readPlaces(): Promise<PlaceBook> {
  const rows = await getDb()
    .select()
    .from(deliveryLocations)
    .where(eq(deliveryLocations.isActive, true))
    .orderBy(asc(deliveryLocations.position), asc(deliveryLocations.id));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const nodes = new Map<number, PlaceTreeNode>();
  const tree: PlaceTreeNode[] = [];
  const places: DeliveryPlace[] = [];
  for (const row of rows) {
    const selectable = row.productTypes.length > 0;
    const node: PlaceTreeNode = { id: row.id, name: row.name, kind: row.kind as PlaceTreeNode['kind'], selectable, children: [] };
    nodes.set(row.id, node);
    const parent = row.parentId === null ? undefined : nodes.get(row.parentId);
    if (parent) parent.children.push(node);
    else if (row.parentId === null) tree.push(node);
    if (!selectable) continue;
    // An area's city is its parent; a city beyond the valley is its own city.
    const city = row.kind === 'area' && row.parentId !== null ? byId.get(row.parentId) : row;
    const region = city?.parentId != null ? byId.get(city.parentId) : undefined;
    if (!city || !region) continue;
    places.push({
      id: row.id,
      slug: row.slug,
      name: row.name,
      aliases: row.aliases,
      region: region.name,
      regionId: region.id,
      city: city.name,
      cityId: city.id,
      latitude: row.latitude,
      longitude: row.longitude,
      radiusKm: row.radiusKm,
      charge: row.charge,
      freeDeliveryAbove: row.freeDeliveryAbove,
      productTypes: row.productTypes as ProductType[],
      leadDays: row.leadDays,
      inValley: row.inValley,
    });
  }
  return { places, tree };
}

export const loadPlaces = cached(readPlaces, ['delivery-places'], { tags: [DELIVERY_CACHE_TAG], revalidate: cachePolicy.reference.revalidate });

/** Labels a delivery address can carry (SPEC: the address payload's alias; delivery-locations answers them). */
export const ADDRESS_ALIASES = ['Home', 'Office', 'Parents', 'Friend', 'Other'] as const;

export async function listDeliveryLocations() {
  const { places, tree } = await loadPlaces();
  return {
    deliveryLocations: places.map((p) => ({
      id: p.id,
      name: p.name,
      slug: p.slug,
      label: p.city === p.name ? p.name : `${p.name}, ${p.city}`,
      aliases: p.aliases,
      region: p.region,
      regionId: p.regionId,
      city: p.city,
      cityId: p.cityId,
      charge: p.charge,
      freeDeliveryAbove: p.freeDeliveryAbove,
      productTypes: p.productTypes,
      lat: p.latitude,
      lng: p.longitude,
      leadDays: p.leadDays,
      inValley: p.inValley,
    })),
    tree,
    alias: [...ADDRESS_ALIASES],
  };
}

export async function findPlace(id: number): Promise<DeliveryPlace | null> {
  const { places } = await loadPlaces();
  return places.find((p) => p.id === id) ?? null;
}

export const placeNotFound = () => new ApiError(404, 'Delivery location not found. Please choose a place from the list.', 'not_found');

export async function getPlaceOr404(id: number): Promise<DeliveryPlace> {
  const place = await findPlace(id);
  if (!place) throw placeNotFound();
  return place;
}

export const OUT_OF_AREA_MESSAGE = 'We don’t deliver to this spot yet. Please pick the nearest place from the list.';

/** The served place nearest to a GPS point, within that place's radius (SPEC location-by-gps reads data.id). */
export async function locationByGps(point: { latitude: number; longitude: number }) {
  const { places } = await loadPlaces();
  const hit = nearestWithinRadius(point, places);
  if (!hit) throw new ApiError(404, OUT_OF_AREA_MESSAGE, 'out_of_area');
  const { place } = hit;
  return { id: place.id, name: place.name, city: place.city, region: place.region, distanceKm: Math.round(hit.distanceKm * 100) / 100 };
}
