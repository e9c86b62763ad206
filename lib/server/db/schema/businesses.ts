import { sql } from 'drizzle-orm';
import { bigint, check, doublePrecision, index, integer, pgTable, serial, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { uploads, users } from './accounts';
import { coupons } from './cart';
import { belongsTo, createdAt, instant, updatedAt } from './columns';

// Issue 14, influencers and businesses (migration 0012). A business's vacancies are job_postings rows with its
// business_id and a status (pages.ts), so /careers, career/{id} and career/apply serve them with the shop's own.

/** register-as-influencer: one per person; staff approve or reject it (auto-approved in demo mode). */
export const influencers = pgTable(
  'influencers',
  {
    id: serial('id').primaryKey(),
    userId: belongsTo('user_id', () => users.id),
    instagramHandle: text('instagram_handle'),
    instagramFollowers: integer('instagram_followers').notNull().default(0),
    tiktokHandle: text('tiktok_handle'),
    tiktokFollowers: integer('tiktok_followers').notNull().default(0),
    youtubeHandle: text('youtube_handle'),
    youtubeFollowers: integer('youtube_followers').notNull().default(0),
    facebookHandle: text('facebook_handle'),
    facebookFollowers: integer('facebook_followers').notNull().default(0),
    /** The sum of the four, kept by PostgreSQL (a stored generated column), so the list sorts on an index. */
    followerCount: integer('follower_count')
      .notNull()
      .generatedAlwaysAs(sql`"instagram_followers" + "tiktok_followers" + "youtube_followers" + "facebook_followers"`),
    niche: text('niche').notNull(),
    city: text('city').notNull(),
    pitch: text('pitch').notNull(),
    /** 'pending' | 'approved' | 'rejected' */
    status: text('status').notNull().default('pending'),
    reviewNote: text('review_note').notNull().default(''),
    reviewedAt: instant('reviewed_at'),
    /** The staff member who decided last (migration 0030). */
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    /** The personal code, made when approved. */
    couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    /** Orders placed with the code and their goods value (paisa), changed in place-order's own transaction. */
    orderCount: integer('order_count').notNull().default(0),
    revenue: bigint('revenue', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('influencers_user_uq').on(t.userId),
    uniqueIndex('influencers_coupon_uq').on(t.couponId),
    index('influencers_approved_followers_idx').on(t.followerCount.desc(), t.id.desc()).where(sql`${t.status} = 'approved'`),
    index('influencers_approved_niche_idx').on(t.niche, t.followerCount.desc(), t.id.desc()).where(sql`${t.status} = 'approved'`),
    index('influencers_approved_city_idx').on(t.city, t.followerCount.desc(), t.id.desc()).where(sql`${t.status} = 'approved'`),
    index('influencers_approved_newest_idx').on(t.reviewedAt.desc(), t.id.desc()).where(sql`${t.status} = 'approved'`),
    index('influencers_pending_idx').on(t.createdAt, t.id).where(sql`${t.status} = 'pending'`),
    index('influencers_status_created_idx').on(t.status, t.createdAt, t.id),
    index('influencers_created_idx').on(t.createdAt, t.id),
    check('influencers_status_ck', sql`${t.status} in ('pending', 'approved', 'rejected')`),
  ],
);

/** A business in the shop's community (bakery, florist, hotel, courier…): verified by staff before it can post. */
export const businesses = pgTable(
  'businesses',
  {
    id: serial('id').primaryKey(),
    ownerId: belongsTo('owner_id', () => users.id),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    /** Nepal's 9-digit Permanent Account Number; one business per PAN. */
    pan: text('pan').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    phone: text('phone').notNull(),
    /** A public 'business-logo' upload; null shows the drawn initials. */
    logoUploadId: uuid('logo_upload_id').references(() => uploads.id, { onDelete: 'set null' }),
    description: text('description').notNull(),
    /** 'pending' | 'verified' | 'rejected' */
    status: text('status').notNull().default('pending'),
    reviewNote: text('review_note').notNull().default(''),
    verifiedAt: instant('verified_at'),
    /** The staff member who decided last (migration 0030). */
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * Kept by the follows feature (issue 14's people half): `adjustBusinessFollowers` in the same transaction as the
     * follow row, so the public page never counts follows.
     */
    followerCount: integer('follower_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('businesses_slug_uq').on(t.slug),
    uniqueIndex('businesses_pan_uq').on(t.pan),
    index('businesses_owner_created_idx').on(t.ownerId, t.createdAt.desc(), t.id.desc()),
    index('businesses_pending_idx').on(t.createdAt, t.id).where(sql`${t.status} = 'pending'`),
    index('businesses_status_created_idx').on(t.status, t.createdAt, t.id),
    index('businesses_created_idx').on(t.createdAt, t.id),
    check('businesses_status_ck', sql`${t.status} in ('pending', 'verified', 'rejected')`),
  ],
);
