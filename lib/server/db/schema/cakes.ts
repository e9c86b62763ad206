import { boolean, integer, pgTable, primaryKey, real, text } from 'drizzle-orm/pg-core';
import { flavours, icingTypes, products } from './catalogue';
import { belongsTo } from './columns';

// Price rules of configurable cakes. The pure formula lives in lib/domain/cake-price.ts; these rows are its input.
// All amounts are paisa. Pounds step in halves, which `real` holds exactly.

export const cakeOptions = pgTable('cake_options', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  /** Smallest cake this product is baked in; products.price / sale_price are the price at this weight. */
  minPound: real('min_pound').notNull().default(1),
  maxPound: real('max_pound').notNull().default(10),
  poundStep: real('pound_step').notNull().default(0.5),
  /** Added for every pound above minPound. */
  pricePerExtraPound: integer('price_per_extra_pound').notNull(),
  /** Extra per pound for an eggless bake; null when this cake cannot be made eggless. */
  egglessPerPound: integer('eggless_per_pound'),
  lessCreamAvailable: boolean('less_cream_available').notNull().default(true),
  isPhotoCake: boolean('is_photo_cake').notNull().default(false),
  allowsMessage: boolean('allows_message').notNull().default(true),
  maxMessageLength: integer('max_message_length').notNull().default(40),
  defaultFlavourId: integer('default_flavour_id').references(() => flavours.id),
  defaultIcingTypeId: integer('default_icing_type_id').references(() => icingTypes.id),
});

/** Tier counts a cake can be built in; each needs at least minPound in total and adds a flat surcharge. */
export const cakeTiers = pgTable(
  'cake_tiers',
  {
    productId: belongsTo('product_id', () => products.id),
    tiers: integer('tiers').notNull(),
    minPound: real('min_pound').notNull(),
    surcharge: integer('surcharge').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.tiers] })],
);

/** Heights: 'regular' (no surcharge), 'tall', 'extra-tall'. */
export const cakeHeights = pgTable(
  'cake_heights',
  {
    productId: belongsTo('product_id', () => products.id),
    code: text('code').notNull(),
    label: text('label').notNull(),
    surchargePerPound: integer('surcharge_per_pound').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.code] })],
);

export const cakeFlavours = pgTable(
  'cake_flavours',
  {
    productId: belongsTo('product_id', () => products.id),
    flavourId: integer('flavour_id')
      .notNull()
      .references(() => flavours.id),
    extraPerPound: integer('extra_per_pound').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.flavourId] })],
);

export const cakeIcings = pgTable(
  'cake_icings',
  {
    productId: belongsTo('product_id', () => products.id),
    icingTypeId: integer('icing_type_id')
      .notNull()
      .references(() => icingTypes.id),
    extraPerPound: integer('extra_per_pound').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.icingTypeId] })],
);
