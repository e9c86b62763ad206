import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, real, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { deliveryLocations } from './delivery';
import { belongsTo, createdAt, instant, updatedAt } from './columns';

// A customer's saved delivery addresses (SPEC §3 "Delivery address payload"). Deleting one only stamps deletedAt:
// orders placed to it keep pointing at the row they were delivered to.

export const shippingAddresses = pgTable(
  'shipping_addresses',
  {
    id: serial('id').primaryKey(),
    userId: belongsTo('user_id', () => users.id),
    /** The served place (a leaf of delivery_locations) this address lies in: sets the charge and what can go there. */
    deliveryLocationId: integer('delivery_location_id')
      .notNull()
      .references(() => deliveryLocations.id),
    /** 'Home', 'Office', … (delivery-locations answers the list). */
    alias: text('alias').notNull(),
    receiverName: text('receiver_name').notNull(),
    /** The 10-digit national mobile number, e.g. '9841234567' (the API accepts and answers it as an integer). */
    phoneNumber: text('phone_number').notNull(),
    secondaryPhoneNumber: text('secondary_phone_number'),
    /** Directions a rider can follow: 'Opposite Bhatbhateni, blue gate'. */
    landmark: text('landmark').notNull().default(''),
    /** Longitude of the map pin (SPEC xCoord). */
    xCoord: real('x_coord'),
    /** Latitude of the map pin (SPEC yCoord). */
    yCoord: real('y_coord'),
    isDefault: boolean('is_default').notNull().default(false),
    deletedAt: instant('deleted_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('shipping_addresses_user_idx').on(t.userId),
    // At most one live default per customer, even if two tabs save at once.
    uniqueIndex('shipping_addresses_default_uq').on(t.userId).where(sql`${t.isDefault} and ${t.deletedAt} is null`),
    check('shipping_addresses_phone_ck', sql`${t.phoneNumber} ~ '^[0-9]{10}$'`),
    check('shipping_addresses_secondary_phone_ck', sql`${t.secondaryPhoneNumber} is null or ${t.secondaryPhoneNumber} ~ '^[0-9]{10}$'`),
    check('shipping_addresses_pin_ck', sql`(${t.xCoord} is null) = (${t.yCoord} is null)`),
  ],
);
