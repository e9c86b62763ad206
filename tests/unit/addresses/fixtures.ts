import type { DeliveryLocationOption } from '@/lib/api/hooks/use-delivery-locations';
import type { AddressView } from '@/lib/domain/address-types';

// A small delivery-locations answer: a valley city with areas, and a city beyond the valley that is itself the place.

const place = (p: Partial<DeliveryLocationOption> & Pick<DeliveryLocationOption, 'id' | 'name' | 'region' | 'regionId' | 'city' | 'cityId'>): DeliveryLocationOption => ({
  slug: p.name.toLowerCase().replace(/\s+/g, '-'),
  label: p.city === p.name ? p.name : `${p.name}, ${p.city}`,
  aliases: [],
  charge: 100_00,
  freeDeliveryAbove: null,
  productTypes: ['cake', 'product', 'automobile'],
  lat: 27.69,
  lng: 85.34,
  leadDays: 0,
  inValley: true,
  ...p,
});

export const LOCATIONS: DeliveryLocationOption[] = [
  place({ id: 3, name: 'New Baneshwor', region: 'Kathmandu Valley', regionId: 1, city: 'Kathmandu', cityId: 2 }),
  place({ id: 4, name: 'Koteshwor', region: 'Kathmandu Valley', regionId: 1, city: 'Kathmandu', cityId: 2, charge: 120_00 }),
  place({ id: 11, name: 'Pokhara', region: 'Gandaki', regionId: 10, city: 'Pokhara', cityId: 11, charge: 400_00, leadDays: 2, inValley: false }),
];

export const ALIASES = ['Home', 'Office', 'Parents', 'Friend', 'Other'];

export const locationsAnswer = { data: { deliveryLocations: LOCATIONS, tree: [], alias: ALIASES } };

export function addressView(overrides: Partial<AddressView> = {}): AddressView {
  return {
    id: 41,
    addressId: 41,
    deliveryLocationId: 3,
    alias: 'Home',
    receiverName: 'Asha Shrestha',
    phoneNumber: 9841234567,
    secondaryPhoneNumber: null,
    landmark: 'Opposite Bhatbhateni',
    xCoord: null,
    yCoord: null,
    isDefault: true,
    location: { id: 3, name: 'New Baneshwor', city: 'Kathmandu', region: 'Kathmandu Valley', label: 'New Baneshwor, Kathmandu', charge: 100_00, productTypes: ['cake', 'product', 'automobile'], inValley: true, leadDays: 0 },
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}
