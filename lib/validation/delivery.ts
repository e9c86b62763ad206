import { z } from 'zod';
import { isValidDateKey } from '@/lib/domain/delivery/schedule';
import { labelledId as id } from './ids';
import { text } from './text';

// Inputs of the delivery API (and checkout's delivery step). Ids may arrive as numbers or numeric strings (forms).

const productIds = z
  .array(id('Product id'), { error: 'Give the products as a list of ids' })
  .min(1, 'Choose at least one product')
  .max(50, 'At most 50 products at a time');

/** The days ahead a delivery can be booked. */
export const MAX_DAYS_AHEAD = 60;

export const deliveryDateSchema = text({ error: 'Choose a delivery date' })
  .refine(isValidDateKey, 'Use a date like 2026-03-14');

export const deliveryMethodCodeSchema = z.enum(['standard', 'express', 'midnight'], { error: 'Choose standard, express or midnight delivery' });

/** A query-string coordinate: blank counts as missing (z.coerce would turn '' into 0, a real place in the sea). */
const coordinate = (label: string, limit: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : Array.isArray(v) ? v[0] : v),
    z.coerce
      .number({ error: `${label} must be a number` })
      .min(-limit, `${label} is between -${limit} and ${limit}`)
      .max(limit, `${label} is between -${limit} and ${limit}`),
  );

export const gpsQuerySchema = z.object({ latitude: coordinate('Latitude', 90), longitude: coordinate('Longitude', 180) });

export const eligibilitySchema = z.object({ locationId: id('Location'), productIds });

export const firstDeliveryDateSchema = z.object({ productIds, locationId: id('Location').optional() });

export const deliveryChargeSchema = z.object({
  locationId: id('Location'),
  cartItems: z
    .array(z.object({ productId: id('Product id'), quantity: id('Quantity').max(100, 'At most 100 of one item') }), {
      error: 'Give the cart items as a list',
    })
    .min(1, 'The cart is empty')
    .max(50, 'At most 50 cart items'),
  deliveryMethod: deliveryMethodCodeSchema.optional(),
});

export const methodsTimeSlotSchema = z.object({
  locationId: id('Location'),
  deliveryDate: deliveryDateSchema,
  productIds,
  /** Checkout: price each method against the logged-in customer's cart, exactly as checkout-quote will. */
  cart: z.boolean({ error: 'cart is true or false' }).optional(),
});

export type GpsQuery = z.infer<typeof gpsQuerySchema>;
export type EligibilityInput = z.infer<typeof eligibilitySchema>;
export type FirstDeliveryDateInput = z.infer<typeof firstDeliveryDateSchema>;
export type DeliveryChargeInput = z.infer<typeof deliveryChargeSchema>;
export type MethodsTimeSlotInput = z.infer<typeof methodsTimeSlotSchema>;
