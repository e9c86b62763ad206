import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgEnum, pgTable, serial, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { CartItemOptions } from '@/lib/domain/cart-types';
import type { OrderAddressSnapshot } from '@/lib/domain/order-types';
import { users } from './accounts';
import { shippingAddresses } from './addresses';
import { accessories, products } from './catalogue';
import { deliveryLocations, timeSlots } from './delivery';
import { belongsTo, createdAt, instant, updatedAt } from './columns';

// Orders: what a customer bought, at which price, where and when it goes, and how it is paid. Everything the
// customer saw at checkout is copied here (product names, unit prices, the address), so an order reads the same
// after the catalogue or the address book changes. Money is integer paisa.

export const orderStatus = pgEnum('order_status', ['placed', 'confirmed', 'baking', 'ready', 'out_for_delivery', 'delivered', 'cancelled']);
export const orderPaymentStatus = pgEnum('order_payment_status', ['unpaid', 'paid', 'refunded']);

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** Human number on receipts and the phone: 'UG-2611-000123' (Kathmandu year and month, then the id). */
    number: text('number').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    status: orderStatus('status').notNull().default('placed'),
    paymentStatus: orderPaymentStatus('payment_status').notNull().default('unpaid'),
    /** 'cod' | 'esewa' | 'khalti' (the gateway chosen at checkout; Pay now may settle it through another one). */
    paymentMethod: text('payment_method').notNull(),
    subtotal: integer('subtotal').notNull(),
    accessories: integer('accessories').notNull().default(0),
    discount: integer('discount').notNull().default(0),
    voucher: integer('voucher').notNull().default(0),
    /** What the customer pays for delivery, after a free-delivery prize (deliveryDiscount) is taken off. */
    deliveryCharge: integer('delivery_charge').notNull().default(0),
    /** The part of the delivery charge a free-delivery prize waived (migration 0019): the full charge was both. */
    deliveryDiscount: integer('delivery_discount').notNull().default(0),
    total: integer('total').notNull(),
    couponCode: text('coupon_code'),
    couponId: integer('coupon_id'),
    /** The influencer whose personal code this order used (issue 14, migration 0012). */
    influencerId: integer('influencer_id'),
    voucherId: integer('voucher_id'),
    locationId: integer('location_id')
      .notNull()
      .references(() => deliveryLocations.id),
    /** The saved address chosen (shipping_addresses.id); the snapshot below is what the rider gets. */
    addressId: integer('address_id').references(() => shippingAddresses.id),
    address: jsonb('address').$type<OrderAddressSnapshot>().notNull(),
    /** 'yyyy-MM-dd', Kathmandu calendar. */
    deliveryDate: date('delivery_date', { mode: 'string' }).notNull(),
    deliveryMethod: text('delivery_method').notNull(),
    slotId: integer('slot_id')
      .notNull()
      .references(() => timeSlots.id),
    slotLabel: text('slot_label').notNull(),
    slotStartsAt: instant('slot_starts_at').notNull(),
    slotEndsAt: instant('slot_ends_at').notNull(),
    note: text('note').notNull().default(''),
    /** The Idempotency-Key header of the place-order call: the same key from the same customer is the same order. */
    idempotencyKey: text('idempotency_key'),
    /** Stock and slot were given back (cancelled): never twice. */
    released: boolean('released').notNull().default(false),
    paidAt: instant('paid_at'),
    cancelledAt: instant('cancelled_at'),
    /** Why it was cancelled, in the words of whoever cancelled it (the history keeps them too). */
    cancelReason: text('cancel_reason'),
    /** The rider dispatch gave it to (a user with the rider role), and when. */
    riderId: integer('rider_id').references(() => users.id),
    assignedAt: instant('assigned_at'),
    /** The rider's steps: took it from the shop, reached the door, handed it over. */
    pickedUpAt: instant('picked_up_at'),
    arrivedAt: instant('arrived_at'),
    deliveredAt: instant('delivered_at'),
    /** Upload id of the rider's photo of the cake at the door (optional). */
    deliveryPhotoId: uuid('delivery_photo_id'),
    /** Cash the rider collected at the door (cash on delivery), paisa. */
    cashCollected: integer('cash_collected'),
    /** 'due' once a paid order is cancelled, 'done' when staff marked the money returned; null otherwise. */
    refundStatus: text('refund_status').$type<'due' | 'done'>(),
    refundAmount: integer('refund_amount'),
    refundedAt: instant('refunded_at'),
    refundedBy: integer('refunded_by').references(() => users.id),
    /** Places of its slot the order holds (slots hold cakes): given back exactly on cancelling. */
    slotUnits: integer('slot_units').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_number_uq').on(t.number),
    uniqueIndex('orders_user_idempotency_uq').on(t.userId, t.idempotencyKey),
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    index('orders_delivery_slot_idx').on(t.deliveryDate, t.slotId),
    index('orders_rider_date_idx').on(t.riderId, t.deliveryDate).where(sql`${t.riderId} IS NOT NULL`),
    index('orders_created_idx').on(t.createdAt, t.id),
    index('orders_refund_due_idx').on(t.cancelledAt).where(sql`${t.refundStatus} = 'due'`),
    check('orders_refund_ck', sql`${t.refundStatus} IS NULL OR ${t.refundStatus} IN ('due', 'done')`),
    check('orders_total_ck', sql`${t.total} >= 0 and ${t.subtotal} >= 0 and ${t.deliveryCharge} >= 0`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: belongsTo('order_id', () => orders.id),
    /**
     * 'product' (a cart line), 'accessory' (an add-on: candles, knife, card…), 'gift' (a free gift the order earned)
     * or 'prize' (a prize's free item): lib/domain/order-lines.ts. The last two at unit price 0.
     */
    kind: text('kind').notNull().default('product'),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    accessoryId: integer('accessory_id').references(() => accessories.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    image: text('image').notNull(),
    unitPrice: integer('unit_price').notNull(),
    quantity: integer('quantity').notNull(),
    options: jsonb('options').$type<CartItemOptions>().notNull().default({}),
    optionsSummary: text('options_summary').array().notNull().default(sql`'{}'::text[]`),
    lineTotal: integer('line_total').notNull(),
    /** The campaign whose per-customer deal this line counted against (issue 15): a cancellation gives it back. */
    dealCampaignId: integer('deal_campaign_id'),
    /** Why a free line is free ('Free teddy with orders above रू 5,000', 'Your prize WIN-…'); '' when paid. */
    note: text('note').notNull().default(''),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    check('order_items_quantity_ck', sql`${t.quantity} > 0`),
    check('order_items_kind_ck', sql`${t.kind} IN ('product', 'accessory', 'gift', 'prize')`),
  ],
);

