import 'server-only';
import { ApiError } from '@/lib/server/http/errors';

// The setup's refusals that are not bad input: a slug or code already taken (a second click of Save, or two staff at
// once), and a row something else still uses. Both are 409 with a message saying what to do, never a 500.

type PgError = { code?: string; constraint?: string; detail?: string; cause?: unknown };

/** The PostgreSQL error inside a driver error (drizzle wraps pg's in one whose `cause` it is). */
function pgError(error: unknown): PgError | null {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 4; current = (current as PgError).cause, depth++) {
    if (typeof (current as PgError).code === 'string' && /^\d{2}[0-9A-Z]{3}$/.test((current as PgError).code!)) return current as PgError;
  }
  return null;
}

export type UniqueMessages = Record<string, { field: string; message: string }>;

/**
 * A unique constraint's violation as the 409 its message names (`messages` by constraint name); anything else is
 * returned unchanged for the caller to throw.
 */
export function asConflict(error: unknown, messages: UniqueMessages): unknown {
  const pg = pgError(error);
  if (pg?.code !== '23505') return error;
  const known = pg.constraint ? messages[pg.constraint] : undefined;
  if (known) return new ApiError(409, known.message, 'conflict', { [known.field]: known.message });
  return new ApiError(409, 'Something with the same name or code already exists.', 'conflict');
}

const TABLE_WORDS: Record<string, string> = {
  products: 'products',
  product_categories: 'products',
  product_occasions: 'products',
  shipping_addresses: 'customers’ saved addresses',
  donation_cake_addresses: 'donations’ delivery addresses',
  orders: 'orders',
  time_slots: 'time slots',
  slot_bookings: 'booked deliveries',
  coupon_redemptions: 'orders that used it',
  wallet_prizes: 'prizes in customers’ wallets',
  game_prizes: 'game prizes',
  home_category_sections: 'the home page’s sections',
};

/** A foreign key still pointing at the row (a delete the checks before it did not foresee) as a 409 naming the user. */
export function asInUse(error: unknown, noun: string): unknown {
  const pg = pgError(error);
  // Only a delete's "still referenced"; an insert naming a missing row is a check its kind makes before writing.
  if (pg?.code !== '23503' || !/still referenced/.test(pg.detail ?? '')) return error;
  const table = /referenced from table "([a-z_]+)"/.exec(pg.detail ?? '')?.[1] ?? '';
  return inUse(noun, TABLE_WORDS[table] ?? (table.replace(/_/g, ' ') || 'other records'), false);
}

/** 409: the row is used by `what`; hiding it is the way to take it away. */
export const inUse = (noun: string, what: string, hideHint = true) =>
  new ApiError(409, `This ${noun} is used by ${what}, so it cannot be deleted.${hideHint ? ' Hide it instead.' : ''}`, 'in_use');
