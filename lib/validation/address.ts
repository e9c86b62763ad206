import { z } from 'zod';
import { isNepalMobile, normalizeNepalPhone } from '@/lib/domain/phone';
import { deliveryDateSchema } from './delivery';
import { idWithMessage } from './ids';
import { text } from './text';

// Delivery addresses (SPEC §3 "Delivery address payload"): the API's route handlers and the /profile/address form
// parse with these same schemas, so both refuse the same input with the same words. Phone numbers arrive as integers
// (SPEC §5) or, from people typing, as strings like '+977 984-1234567'; both become the 10-digit national number.

export const ADDRESS_MESSAGES = {
  location: 'Choose the area this address is in.',
  alias: 'Give the address a short label (up to 30 characters), like Home or Office.',
  receiverName: 'Enter the receiver’s name (2–80 characters).',
  phone: 'Enter a Nepali mobile number (98XXXXXXXX).',
  secondarySame: 'Enter a different number, or leave the second number empty.',
  landmark: 'Keep the landmark under 200 characters.',
  latitude: 'The map pin must be inside Nepal (latitude 26.3–30.5).',
  longitude: 'The map pin must be inside Nepal (longitude 80.0–88.3).',
  pinPair: 'Drop the map pin again: it needs both latitude and longitude.',
  addressId: 'Choose an address.',
  isDefault: 'Choose yes or no.',
} as const;

/** Nepal's bounding box, generous by a few kilometres at each edge. */
export const NEPAL_BOUNDS = { minLat: 26.3, maxLat: 30.5, minLng: 80.0, maxLng: 88.3 } as const;

export const ALIAS_MAX = 30;
export const RECEIVER_MIN = 2;
export const RECEIVER_MAX = 80;
export const LANDMARK_MAX = 200;
/** A customer keeps at most this many live addresses (the 21st is refused with a message). */
export const MAX_ADDRESSES = 20;

/** '', null and whitespace count as "not given" (forms send empty fields, the spec's client may send null). */
const blank = (value: unknown) => value === null || (typeof value === 'string' && value.trim() === '');

/** A required Nepali mobile number, integer or string → '98XXXXXXXX'. */
export const addressPhoneSchema = z
  .union([text(), z.number()], { error: ADDRESS_MESSAGES.phone })
  .refine((value) => isNepalMobile(value), { error: ADDRESS_MESSAGES.phone })
  .transform((value) => normalizeNepalPhone(String(value).trim()));

/** The optional second number: blank or 0 (an integer field left empty) means none. */
const secondaryPhoneSchema = z.preprocess(
  (value) => (blank(value) || value === 0 ? undefined : value),
  addressPhoneSchema.optional(),
);

const coordinate = (min: number, max: number, message: string) =>
  z.preprocess(
    (value) => (blank(value) ? undefined : value),
    z.coerce.number({ error: message }).min(min, { error: message }).max(max, { error: message }).optional(),
  );

const booleanish = z.preprocess(
  (value) => (value === 'true' || value === 1 || value === '1' ? true : value === 'false' || value === 0 || value === '0' ? false : value),
  z.boolean({ error: ADDRESS_MESSAGES.isDefault }),
);

const addressFields = {
  deliveryLocationId: idWithMessage(ADDRESS_MESSAGES.location),
  alias: z.preprocess(
    (value) => (value === undefined || blank(value) ? 'Home' : value),
    text({ error: ADDRESS_MESSAGES.alias }).trim().min(1, { error: ADDRESS_MESSAGES.alias }).max(ALIAS_MAX, { error: ADDRESS_MESSAGES.alias }),
  ),
  receiverName: text({ error: ADDRESS_MESSAGES.receiverName })
    .trim()
    .min(RECEIVER_MIN, { error: ADDRESS_MESSAGES.receiverName })
    .max(RECEIVER_MAX, { error: ADDRESS_MESSAGES.receiverName }),
  phoneNumber: addressPhoneSchema,
  secondaryPhoneNumber: secondaryPhoneSchema,
  landmark: z.preprocess(
    (value) => (value === undefined || value === null ? '' : value),
    text({ error: ADDRESS_MESSAGES.landmark }).trim().max(LANDMARK_MAX, { error: ADDRESS_MESSAGES.landmark }),
  ),
  /** Longitude (SPEC xCoord). */
  xCoord: coordinate(NEPAL_BOUNDS.minLng, NEPAL_BOUNDS.maxLng, ADDRESS_MESSAGES.longitude),
  /** Latitude (SPEC yCoord). */
  yCoord: coordinate(NEPAL_BOUNDS.minLat, NEPAL_BOUNDS.maxLat, ADDRESS_MESSAGES.latitude),
  isDefault: booleanish.optional(),
};

type PinShape = { xCoord?: number | undefined; yCoord?: number | undefined; phoneNumber: string; secondaryPhoneNumber?: string | undefined };

/** A pin needs both coordinates; a second number equal to the first helps nobody. */
function crossChecks(value: PinShape, ctx: z.RefinementCtx) {
  if ((value.xCoord === undefined) !== (value.yCoord === undefined)) {
    ctx.addIssue({ code: 'custom', path: [value.xCoord === undefined ? 'xCoord' : 'yCoord'], message: ADDRESS_MESSAGES.pinPair });
  }
  if (value.secondaryPhoneNumber !== undefined && value.secondaryPhoneNumber === value.phoneNumber) {
    ctx.addIssue({ code: 'custom', path: ['secondaryPhoneNumber'], message: ADDRESS_MESSAGES.secondarySame });
  }
}

/** POST add-shipping-address. */
export const addAddressSchema = z.object(addressFields).superRefine(crossChecks);

/** POST update-shipping-address: the whole address again, plus which one (SPEC addressId). */
export const updateAddressSchema = z.object({ addressId: idWithMessage(ADDRESS_MESSAGES.addressId), ...addressFields }).superRefine(crossChecks);

/** POST delete-shipping-address {addressId}. */
export const deleteAddressSchema = z.object({ addressId: idWithMessage(ADDRESS_MESSAGES.addressId) });

const flag = z.preprocess(
  (value) => (Array.isArray(value) ? value[0] : value),
  z
    .union([z.literal('1'), z.literal('true'), z.literal('0'), z.literal('false'), z.literal('')], { error: 'Use 1 or 0' })
    .optional()
    .transform((v) => v === '1' || v === 'true'),
);

/** GET shipping-addresses?deliveryDate&isDonation&outlet=1 (all optional). */
export const addressListQuerySchema = z.object({
  deliveryDate: z.preprocess(
    (value) => (blank(value) ? undefined : Array.isArray(value) ? value[0] : value),
    deliveryDateSchema.optional(),
  ),
  isDonation: flag,
  outlet: flag,
});

export type AddAddressInput = z.output<typeof addAddressSchema>;
export type UpdateAddressInput = z.output<typeof updateAddressSchema>;
export type AddressListQuery = z.output<typeof addressListQuerySchema>;
/** What the form holds before parsing: every field as typed. */
export type AddressFormValues = {
  deliveryLocationId: string;
  alias: string;
  receiverName: string;
  phoneNumber: string;
  secondaryPhoneNumber: string;
  landmark: string;
  xCoord: string;
  yCoord: string;
  isDefault: boolean;
};
