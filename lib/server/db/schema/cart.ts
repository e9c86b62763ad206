import { boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { CouponKind } from '@/lib/domain/cart-rules';
import type { CartItemOptions } from '@/lib/domain/cart-types';
import { users } from './accounts';
import { accessories, products } from './catalogue';
import { belongsTo, createdAt, instant, updatedAt } from './columns';

// Carts of guests (behind the httpOnly `ug_cart` cookie, whose SHA-256 is all we keep) and of customers (one per
// user). Prices are never stored to be charged: every read re-prices each line from the catalogue; the snapshot
// taken when a line was added only lets us tell the customer that a price moved. Money is integer paisa.

export const carts = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    /** Set for a customer's cart; NULL for a guest cart (NULLs are distinct, so many guests can exist). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the guest cookie's token; NULL once the cart belongs to a user. */
    guestTokenHash: text('guest_token_hash'),
    note: text('note').notNull().default(''),
    couponCode: text('coupon_code'),
    voucherId: integer('voucher_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('carts_user_uq').on(t.userId), uniqueIndex('carts_guest_token_uq').on(t.guestTokenHash)],
);

export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    cartId: belongsTo('cart_id', () => carts.id),
    productId: belongsTo('product_id', () => products.id),
    quantity: integer('quantity').notNull(),
    options: jsonb('options').$type<CartItemOptions>().notNull().default({}),
    /** Canonical form of `options`: the same product with the same options is one line (quantities add). */
    optionsKey: text('options_key').notNull().default(''),
    /** Unit price in paisa when the line was added or its price last acknowledged: detects changes, never charged. */
    unitPriceSnapshot: integer('unit_price_snapshot').notNull(),
    addedAt: instant('added_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cart_items_line_uq').on(t.cartId, t.productId, t.optionsKey),
    index('cart_items_cart_idx').on(t.cartId),
    check('cart_items_quantity_ck', sql`${t.quantity} BETWEEN 1 AND 20`),
  ],
);

/** Add-ons (candles, knife, card…) for the whole cart; productId says which cart product they go with, if any. */
export const cartAccessories = pgTable(
  'cart_accessories',
  {
    cartId: belongsTo('cart_id', () => carts.id),
    accessoryId: belongsTo('accessory_id', () => accessories.id),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    quantity: integer('quantity').notNull().default(1),
    unitPriceSnapshot: integer('unit_price_snapshot').notNull(),
    addedAt: instant('added_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.cartId, t.accessoryId] }),
    check('cart_accessories_quantity_ck', sql`${t.quantity} BETWEEN 1 AND 10`),
  ],
);

export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    /** Upper-case; customers may type it in any case. */
    code: text('code').notNull(),
    description: text('description').notNull().default(''),
    /**
     * 'percent' | 'flat' (off the items and add-ons) | 'free_delivery' (the delivery charge off, up to maxDiscount
     * when set) | 'free_item' (productId added at रू 0). Text with a CHECK since migration 0019 (was an enum).
     */
    kind: text('kind').$type<CouponKind>().notNull(),
    /** Percent (1–100) for 'percent', paisa for 'flat'; 0 for the free kinds. */
    value: integer('value').notNull(),
    /** The cart (items + add-ons) must reach this many paisa. */
    minSubtotal: integer('min_subtotal').notNull().default(0),
    /** Cap of a percent discount or of a free delivery, paisa (null: no cap). */
    maxDiscount: integer('max_discount'),
    startsAt: instant('starts_at'),
    endsAt: instant('ends_at'),
    /** Total redemptions allowed across all customers; NULL = unlimited. */
    usageLimit: integer('usage_limit'),
    /** Redemptions allowed per customer; a code with a per-customer limit needs a logged-in customer. */
    perUserLimit: integer('per_user_limit'),
    active: boolean('active').notNull().default(true),
    /** A personal code (a prize in someone's wallet): only this customer may use it; to anyone else it does not exist. */
    ownerUserId: integer('owner_user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Only these categories' items count towards it (a category and its subcategories); NULL = the whole cart. */
    categoryIds: integer('category_ids').array(),
    /** The product a 'free_item' code adds to the order at रू 0 (migration 0019). */
    productId: integer('product_id').references(() => products.id),
  },
  (t) => [
    uniqueIndex('coupons_code_uq').on(t.code),
    // The back office's list of the shop's own codes, newest first (migration 0027).
    index('coupons_shop_newest_idx').on(t.id.desc()).where(sql`${t.ownerUserId} IS NULL`),
    // Whether a category is named by any coupon, before it is deleted (migration 0027).
    index('coupons_category_ids_idx').using('gin', t.categoryIds).where(sql`${t.categoryIds} IS NOT NULL`),
    check('coupons_kind_ck', sql`${t.kind} IN ('percent', 'flat', 'free_delivery', 'free_item')`),
    check('coupons_free_item_ck', sql`${t.kind} <> 'free_item' OR ${t.productId} IS NOT NULL`),
  ],
);

/** One use of a coupon by a placed order (written by checkout); counts against usageLimit and perUserLimit. */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: serial('id').primaryKey(),
    couponId: belongsTo('coupon_id', () => coupons.id),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The order that used it (a foreign key is added once orders exist). */
    orderId: integer('order_id'),
    discount: integer('discount').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('coupon_redemptions_coupon_idx').on(t.couponId, t.userId)],
);

/**
 * Gift vouchers: a single-use code worth a fixed amount off one order. Redeeming claims it for the customer and
 * puts it on their cart; checkout stamps consumedAt when the order is placed.
 */
export const vouchers = pgTable(
  'vouchers',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    amount: integer('amount').notNull(),
    expiresAt: instant('expires_at'),
    redeemedByUserId: integer('redeemed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    redeemedAt: instant('redeemed_at'),
    consumedAt: instant('consumed_at'),
    consumedOrderId: integer('consumed_order_id'),
  },
  (t) => [uniqueIndex('vouchers_code_uq').on(t.code)],
);

/** A free gift added to every cart whose value (after discount) reaches the threshold. */
export const giftRules = pgTable('gift_rules', {
  id: serial('id').primaryKey(),
  thresholdPaisa: integer('threshold_paisa').notNull(),
  productId: belongsTo('product_id', () => products.id),
  title: text('title').notNull(),
  active: boolean('active').notNull().default(true),
});
