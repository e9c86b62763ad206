import { z } from 'zod';
import { deliveryDateSchema, deliveryMethodCodeSchema } from './delivery';
import { labelledId as id } from './ids';
import { text } from './text';

// Inputs of checkout and the orders API. Ids may arrive as numbers or numeric strings (query strings, forms).

export const paymentMethodSchema = z.enum(['cod', 'esewa', 'khalti'], { error: 'Choose cash on delivery, eSewa or Khalti' });

export const MAX_ORDER_NOTE = 500;
export const MAX_FEEDBACK_COMMENT = 1000;

export const placeOrderSchema = z.object({
  addressId: id('Delivery address'),
  /** The place the customer picked; must be the address's own place when given. */
  locationId: id('Location').optional(),
  deliveryDate: deliveryDateSchema,
  deliveryMethod: deliveryMethodCodeSchema,
  slotId: id('Time slot'),
  paymentMethod: paymentMethodSchema,
  note: text({ error: 'The note must be text' }).max(MAX_ORDER_NOTE, `Keep the note to ${MAX_ORDER_NOTE} characters`).optional(),
  /** The total the customer saw (paisa): only compared, to warn when the server's differs; never charged. */
  expectedTotal: z.coerce.number().int().nonnegative().optional(),
  source: text().optional(),
});

/** Idempotency-Key header: 8–100 visible characters (a UUID in practice). */
export const idempotencyKeySchema = text()
  .trim()
  .min(8, 'The Idempotency-Key header must be 8 to 100 characters')
  .max(100, 'The Idempotency-Key header must be 8 to 100 characters')
  .regex(/^[\x21-\x7e]+$/, 'The Idempotency-Key header may only hold visible ASCII characters');

export const orderDetailSchema = z.object({
  orderId: id('Order'),
  /** Optional: 'check' asks the payment gateway again about an unpaid online order (confirmation page polling). */
  status: text().max(30).optional(),
});

export const cancellationSchema = z.object({
  orderId: id('Order'),
  reasonId: id('Reason'),
  note: text({ error: 'The note must be text' }).max(MAX_ORDER_NOTE, `Keep the note to ${MAX_ORDER_NOTE} characters`).optional(),
});

const stars = (what: string) => {
  const message = `Rate ${what} from 1 to 5 stars`;
  return z.coerce.number({ error: message }).int(message).min(1, message).max(5, message);
};

/** order/feedback: the cake (rating) must be rated; the delivery and the rider may be. */
export const feedbackSchema = z.object({
  orderId: id('Order'),
  rating: stars('the cake'),
  deliveryRating: stars('the delivery').optional(),
  riderRating: stars('the rider').optional(),
  comment: text({ error: 'The comment must be text' })
    .max(MAX_FEEDBACK_COMMENT, `Keep the comment to ${MAX_FEEDBACK_COMMENT} characters`)
    .optional(),
});

export const paymentGatewaysSchema = z.object({ orderId: id('Order'), source: text().optional() });

export const processPaymentSchema = z.object({ orderId: id('Order'), gateway: paymentMethodSchema, source: text().optional() });

export type PlaceOrderBody = z.infer<typeof placeOrderSchema>;
export type CancellationInput = z.infer<typeof cancellationSchema>;
export type FeedbackInput = z.infer<typeof feedbackSchema>;
export type ProcessPaymentInput = z.infer<typeof processPaymentSchema>;

/** checkout-quote: the delivery choice alone (the review step's totals before a payment method is picked). */
export const checkoutQuoteSchema = placeOrderSchema.pick({ addressId: true, locationId: true, deliveryDate: true, deliveryMethod: true, slotId: true });
