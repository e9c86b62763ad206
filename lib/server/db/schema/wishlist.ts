import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { products } from './catalogue';
import { belongsTo, createdAt } from './columns';

// The customer's wishlist (SPEC §3 "Wishlist add/remove payload: id, type"). `type` is the list the item shows in:
// 'product' (gifts and cakes) or 'automobile', as wish-and-cart answers them.

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: belongsTo('user_id', () => users.id),
    productId: belongsTo('product_id', () => products.id),
    type: text('type').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // One row per product and customer: adding twice is a no-op (ON CONFLICT DO NOTHING).
    primaryKey({ columns: [t.userId, t.productId] }),
    index('wishlist_items_user_created_idx').on(t.userId, t.createdAt),
    check('wishlist_items_type_ck', sql`${t.type} in ('product', 'automobile')`),
  ],
);
