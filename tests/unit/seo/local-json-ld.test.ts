import type { StoreView } from '@/lib/domain/catalogue-types';
import { internationalPhone, jobLocations, storeBusinessType, storeJsonLd } from '@/lib/seo/local-json-ld';

// Search engines read a store page as a local business (with its place on the map and its hours) and a job posting
// with its full location, from these objects.

process.env.SITE_URL = 'https://upahar.example';

const store = (overrides: Partial<StoreView> = {}): StoreView => ({
  id: 1,
  slug: 'upahar-ghar-bakery',
  name: 'Upahar Ghar Bakery',
  logo: '/media/logo/cake-e23e57/Upahar%20Ghar%20Bakery.svg',
  city: 'Kathmandu',
  url: '/store/upahar-ghar-bakery',
  description: 'Our own kitchen in New Baneshwor.',
  banner: '/media/banner/bg-cake-saffron/_.svg',
  address: 'Shankhamul Road, New Baneshwor',
  latitude: 27.6923,
  longitude: 85.3422,
  phone: '01-4781234',
  openingHours: '6:30 AM – 10:00 PM',
  ratingAverage: 4.6,
  ratingCount: 120,
  isVerified: true,
  productCount: 40,
  ...overrides,
});

describe('a store page’s LocalBusiness', () => {
  it('is a Bakery with its address (town, province, postal code, country), map point, phone and daily hours', () => {
    const data = storeJsonLd(store());
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Bakery',
      name: 'Upahar Ghar Bakery',
      url: 'https://upahar.example/store/upahar-ghar-bakery',
      telephone: '+977-1-4781234',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Shankhamul Road, New Baneshwor',
        addressLocality: 'Kathmandu',
        addressRegion: 'Bagmati',
        postalCode: '44600',
        addressCountry: 'NP',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 27.6923, longitude: 85.3422 },
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'].map((d) => `https://schema.org/${d}`),
          opens: '06:30',
          closes: '22:00',
        },
      ],
      aggregateRating: { ratingValue: 4.6, reviewCount: 120 },
    });
  });

  it('takes the type its name says, and Pokhara’s province and code', () => {
    expect(storeBusinessType('Jhamsikhel Flower Studio')).toBe('Florist');
    expect(storeBusinessType('Lakeside Bake & Bloom')).toBe('Bakery');
    expect(storeBusinessType('Budhanilkantha Green Nursery')).toBe('GardenStore');
    expect(storeBusinessType('Sajilo E-Motors')).toBe('MotorcycleDealer');
    expect(storeBusinessType('Koteshwor Gift Corner')).toBe('Store');
    const pokhara = storeJsonLd(store({ name: 'Lakeside Bake & Bloom', city: 'Pokhara', address: 'Baidam Road, Lakeside', phone: '061-463752' }));
    expect(pokhara.address).toMatchObject({ addressLocality: 'Pokhara', addressRegion: 'Gandaki', postalCode: '33700' });
    expect(pokhara.telephone).toBe('+977-61-463752');
  });

  it('leaves out hours it cannot read and a rating of no ratings', () => {
    const data = storeJsonLd(store({ openingHours: 'Call before you come', ratingCount: 0 }));
    expect(data).not.toHaveProperty('openingHoursSpecification');
    expect(data).not.toHaveProperty('aggregateRating');
  });

  it('writes phone numbers with Nepal’s country code', () => {
    expect(internationalPhone('9851023456')).toBe('+977-9851023456');
    expect(internationalPhone('01-5527341')).toBe('+977-1-5527341');
  });
});

describe('a job posting’s jobLocation', () => {
  it('gives the town, province, postal code and country, and the neighbourhood as the street', () => {
    expect(jobLocations('New Baneshwor, Kathmandu (hybrid)')).toEqual([
      {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', streetAddress: 'New Baneshwor', addressLocality: 'Kathmandu', addressRegion: 'Bagmati', postalCode: '44600', addressCountry: 'NP' },
      },
    ]);
    expect(jobLocations('Lakeside, Pokhara')[0]!.address).toMatchObject({ streetAddress: 'Lakeside', addressLocality: 'Pokhara', addressRegion: 'Gandaki', postalCode: '33700' });
  });

  it('gives one place per town a location names', () => {
    expect(jobLocations('Lalitpur and Kathmandu').map((p) => (p.address as { postalCode: string }).postalCode)).toEqual(['44700', '44600']);
    expect(jobLocations('Kathmandu valley')[0]!.address).toEqual({ '@type': 'PostalAddress', addressLocality: 'Kathmandu', addressRegion: 'Bagmati', postalCode: '44600', addressCountry: 'NP' });
  });

  it('keeps a town it does not know as written, in Nepal', () => {
    expect(jobLocations('Ilam')).toEqual([{ '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Ilam', addressCountry: 'NP' } }]);
  });
});
