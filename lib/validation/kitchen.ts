import { z } from 'zod';
import { isValidDateKey } from '@/lib/domain/delivery/schedule';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '@/lib/domain/order-types';
import { labelledId } from './ids';
import { blankToUndefined } from './query-values';
import { text } from './text';

// Inputs of the kitchen's board, its tickets and the slots' capacity (issue 24). The board and the tickets read the
// query string (a bookmarkable, printable URL), so every value may be blank (= not filtered) or repeated (first wins).

/** A board day: a real 'yyyy-MM-dd' between 2000 and 2099 (a typo like 0202 is refused, not searched for). */
export const kitchenDateSchema = text({ error: 'Use a date like 2026-03-14' })
  .trim()
  .refine((v) => isValidDateKey(v) && v >= '2000-01-01' && v <= '2099-12-31', 'Use a date like 2026-03-14');

const optional = <S extends z.ZodType>(schema: S) => z.preprocess(blankToUndefined, schema.optional());

export const KITCHEN_PAYMENT_METHODS = ['cod', 'esewa', 'khalti'] as const;
export const KITCHEN_METHODS = ['standard', 'express', 'midnight'] as const;

/** The board's filters: each one narrows, none given shows every order of the day but the cancelled ones. */
export const kitchenFiltersSchema = z.object({
  status: optional(z.enum(ORDER_STATUSES, { error: 'Choose one of the order statuses' })),
  /** A delivery place (delivery_locations.id). */
  area: optional(labelledId('Area')),
  method: optional(z.enum(KITCHEN_METHODS, { error: 'Choose standard, express or midnight delivery' })),
  /** Payment status: unpaid, paid, refunded. */
  payment: optional(z.enum(PAYMENT_STATUSES, { error: 'Choose unpaid, paid or refunded' })),
  /** Payment method: cash on delivery, eSewa, Khalti. */
  pay: optional(z.enum(KITCHEN_PAYMENT_METHODS, { error: 'Choose cash on delivery, eSewa or Khalti' })),
  /** Show cancelled orders too ('1'). */
  cancelled: z.preprocess(blankToUndefined, z.enum(['1', '0'], { error: 'cancelled is 1 or 0' }).optional()).transform((v) => v === '1'),
});
export type KitchenFilters = z.output<typeof kitchenFiltersSchema>;

/** GET admin/kitchen?date=…&status=…: the date defaults to today in Kathmandu (the service fills it in). */
export const kitchenBoardQuerySchema = kitchenFiltersSchema.extend({ date: optional(kitchenDateSchema) });

/** The tickets: a slot's cakes on a day, or one order's. */
export const kitchenTicketsQuerySchema = z
  .object({
    date: optional(kitchenDateSchema),
    slot: optional(labelledId('Slot')),
    order: optional(labelledId('Order')),
  })
  .refine((q) => q.order !== undefined || q.date !== undefined, { message: 'Choose a date (and a slot), or an order', path: ['date'] });

/** A slot's daily capacity in cakes: 0 closes it. */
export const slotCapacitySchema = z.object({
  capacity: z
    .number({ error: 'Capacity must be a number' })
    .int('Capacity must be a whole number of cakes')
    .min(0, 'Capacity is 0 (closed) or more')
    .max(500, 'Capacity is at most 500 cakes a day'),
});