export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: serial('id').primaryKey(),
    orderId: belongsTo('order_id', () => orders.id),
    status: orderStatus('status').notNull(),
    note: text('note').notNull().default(''),
    /** Who moved it: 'customer', 'shop', 'payment', 'rider'. */
    by: text('by').notNull(),
    /** The person who moved it (a staff member or the customer); null for the payment gateway and old entries. */
    byUserId: integer('by_user_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId)],
);

export const cancellationReasons = pgTable('cancellation_reasons', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  position: integer('position').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
});

export const orderCancellations = pgTable('order_cancellations', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  reasonId: integer('reason_id')
    .notNull()
    .references(() => cancellationReasons.id),
  note: text('note').notNull().default(''),
  createdAt: createdAt(),
});

export const orderFeedback = pgTable(
  'order_feedback',
  {
    id: serial('id').primaryKey(),
    orderId: belongsTo('order_id', () => orders.id),
    userId: belongsTo('user_id', () => users.id),
    /** How the cake (the order's goods) was, 1–5. */
    rating: integer('rating').notNull(),
    /** How the delivery went (on time, in good shape), 1–5; null when the customer did not say. */
    deliveryRating: integer('delivery_rating'),
    /** How the rider was, 1–5; null when the customer did not say. */
    riderRating: integer('rider_rating'),
    comment: text('comment').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('order_feedback_order_uq').on(t.orderId),
    check('order_feedback_rating_ck', sql`${t.rating} BETWEEN 1 AND 5`),
    check('order_feedback_delivery_rating_ck', sql`${t.deliveryRating} BETWEEN 1 AND 5`),
    check('order_feedback_rider_rating_ck', sql`${t.riderRating} BETWEEN 1 AND 5`),
  ],
);

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
