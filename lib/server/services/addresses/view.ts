import 'server-only';
import type { AddressPlace, AddressView } from '@/lib/domain/address-types';
import { shippingAddresses } from '@/lib/server/db/schema';
import type { DeliveryPlace } from '@/lib/server/services/delivery';

export type AddressRow = typeof shippingAddresses.$inferSelect;

export function toAddressPlace(place: DeliveryPlace): AddressPlace {
  return {
    id: place.id,
    name: place.name,
    city: place.city,
    region: place.region,
    label: place.city === place.name ? place.name : `${place.name}, ${place.city}`,
    charge: place.charge,
    productTypes: place.productTypes,
    inValley: place.inValley,
    leadDays: place.leadDays,
  };
}

/** A stored row as the API answers it: phones as integers (SPEC §3), the place's name and charge alongside. */
export function toAddressView(row: AddressRow, place: DeliveryPlace | null): AddressView {
  return {
    id: row.id,
    addressId: row.id,
    deliveryLocationId: row.deliveryLocationId,
    alias: row.alias,
    receiverName: row.receiverName,
    phoneNumber: Number(row.phoneNumber),
    secondaryPhoneNumber: row.secondaryPhoneNumber === null ? null : Number(row.secondaryPhoneNumber),
    landmark: row.landmark,
    xCoord: row.xCoord,
    yCoord: row.yCoord,
    isDefault: row.isDefault,
    location: place ? toAddressPlace(place) : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * What an order keeps of the address it was sent to (checkout stores this snapshot, so editing or deleting the
 * address later never changes a past order).
 */
export function addressSnapshot(view: AddressView) {
  return {
    addressId: view.id,
    alias: view.alias,
    receiverName: view.receiverName,
    phoneNumber: String(view.phoneNumber),
    secondaryPhoneNumber: view.secondaryPhoneNumber === null ? null : String(view.secondaryPhoneNumber),
    landmark: view.landmark,
    deliveryLocationId: view.deliveryLocationId,
    locationLabel: view.location?.label ?? null,
    xCoord: view.xCoord,
    yCoord: view.yCoord,
  };
}
