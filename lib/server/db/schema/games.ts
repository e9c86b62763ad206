import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { coupons } from './cart';
import { categories, products } from './catalogue';
import { belongsTo, createdAt, instant } from './columns';
import { deliveryLocations } from './delivery';

// The roulette and the treasure dig, the prize wallet they (and later contests and influencer codes) fill, and
// donations. Written by hand in migrations 0014 and 0015 (no drizzle-kit snapshot): keep them in step.

/**
 * Every prize a customer wins, one row each. The prize itself is a personal, single-use coupon (coupons.owner_user_id),
 * so the cart applies it with its usual rules; `state` follows that coupon's use through a trigger on
 * coupon_redemptions (an order redeems it, its cancellation gives it back). 'expired' is read from expiresAt.
 */
export const prizeWallet = pgTable(
  'prize_wallet',
  {
    id: serial('id').primaryKey(),
    userId: belongsTo('user_id', () => users.id),
    /** 'roulette' | 'treasure' | 'contest' | 'influencer'. */
    sourceType: text('source_type').notNull(),
    /** The play (game_plays.id), the winning contest entry (contest_entries.id) or the influencer (influencers.id). */
    sourceId: integer('source_id'),
    couponId: belongsTo('coupon_id', () => coupons.id),
    code: text('code').notNull(),
    title: text('title').notNull(),
    /** What it gives, as written when won: 'रू 150 off', '10% off (up to रू 300)'. */
    description: text('description').notNull(),
    /** Its condition as written when won: 'On Cakes, orders of रू 1,000 or more'. */
    condition: text('condition').notNull(),
    /** 'won' | 'redeemed' | 'expired' (written by the prize-expiry job, migration 0035; walletState also reads it from expiresAt). */
    state: text('state').notNull().default('won'),
    /** Null for an influencer's code, which lasts as long as they are approved. */
    expiresAt: instant('expires_at'),
    redeemedAt: instant('redeemed_at'),
    orderId: integer('order_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('prize_wallet_coupon_uq').on(t.couponId),
    uniqueIndex('prize_wallet_code_uq').on(t.code),
    index('prize_wallet_user_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    // Migration 0015: a contest entry's prize and an influencer's code are in the wallet once, however often asked.
    uniqueIndex('prize_wallet_source_uq').on(t.sourceType, t.sourceId, t.userId).where(sql`${t.sourceType} in ('contest', 'influencer')`),
    // Migration 0035: the prize-expiry job's query (unused prizes by expiry).
    index('prize_wallet_won_expiry_idx').on(t.expiresAt).where(sql`${t.state} = 'won' AND ${t.expiresAt} IS NOT NULL`),
  ],
);

export const games = pgTable(
  'games',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    /** 'roulette' | 'treasure'. */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    tagline: text('tagline').notNull().default(''),
    description: text('description').notNull().default(''),
    startsAt: instant('starts_at').notNull(),
    endsAt: instant('ends_at'),
    /** Free plays per customer per Kathmandu day. */
    playsPerDay: integer('plays_per_day').notNull().default(1),
    /** Extra plays for each order the customer placed that day, up to maxExtraPlays. */
    extraPlaysPerOrder: integer('extra_plays_per_order').notNull().default(1),
    maxExtraPlays: integer('max_extra_plays').notNull().default(2),
    /** Treasure dig: the products whose pictures make the grid's cells (one cell each). */
    productIds: integer('product_ids').array().notNull().default(sql`'{}'`),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('games_slug_uq').on(t.slug), index('games_latest_idx').on(t.kind, t.startsAt.desc(), t.id.desc()).where(sql`${t.isActive}`)],
);

/** A slice of the wheel (or a treasure): its chance is weight / the sum of the game's weights. */
export const gamePrizes = pgTable(
  'game_prizes',
  {
    id: serial('id').primaryKey(),
    gameId: belongsTo('game_id', () => games.id),
    position: integer('position').notNull(),
    label: text('label').notNull(),
    /**
     * 'none' (better luck next time) | 'percent' | 'flat' (off the items) | 'free_delivery' (the delivery charge off,
     * up to maxDiscount when set) | 'free_item' (productId added at रू 0). See lib/domain/prize-effects.ts.
     */
    kind: text('kind').notNull(),
    /** Percent for 'percent', paisa for 'flat'; 0 for the free kinds. */
    value: integer('value').notNull().default(0),
    minSubtotal: integer('min_subtotal').notNull().default(0),
    /** Cap of a percent discount or of a free delivery, paisa; null: no cap. */
    maxDiscount: integer('max_discount'),
    /** The product a 'free_item' prize gives (migration 0019). */
    productId: integer('product_id').references(() => products.id),
    /** The prize is for this category (and its subcategories) only; NULL = any order. */
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    weight: integer('weight').notNull(),
    /** At most this many handed out per Kathmandu day / ever; NULL = no cap. */
    dailyCap: integer('daily_cap'),
    totalCap: integer('total_cap'),
    givenTotal: integer('given_total').notNull().default(0),
    color: text('color').notNull().default('#d9466f'),
  },
  (t) => [
    uniqueIndex('game_prizes_game_position_uq').on(t.gameId, t.position),
    check('game_prizes_free_item_ck', sql`${t.kind} <> 'free_item' OR ${t.productId} IS NOT NULL`),
  ],
);

export const gamePrizeDays = pgTable(
  'game_prize_days',
  {
    prizeId: belongsTo('prize_id', () => gamePrizes.id),
    day: date('day').notNull(),
    given: integer('given').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'game_prize_days_pk', columns: [t.prizeId, t.day] })],
);

