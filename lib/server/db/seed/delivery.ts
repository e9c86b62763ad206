import { rupeesToPaisa } from '@/lib/domain/money';
import * as s from '@/lib/server/db/schema';
import { DELIVERY_METHODS, DELIVERY_REGIONS, VALLEY_FREE_DELIVERY_ABOVE_RUPEES } from './delivery-places';
import { insertAll, type SeedExecutor, syncSequence } from './insert';

// Delivery seed rows with explicit ids in list order (deterministic): places, methods, slots. No bookings.

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

export type DeliveryRows = {
  locations: Insert<typeof s.deliveryLocations>[];
  methods: Insert<typeof s.deliveryMethods>[];
  slots: Insert<typeof s.timeSlots>[];
};

/** Valley areas count as a place within 5 km of their centre; cities beyond the valley within 15 km. */
const AREA_RADIUS_KM = 5;
const CITY_RADIUS_KM = 15;

export function buildDelivery(): DeliveryRows {
  const locations: DeliveryRows['locations'] = [];
  let nextId = 1;
  let position = 0;
  for (const region of DELIVERY_REGIONS) {
    const regionId = nextId++;
    locations.push({
      id: regionId, parentId: null, kind: 'region', slug: region.slug, name: region.name, latitude: region.lat, longitude: region.lng,
      radiusKm: 0, charge: 0, productTypes: [], leadDays: 0, inValley: region.inValley, position: position++,
    });
    for (const city of region.cities) {
      const cityId = nextId++;
      const leaf = !city.areas?.length;
      const productTypes = region.inValley ? ['cake', 'product', 'automobile'] : ['product', ...(city.cakes ? ['cake'] : []), ...(city.automobiles ? ['automobile'] : [])];
      locations.push({
        id: cityId, parentId: regionId, kind: 'city', slug: city.slug, name: city.name, aliases: city.aliases ?? [], latitude: city.lat,
        longitude: city.lng, radiusKm: leaf ? CITY_RADIUS_KM : 0, charge: rupeesToPaisa(city.charge ?? 0), productTypes: leaf ? productTypes : [],
        leadDays: city.leadDays ?? 0, inValley: region.inValley, freeDeliveryAbove: region.inValley ? rupeesToPaisa(VALLEY_FREE_DELIVERY_ABOVE_RUPEES) : null,
        position: position++,
      });
      for (const area of city.areas ?? []) {
        locations.push({
          id: nextId++, parentId: cityId, kind: 'area', slug: area.slug, name: area.name, aliases: area.aliases ?? [], latitude: area.lat,
          longitude: area.lng, radiusKm: AREA_RADIUS_KM, charge: rupeesToPaisa(area.charge), productTypes, leadDays: 0, inValley: region.inValley,
          freeDeliveryAbove: region.inValley ? rupeesToPaisa(VALLEY_FREE_DELIVERY_ABOVE_RUPEES) : null, position: position++,
        });
      }
    }
  }

  const methods: DeliveryRows['methods'] = [];
  const slots: DeliveryRows['slots'] = [];
  DELIVERY_METHODS.forEach((method, index) => {
    const methodId = index + 1;
    methods.push({
      id: methodId, code: method.code, name: method.name, description: method.description, premium: rupeesToPaisa(method.premiumRupees),
      valleyOnly: method.valleyOnly, position: index,
    });
    method.slots.forEach((slot, slotIndex) => {
      slots.push({
        id: slots.length + 1, methodId, label: slot.label, startMinute: slot.start, endMinute: slot.end, capacity: slot.capacity, position: slotIndex,
      });
    });
  });
  return { locations, methods, slots };
}

/** Inserts the delivery rows; returns row counts per table for the seed summary. */
export async function seedDelivery(db: SeedExecutor): Promise<Record<string, number>> {
  const rows = buildDelivery();
  await insertAll(db, s.deliveryLocations, rows.locations);
  await syncSequence(db, s.deliveryLocations);
  await insertAll(db, s.deliveryMethods, rows.methods);
  await syncSequence(db, s.deliveryMethods);
  await insertAll(db, s.timeSlots, rows.slots);
  await syncSequence(db, s.timeSlots);
  return { delivery_locations: rows.locations.length, delivery_methods: rows.methods.length, time_slots: rows.slots.length };
}
