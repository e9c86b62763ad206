import type { ProductType } from './catalogue-types';

// What the API answers about a saved delivery address (shipping-addresses' data.addressInfo, and the add/update
// answers). Shared by the server and the /profile/address page. Phones are integers, as the spec's payload sends them.

export type AddressPlace = {
  id: number;
  name: string;
  city: string;
  region: string;
  /** 'New Baneshwor, Kathmandu' (or just the city for places outside the valley). */
  label: string;
  /** Delivery charge to this place, paisa, before free delivery and method premiums. */
  charge: number;
  productTypes: ProductType[];
  inValley: boolean;
  leadDays: number;
};

/** Whether the address can get a delivery on the asked date (only when shipping-addresses got ?deliveryDate). */
export type AddressDelivery = { deliveryDate: string; available: boolean; reason?: string };

export type AddressOutlet = { id: number; name: string; address: string; city: string; distanceKm: number };

export type AddressView = {
  id: number;
  /** Same as id: the spec's update/delete payloads call it addressId. */
  addressId: number;
  deliveryLocationId: number;
  alias: string;
  receiverName: string;
  phoneNumber: number;
  secondaryPhoneNumber: number | null;
  landmark: string;
  /** Longitude of the map pin. */
  xCoord: number | null;
  /** Latitude of the map pin. */
  yCoord: number | null;
  isDefault: boolean;
  /** The place with its name and charge; null when we no longer deliver there (the address must be edited). */
  location: AddressPlace | null;
  delivery?: AddressDelivery;
  /** The nearest of our bakeries and shops (shipping-addresses?outlet=1). */
  outlet?: AddressOutlet | null;
  createdAt: string;
  updatedAt: string;
};
