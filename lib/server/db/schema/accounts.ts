import { sql } from 'drizzle-orm';
import { boolean, check, customType, date, index, integer, pgTable, primaryKey, serial, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, instant, updatedAt } from './columns';

// Accounts and sessions. Secrets (passwords, session tokens, one-time codes, link tokens) are never stored as
// given: passwords as argon2id hashes, tokens and codes as SHA-256 hashes, so a database leak hands out no login.

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Public handle (SPEC /user/{username}); compared case-insensitively. */
    username: text('username').notNull(),
    name: text('name').notNull(),
    /** Lower-cased. Null for an account made from a phone-only social login. */
    email: text('email'),
    /** National Nepali mobile number, 10 digits ('9841234567'). */
    phone: text('phone'),
    gender: text('gender'),
    dateOfBirth: date('date_of_birth'),
    /** Upload id of the avatar image (served from /media/uploads/{id}). */
    avatarUploadId: uuid('avatar_upload_id'),
    /** argon2id PHC string; null for accounts that only ever logged in with Google/Facebook/OTP. */
    passwordHash: text('password_hash'),
    emailConfirmedAt: instant('email_confirmed_at'),
    phoneVerifiedAt: instant('phone_verified_at'),
    /** A line or two about themselves, shown on their public page (/user/{username}). */
    bio: text('bio').notNull().default(''),
    city: text('city'),
    /** A private page shows only the name and avatar to people who are not their connections. */
    isPrivate: boolean('is_private').notNull().default(false),
    /** Generated art (/media/avatar/…) for accounts without an uploaded avatar: the demo community's faces. */
    avatarArt: text('avatar_art'),
    /** 'customer' or a staff role (lib/domain/staff-roles.ts: owner, manager, kitchen, dispatch, rider, editor, support). */
    role: text('role').notNull().default('customer'),
    googleSub: text('google_sub'),
    facebookId: text('facebook_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_username_lower_uq').on(sql`lower(${t.username})`),
    // '@sit…' suggestions while writing a comment (comments/tag): a prefix search on the lower-cased handle.
    index('users_username_prefix_idx').on(sql`lower(${t.username}) text_pattern_ops`),
    // Searching one's connections and requests by any part of a name or handle (/profile/connections, migration 0011).
    index('users_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    index('users_username_trgm_idx').using('gin', sql`lower(${t.username}) gin_trgm_ops`),
    uniqueIndex('users_email_uq').on(t.email),
    index('users_staff_idx').on(t.role).where(sql`${t.role} <> 'customer'`),
    check('users_role_ck', sql`${t.role} IN ('customer', 'owner', 'manager', 'kitchen', 'dispatch', 'rider', 'editor', 'support')`),
    uniqueIndex('users_phone_uq').on(t.phone),
    uniqueIndex('users_google_sub_uq').on(t.googleSub),
    uniqueIndex('users_facebook_id_uq').on(t.facebookId),
  ],
);

/** One logged-in device. The token itself only ever lives in the client; we keep its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: belongsTo('user_id', () => users.id),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    lastSeenAt: instant('last_seen_at').notNull().defaultNow(),
    /** Absolute expiry: the session ends then however active it is. */
    expiresAt: instant('expires_at').notNull(),
    revokedAt: instant('revoked_at'),
    /** How the session was opened: password, otp, google, facebook, signup, reset. */
    method: text('method').notNull(),
    userAgent: text('user_agent'),
    /** When this session passed the staff second factor (lib/server/auth/back-office.ts); null for customers. */
    secondFactorAt: instant('second_factor_at'),
  },
  (t) => [uniqueIndex('sessions_token_hash_uq').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/**
 * Short numeric codes sent by SMS or email: OTP login, verify-email / verify-phone, update-email / update-phone.
 * `target` is the normalised address or number the code went to; `attempts` counts wrong guesses.
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: serial('id').primaryKey(),
    purpose: text('purpose').notNull(),
    target: text('target').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: instant('expires_at').notNull(),
    consumedAt: instant('consumed_at'),
    createdAt: createdAt(),
  },
  (t) => [index('one_time_codes_lookup_idx').on(t.purpose, t.target)],
);

/** Long random tokens carried in emailed links: confirm-email, reset-password. Single use. */
export const linkTokens = pgTable(
  'link_tokens',
  {
    id: serial('id').primaryKey(),
    purpose: text('purpose').notNull(),
    userId: belongsTo('user_id', () => users.id),
    tokenHash: text('token_hash').notNull(),
    expiresAt: instant('expires_at').notNull(),
    consumedAt: instant('consumed_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('link_tokens_token_hash_uq').on(t.tokenHash)],
);

/** Fixed-window counters for rate limits when no Redis is configured (see lib/server/auth/rate-limit). */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').notNull(),
    windowStart: instant('window_start').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

/**
 * The last time one person did a paced action ("<rule>:<subject>"): SPEC §9's one follow per 1000 ms, held on the
 * server. A row per person and rule, overwritten in place; the sliding-window counters above cannot say "at least a
 * second since the last one" exactly.
 */
export const rateLimitPaces = pgTable('rate_limit_paces', {
  key: text('key').primaryKey(),
  lastAt: instant('last_at').notNull(),
});

/** User uploads (avatars now; photo-cake pictures later) kept in the database so every instance can serve them. */
export const uploads = pgTable('uploads', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  kind: text('kind').notNull(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  width: integer('width'),
  height: integer('height'),
  createdAt: createdAt(),
});
