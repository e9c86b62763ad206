import { z } from 'zod';
import { ADMIN_ORDER_SORTS, DEFAULT_ORDERS_PER_PAGE, MAX_ORDERS_PER_PAGE, SORT_DIRECTIONS } from '@/lib/domain/admin-order-list';
import { isValidDateKey } from '@/lib/domain/delivery/schedule';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '@/lib/domain/order-types';
import { labelledId } from './ids';
import { blankToUndefined, intWithDefault } from './query-values';
import { text } from './text';

export { ADMIN_ORDER_SORTS, DEFAULT_ORDERS_PER_PAGE, MAX_ORDERS_PER_PAGE, SORT_DIRECTIONS, type AdminOrderSort, type SortDirection } from '@/lib/domain/admin-order-list';

// Inputs of the back office's order list and order actions (issue 24). The list's query string is read by the page
// (/admin/orders) and by GET admin/orders alike, so a link copied from one works on the other.

export const ADMIN_ORDER_PAYMENT_METHODS = ['cod', 'esewa', 'khalti'] as const;

/** A search longer than any name, number or phone is a paste gone wrong. */
export const MAX_ORDER_SEARCH = 80;
/** An opaque keyset cursor (base64url JSON, lib/server/services/admin-orders/cursor.ts): generous, never unbounded. */
const MAX_CURSOR = 300;

const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

const choice = <T extends readonly [string, ...string[]]>(values: T, message: string) => optional(z.enum(values, { error: message }));

const cursor = optional(text({ error: 'This page link is not valid' }).max(MAX_CURSOR, 'This page link is not valid').regex(/^[A-Za-z0-9_-]+$/, 'This page link is not valid'));

/** GET admin/orders and /admin/orders: filters, sort, and one keyset cursor (after = older/next, before = previous). */
export const adminOrderListSchema = z
  .object({
    status: choice(ORDER_STATUSES, 'Choose one of the order statuses'),
    payment: choice(PAYMENT_STATUSES, 'Choose unpaid, paid or refunded'),
    method: choice(ADMIN_ORDER_PAYMENT_METHODS, 'Choose cash on delivery, eSewa or Khalti'),
    refund: choice(['due', 'done'] as const, 'Choose refund due or refund done'),
    date: optional(text({ error: 'Use a date like 2026-03-14' }).refine(isValidDateKey, 'Use a date like 2026-03-14')),
    q: optional(text({ error: 'Search with text' }).trim().max(MAX_ORDER_SEARCH, `Search with at most ${MAX_ORDER_SEARCH} characters`)),
    customer: optional(labelledId('Customer')),
    sort: z.preprocess(blankToUndefined, z.enum(ADMIN_ORDER_SORTS, { error: 'Sort by placed, delivery or total' }).default('placed')),
    dir: z.preprocess(blankToUndefined, z.enum(SORT_DIRECTIONS, { error: 'Sort asc or desc' }).default('desc')),
    perPage: intWithDefault('Per page', DEFAULT_ORDERS_PER_PAGE, 1, MAX_ORDERS_PER_PAGE),
    after: cursor,
    before: cursor,
  })
  .refine((query) => !(query.after && query.before), { error: 'Give either after or before, not both', path: ['before'] });

export type AdminOrderListQuery = z.output<typeof adminOrderListSchema>;

export const MAX_CANCEL_REASON = 500;
export const MAX_REFUND_NOTE = 300;

/**
 * POST admin/orders/{id}/cancel {reason}. A missing or blank reason is left to moveOrder, which refuses it with a 422
 * naming the field (the customer is told the reason, so there must be one); text that is not text is a 400 here.
 */
export const staffCancelSchema = z.object({
  reason: text({ error: 'The reason must be text' }).max(MAX_CANCEL_REASON, `Keep the reason to ${MAX_CANCEL_REASON} characters`).default(''),
});

/** POST admin/orders/{id}/refund {note?}: how the money went back (a transaction id, "cash at the shop"). */
export const refundDoneSchema = z
  .object({
    note: text({ error: 'The note must be text' }).trim().max(MAX_REFUND_NOTE, `Keep the note to ${MAX_REFUND_NOTE} characters`).optional(),
  })
  .default({});
