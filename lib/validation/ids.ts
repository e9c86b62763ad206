import { z } from 'zod';

// Row ids in API input. They may arrive as numbers or numeric strings (query strings, forms); anything past
// PostgreSQL's integer range is refused here rather than failing in the database. Every table's id is a serial
// (integer) column, so every id a schema in lib/validation reads is built from one of these (the endpoint fuzzer,
// tests/api/fuzz, sends 2^31 to every field to keep it so).

export const MAX_INT = 2_147_483_647;

/** An id with one message for every way it can be wrong (a form shows one line: "choose a …"). */
export const idWithMessage = (message: string) =>
  z.coerce.number({ error: message }).int({ error: message }).positive({ error: message }).max(MAX_INT, { error: message });

/** An id whose messages name it: "Time slot must be a number", "… must be a whole number"… */
export const labelledId = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .positive(`${label} must be positive`)
    .max(MAX_INT, `${label} is too large`);

const anyId = z.coerce.number().int().positive().max(MAX_INT);

/** A row id read outside a schema (a page's path or query), or null when it cannot be one (not a whole number 1…MAX_INT). */
export function rowIdOrNull(value: unknown): number | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  if (typeof value === 'string' && !/^\d+$/.test(value.trim())) return null;
  const parsed = anyId.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/**
 * A list of ids in a query string, as `ids=1,2,3` or `ids=1&ids=2` (or both): from 1 to `max` ids, each checked
 * like any id. `tooMany` is the message past `max` ("Compare at most 3 at a time").
 */
export const idListParam = (max: number, tooMany: string) =>
  z.preprocess(
    (v) => {
      const values = (Array.isArray(v) ? v : v === undefined ? [] : [v]) as unknown[];
      return values.flatMap((s) => String(s).split(',')).map((s) => s.trim()).filter(Boolean);
    },
    z
      .array(
        z.coerce
          .number({ error: 'Ids must be numbers, e.g. ids=12,15' })
          .int('Ids must be whole numbers')
          .positive('Ids must be positive')
          .max(MAX_INT, 'That id is too large'),
      )
      .min(1, 'Give at least one id')
      .max(max, tooMany),
  );
