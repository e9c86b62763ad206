import type { StoreView } from '@/lib/domain/catalogue-types';
import { nepalPlace, placesIn, type NepalPlace } from '@/lib/domain/nepal-places';
import { parseOpeningHours } from '@/lib/domain/opening-hours';
import { absoluteUrl } from './metadata';

// Structured data about places: a store as a LocalBusiness (Bakery, Florist…) with its address, map point, phone and
// hours, and a job posting's jobLocation. Addresses carry the town, its province and postal code (lib/domain/
// nepal-places.ts) and the country, as Google asks of both.

type JsonObject = Record<string, unknown>;

/** A PostalAddress: the street as written, the town with its province and postal code when the town is known. */
export function postalAddress(street: string | null, town: string): JsonObject {
  const place = nepalPlace(town);
  return addressOf(street, place, town);
}

function addressOf(street: string | null, place: NepalPlace | null, town: string): JsonObject {
  return {
    '@type': 'PostalAddress',
    ...(street ? { streetAddress: street } : {}),
    addressLocality: place?.locality ?? town,
    ...(place ? { addressRegion: place.region, postalCode: place.postalCode } : {}),
    addressCountry: 'NP',
  };
}

/**
 * A Nepali phone number as structured data writes it: '01-4781234' → '+977-1-4781234', '9851023456' →
 * '+977-9851023456'. Anything else is passed on as written.
 */
export function internationalPhone(phone: string): string {
  const clean = phone.trim();
  const landline = /^0(\d{1,2})[-\s]?(\d{5,7})$/.exec(clean);
  if (landline) return `+977-${landline[1]}-${landline[2]}`;
  if (/^9\d{9}$/.test(clean.replace(/[\s-]/g, ''))) return `+977-${clean.replace(/[\s-]/g, '')}`;
  return clean;
}

/**
 * The schema.org type a store's name says it is: a bakery or sweet shop first (most of the shop's sellers), then a
 * florist, a nursery, a motor dealer; any other seller is a Store.
 */
export function storeBusinessType(name: string): string {
  const n = name.toLowerCase();
  if (/bak|cake|oven|patisserie|mithai|sweet|chocolate|confection/.test(n)) return 'Bakery';
  if (/flower|florist|bloom/.test(n)) return 'Florist';
  if (/nursery|garden|plant/.test(n)) return 'GardenStore';
  if (/motor|scooter|auto/.test(n)) return 'MotorcycleDealer';
  return 'Store';
}

/** A store's page: the LocalBusiness it is, with what its row says (address, map point, phone, hours, rating). */
export function storeJsonLd(store: StoreView): JsonObject {
  const hours = parseOpeningHours(store.openingHours);
  return {
    '@context': 'https://schema.org',
    '@type': storeBusinessType(store.name),
    '@id': absoluteUrl(`${store.url}#store`),
    name: store.name,
    ...(store.description ? { description: store.description } : {}),
    url: absoluteUrl(store.url),
    image: [absoluteUrl(store.banner), absoluteUrl(store.logo)],
    logo: absoluteUrl(store.logo),
    telephone: internationalPhone(store.phone),
    address: postalAddress(store.address, store.city),
    geo: { '@type': 'GeoCoordinates', latitude: store.latitude, longitude: store.longitude },
    ...(hours
      ? {
          openingHoursSpecification: hours.map((span) => ({
            '@type': 'OpeningHoursSpecification',
            dayOfWeek: span.days.map((day) => `https://schema.org/${day}`),
            opens: span.opens,
            closes: span.closes,
          })),
        }
      : {}),
    currenciesAccepted: 'NPR',
    // Google rejects a rating of no ratings.
    ...(store.ratingCount > 0
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: store.ratingAverage, reviewCount: store.ratingCount, bestRating: 5, worstRating: 1 } }
      : {}),
  };
}

/**
 * A job posting's jobLocation: one Place per town its location names ('Lalitpur and Kathmandu' → two), the street
 * part when it names one town ('New Baneshwor, Kathmandu (hybrid)' → New Baneshwor, Kathmandu, Bagmati, 44600, NP).
 * A town the table does not know is kept as written.
 */
export function jobLocations(location: string): JsonObject[] {
  const written = location.replace(/\([^)]*\)/g, '').replace(/\s+/g, ' ').trim();
  const places = placesIn(written);
  if (places.length === 0) return [{ '@type': 'Place', address: addressOf(null, null, written || location) }];
  const street = places.length === 1 ? streetPart(written, places[0]!) : null;
  return places.map((place) => ({ '@type': 'Place', address: addressOf(street, place, place.locality) }));
}

/** 'New Baneshwor, Kathmandu' → 'New Baneshwor': what comes before the town, when it is more than the town itself. */
function streetPart(written: string, place: NepalPlace): string | null {
  const parts = written.split(',').map((p) => p.trim()).filter(Boolean);
  const rest = parts.filter((part) => part.toLowerCase() !== place.locality.toLowerCase() && !/valley$/i.test(part));
  return rest.length > 0 && rest.length < parts.length ? rest.join(', ') : null;
}
