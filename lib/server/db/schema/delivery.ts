import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  real,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

// Delivery in Nepal: where we deliver (region → city → area), how (standard, express, midnight) and when (time slots
// with a daily capacity). Money is integer paisa; slot times are minutes after midnight, Kathmandu wall-clock time.

/**
 * One tree of places. A region (e.g. Kathmandu Valley, Gandaki) holds cities; a city holds areas. The places a
 * customer picks are the leaves: valley areas, and cities outside the valley that have no areas of their own.
 */
export const deliveryLocations = pgTable(
  'delivery_locations',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id'),
    /** 'region' | 'city' | 'area'. */
    kind: text('kind').notNull(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    /** Other spellings people type: 'Naya Baneshwor', 'Baneshwar'. */
    aliases: text('aliases').array().notNull().default(sql`'{}'::text[]`),
    latitude: real('latitude').notNull(),
    longitude: real('longitude').notNull(),
    /** A GPS pin within this distance of the point counts as this place. */
    radiusKm: real('radius_km').notNull().default(5),
    /** Delivery charge to this place in paisa, before free-delivery and method premiums. */
    charge: integer('charge').notNull().default(0),
    /** Product types ('cake', 'product', 'automobile') this place can receive. */
    productTypes: text('product_types').array().notNull().default(sql`'{}'::text[]`),
    /** Whole days of transit added to the earliest date (0 inside the valley; 2–4 for cities outside it). */
    leadDays: integer('lead_days').notNull().default(0),
    /** Inside Kathmandu valley: express and midnight delivery, free delivery above the threshold. */
    inValley: boolean('in_valley').notNull().default(false),
    /** Orders whose goods are worth at least this (paisa) ship free here; null = never free. */
    freeDeliveryAbove: integer('free_delivery_above'),
    isActive: boolean('is_active').notNull().default(true),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    uniqueIndex('delivery_locations_slug_uq').on(t.slug),
    index('delivery_locations_parent_idx').on(t.parentId),
    check('delivery_locations_kind_ck', sql`${t.kind} in ('region', 'city', 'area')`),
    check('delivery_locations_charge_ck', sql`${t.charge} >= 0`),
  ],
);

export const deliveryMethods = pgTable(
  'delivery_methods',
  {
    id: serial('id').primaryKey(),
    /** 'standard' | 'express' | 'midnight'. */
    code: text('code').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** Added to the place's charge, in paisa (never waived by free delivery). */
    premium: integer('premium').notNull().default(0),
    /** Only offered inside Kathmandu valley (our own riders). */
    valleyOnly: boolean('valley_only').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('delivery_methods_code_uq').on(t.code), check('delivery_methods_premium_ck', sql`${t.premium} >= 0`)],
);

export const timeSlots = pgTable(
  'time_slots',
  {
    id: serial('id').primaryKey(),
    methodId: integer('method_id')
      .notNull()
      .references(() => deliveryMethods.id),
    label: text('label').notNull(),
    /** Minutes after Kathmandu midnight of the delivery date; the midnight slot ends at 1440 (the next day's 00:00). */
    startMinute: integer('start_minute').notNull(),
    endMinute: integer('end_minute').notNull(),
    /** Deliveries this slot can take per day. */
    capacity: integer('capacity').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('time_slots_method_idx').on(t.methodId),
    // A second click of "Add slot" is refused instead of offering the window twice (migration 0027).
    uniqueIndex('time_slots_method_window_uq').on(t.methodId, t.startMinute, t.endMinute),
    check('time_slots_window_ck', sql`${t.startMinute} >= 0 and ${t.endMinute} > ${t.startMinute} and ${t.endMinute} <= 1440`),
    check('time_slots_capacity_ck', sql`${t.capacity} >= 0`),
  ],
);

/** Deliveries booked per slot and Kathmandu date; `count` never exceeds the slot's capacity (see reserveSlot). */
export const slotBookings = pgTable(
  'slot_bookings',
  {
    slotId: integer('slot_id')
      .notNull()
      .references(() => timeSlots.id),
    deliveryDate: date('delivery_date', { mode: 'string' }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [uniqueIndex('slot_bookings_slot_date_uq').on(t.slotId, t.deliveryDate), check('slot_bookings_count_ck', sql`${t.count} >= 0`)],
);
