import { z } from 'zod';
import { MAX_ACCESSORY_QUANTITY, MAX_LINE_QUANTITY, MAX_NOTE_LENGTH } from '@/lib/domain/cart-types';
import { labelledId as id } from './ids';
import { text } from './text';

// Bodies of the cart API (add-to-cart, remove-from-cart, update-cart-quantity, cart-note, cake-accessory,
// apply-coupon, redeem-voucher). Shapes only: whether a cake can be made that way is the catalogue's rule, checked
// by the service (422 with the field).

const quantity = (max: number) =>
  z.coerce
    .number({ error: 'Quantity must be a number' })
    .int('Quantity must be a whole number')
    .min(1, 'Quantity must be at least 1')
    .max(max, `You can have at most ${max} of one item`);

const bool = z.preprocess((v) => (v === 'true' || v === 1 || v === '1' ? true : v === 'false' || v === 0 || v === '0' ? false : v), z.boolean());

export const cakeOptionsSchema = z
  .object({
    pound: z.coerce.number({ error: 'Choose how many pounds.' }).positive('Choose how many pounds.').max(100).optional(),
    tier: z.coerce.number().int().min(1).max(10).optional(),
    height: text().trim().min(1).max(40).optional(),
    flavorId: id('Flavour').optional(),
    /** SPEC §3 reads the flavour as `flavor` in one place and `flavorId` in another: both are accepted. */
    flavor: id('Flavour').optional(),
    icingType: text().trim().min(1).max(40).optional(),
    eggless: bool.optional(),
    lessCream: bool.optional(),
    message: text().trim().max(200, 'The message is too long').optional(),
    photoUploadId: z.uuid('That photo upload is not valid').optional(),
  })
  .transform(({ flavor, ...rest }) => ({ ...rest, flavorId: rest.flavorId ?? flavor }));

export type CakeOptionsInput = z.output<typeof cakeOptionsSchema>;

/** SPEC §3 "Add-to-cart payload": source 'web', optional quickCheckout; the product and its options. */
export const addToCartSchema = z.object({
  productId: id('Product'),
  quantity: quantity(MAX_LINE_QUANTITY).default(1),
  options: cakeOptionsSchema.optional(),
  source: text().trim().max(20).default('web'),
  quickCheckout: bool.default(false),
});

export const cartItemIdSchema = z.object({ cartItemId: id('Cart item') });

export const updateQuantitySchema = z.object({ cartItemId: id('Cart item'), quantity: quantity(MAX_LINE_QUANTITY) });

export const cartNoteSchema = z.object({
  note: text().trim().max(MAX_NOTE_LENGTH, `Keep the note under ${MAX_NOTE_LENGTH} characters`),
});

/**
 * SPEC §3 "Accessory item": id, productId, deliveryLocationId, deliveryDate, source. quantity sets how many
 * (default 1); 0 removes it, so a pending list of additions and removals can be posted one by one.
 */
export const accessoryItemSchema = z.object({
  id: id('Accessory'),
  productId: id('Product').optional(),
  deliveryLocationId: id('Delivery location').optional(),
  deliveryDate: text().regex(/^\d{4}-\d{2}-\d{2}/, 'Delivery date must be a date').optional(),
  source: text().trim().max(20).default('web'),
  quantity: z.coerce
    .number({ error: 'Quantity must be a number' })
    .int('Quantity must be a whole number')
    .min(0, 'Quantity cannot be negative')
    .max(MAX_ACCESSORY_QUANTITY, `You can have at most ${MAX_ACCESSORY_QUANTITY} of one add-on`)
    .default(1),
});

export const accessoryRemovalSchema = z.object({ id: id('Accessory') });

export const couponSchema = z.object({
  code: text({ error: 'Enter a code' }).trim().min(1, 'Enter a code').max(40, 'That code is too long'),
});

export const voucherSchema = z.object({
  code: text({ error: 'Enter a voucher code' }).trim().min(1, 'Enter a voucher code').max(40, 'That code is too long'),
});
