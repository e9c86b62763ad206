import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { products } from './catalogue';

// The customer's wishlist (SPEC §3 "Wishlist add/remove payload: id, type"). `type` is the list the item shows in:
// 'product' (gifts and cakes) or 'automobile', as wish-and-cart answers them.

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One row per product and customer: adding twice is a no-op (ON CONFLICT DO NOTHING).
    primaryKey({ columns: [t.userId, t.productId] }),
    index('wishlist_items_user_created_idx').on(t.userId, t.createdAt),
    check('wishlist_items_type_ck', sql`${t.type} in ('product', 'automobile')`),
  ],
);
