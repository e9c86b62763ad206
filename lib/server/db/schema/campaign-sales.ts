import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, pgTable, primaryKey, real, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { products } from './catalogue';
import { banners, campaigns } from './content';
import { belongsTo, instant, updatedAt } from './columns';

// Campaign sales (issue 15). The campaign itself is `campaigns` (content.ts); its hero sliders and offer tiles are
// `banners` with the placements 'campaign:<slug>' and 'campaign-offer:<slug>'. What a campaign changes about prices
// lives here, read through lib/server/services/campaigns and decided by lib/domain/campaign-price.ts.

/**
 * A campaign's flash sale: windows of `durationSeconds` from `firstStartsAt`, again every `repeatEverySeconds` (null:
 * once), while the campaign runs. One schedule per campaign.
 */
export const campaignFlashSales = pgTable(
  'campaign_flash_sales',
  {
    id: serial('id').primaryKey(),
    campaignId: belongsTo('campaign_id', () => campaigns.id),
    title: text('title').notNull(),
    firstStartsAt: instant('first_starts_at').notNull(),
    durationSeconds: integer('duration_seconds').notNull(),
    repeatEverySeconds: integer('repeat_every_seconds'),
  },
  (t) => [
    uniqueIndex('campaign_flash_sales_campaign_uq').on(t.campaignId),
    check('campaign_flash_sales_duration_ck', sql`${t.durationSeconds} > 0`),
    check('campaign_flash_sales_repeat_ck', sql`${t.repeatEverySeconds} IS NULL OR ${t.repeatEverySeconds} >= ${t.durationSeconds}`),
  ],
);

/**
 * A product in a campaign. section 'flash': its percentage applies only inside a flash-sale window; 'deal' (the
 * feature deals) and 'product': for the whole campaign. perCustomerLimit: units one customer may buy at the campaign
 * price over the campaign (null: no limit).
 */
export const campaignProducts = pgTable(
  'campaign_products',
  {
    campaignId: belongsTo('campaign_id', () => campaigns.id),
    productId: belongsTo('product_id', () => products.id),
    section: text('section').$type<'flash' | 'deal' | 'product'>().notNull(),
    percentOff: integer('percent_off').notNull(),
    perCustomerLimit: integer('per_customer_limit'),
    /** The sale price the shop typed (paisa, whole rupees; migration 0033); null: percentOff decides. */
    salePrice: integer('sale_price'),
    /** Units over all customers at the campaign price (null: no limit), and the units sold so far. */
    totalLimit: integer('total_limit'),
    sold: integer('sold').notNull().default(0),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'campaign_products_pk', columns: [t.campaignId, t.productId] }),
    index('campaign_products_product_idx').on(t.productId),
    index('campaign_products_section_idx').on(t.campaignId, t.section, t.position),
    check('campaign_products_section_ck', sql`${t.section} IN ('flash', 'deal', 'product')`),
    check('campaign_products_percent_ck', sql`${t.percentOff} BETWEEN 1 AND 90`),
    check('campaign_products_limit_ck', sql`${t.perCustomerLimit} IS NULL OR ${t.perCustomerLimit} > 0`),
  ],
);

/** Units of a limited deal each customer has ordered: one row per (campaign, product, customer), raised atomically. */
export const campaignCustomerPurchases = pgTable(
  'campaign_customer_purchases',
  {
    campaignId: belongsTo('campaign_id', () => campaigns.id),
    productId: belongsTo('product_id', () => products.id),
    userId: belongsTo('user_id', () => users.id),
    quantity: integer('quantity').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'campaign_customer_purchases_pk', columns: [t.campaignId, t.productId, t.userId] }),
    check('campaign_customer_purchases_quantity_ck', sql`${t.quantity} >= 0`),
  ],
);

/** Banner impressions (sampled, scaled back up) and clicks per banner and Kathmandu day; nothing about who. */
export const bannerDailyStats = pgTable(
  'banner_daily_stats',
  {
    bannerId: belongsTo('banner_id', () => banners.id),
    day: date('day', { mode: 'string' }).notNull(),
    impressions: bigint('impressions', { mode: 'number' }).notNull().default(0),
    clicks: bigint('clicks', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ name: 'banner_daily_stats_pk', columns: [t.bannerId, t.day] }), index('banner_daily_stats_day_idx').on(t.day, t.bannerId)],
);

/** What a rider compares between scooters, e-bikes and mopeds (products of type 'automobile'). */
export const automobileSpecs = pgTable('automobile_specs', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  vehicleKind: text('vehicle_kind').notNull(),
  rangeKm: integer('range_km').notNull(),
  topSpeedKmh: integer('top_speed_kmh').notNull(),
  motorWatts: integer('motor_watts').notNull(),
  batteryWh: integer('battery_wh').notNull(),
  chargeHours: real('charge_hours').notNull(),
  weightKg: integer('weight_kg').notNull(),
  payloadKg: integer('payload_kg').notNull(),
  warranty: text('warranty').notNull(),
  licenceNeeded: boolean('licence_needed').notNull(),
});