/** One spin or one dig. (game, user, day, playNo) is unique: the day's plays are numbered, never more than allowed. */
export const gamePlays = pgTable(
  'game_plays',
  {
    id: serial('id').primaryKey(),
    gameId: belongsTo('game_id', () => games.id),
    userId: belongsTo('user_id', () => users.id),
    day: date('day').notNull(),
    playNo: integer('play_no').notNull(),
    clientPlayId: text('client_play_id').notNull(),
    prizeId: integer('prize_id').references(() => gamePrizes.id, { onDelete: 'set null' }),
    walletId: integer('wallet_id').references(() => prizeWallet.id, { onDelete: 'set null' }),
    productId: integer('product_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('game_plays_client_uq').on(t.gameId, t.userId, t.clientPlayId),
    uniqueIndex('game_plays_day_uq').on(t.gameId, t.userId, t.day, t.playNo),
  ],
);

export type TreasureCell = { productId: number; prizeId: number | null };

/** A customer's board for a day: which product hides which prize, fixed when the board is made, never sent. */
export const treasureBoards = pgTable(
  'treasure_boards',
  {
    id: serial('id').primaryKey(),
    gameId: belongsTo('game_id', () => games.id),
    userId: belongsTo('user_id', () => users.id),
    day: date('day').notNull(),
    hidden: jsonb('hidden').$type<TreasureCell[]>().notNull(),
    dug: integer('dug').array().notNull().default(sql`'{}'`),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('treasure_boards_day_uq').on(t.gameId, t.userId, t.day)],
);

export const donationCauses = pgTable(
  'donation_causes',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    story: text('story').notNull(),
    organisation: text('organisation').notNull(),
    registrationNo: text('registration_no').notNull(),
    pan: text('pan').notNull(),
    goal: integer('goal').notNull(),
    /** Kept by the payment's transaction (raised = raised + amount): exact however many give at once. */
    raised: integer('raised').notNull().default(0),
    donorCount: integer('donor_count').notNull().default(0),
    cakeCount: integer('cake_count').notNull().default(0),
    /** Where a donated cake goes (shipping-addresses?isDonation). */
    deliveryLocationId: integer('delivery_location_id').references(() => deliveryLocations.id),
    receiverName: text('receiver_name').notNull(),
    phoneNumber: text('phone_number').notNull(),
    landmark: text('landmark').notNull().default(''),
    hue: integer('hue').notNull().default(340),
    position: integer('position').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('donation_causes_slug_uq').on(t.slug)],
);

export const donations = pgTable(
  'donations',
  {
    id: serial('id').primaryKey(),
    causeId: belongsTo('cause_id', () => donationCauses.id),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** 'money' | 'cake'. */
    kind: text('kind').notNull().default('money'),
    amount: integer('amount').notNull(),
    gateway: text('gateway').notNull(),
    /** 'pending' | 'paid' | 'failed'. */
    status: text('status').notNull().default('pending'),
    /** The payment attempt's orderRef. */
    paymentRef: text('payment_ref'),
    donorName: text('donor_name').notNull(),
    isAnonymous: boolean('is_anonymous').notNull().default(false),
    inHonourOf: text('in_honour_of'),
    message: text('message').notNull().default(''),
    orderId: integer('order_id'),
    createdAt: createdAt(),
    paidAt: instant('paid_at'),
  },
  (t) => [
    uniqueIndex('donations_payment_ref_uq').on(t.paymentRef),
    index('donations_cause_wall_idx').on(t.causeId, t.paidAt.desc(), t.id.desc()).where(sql`${t.status} = 'paid'`),
    index('donations_wall_idx').on(t.paidAt.desc(), t.id.desc()).where(sql`${t.status} = 'paid'`),
    index('donations_user_idx').on(t.userId, t.createdAt.desc()),
  ],
);

export type GameRow = typeof games.$inferSelect;
export type GamePrizeRow = typeof gamePrizes.$inferSelect;
export type DonationCauseRow = typeof donationCauses.$inferSelect;

/** The customer's copy of a cause's address: an order delivered there is a cake donation (a trigger on orders). */
export const donationCakeAddresses = pgTable(
  'donation_cake_addresses',
  {
    addressId: integer('address_id').primaryKey(),
    causeId: belongsTo('cause_id', () => donationCauses.id),
    userId: belongsTo('user_id', () => users.id),
  },
  (t) => [uniqueIndex('donation_cake_addresses_user_cause_uq').on(t.userId, t.causeId)],
);
