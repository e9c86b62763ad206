import { bigint, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, instant } from './columns';

// The staff second factor (issue 24, migration 0023): a TOTP secret per staff member and their recovery codes.

/**
 * The TOTP secret (base32). It must be readable to check a code, so it is kept as given; `lastStep` is the 30-second
 * step of the last accepted code, so a code seen over a shoulder cannot be used again in its window.
 */
export const staffSecondFactors = pgTable('staff_second_factors', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  /** Null until the first code from the app was accepted (set-up finished). */
  confirmedAt: instant('confirmed_at'),
  lastStep: bigint('last_step', { mode: 'number' }),
  createdAt: createdAt(),
});

/** One-time recovery codes, stored as SHA-256 like every other secret. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: instant('used_at'),
  },
  (t) => [index('staff_recovery_codes_user_idx').on(t.userId)],
);
