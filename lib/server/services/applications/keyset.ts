import 'server-only';
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { badRequest } from '@/lib/server/http/errors';
import { MAX_INT } from '@/lib/validation/ids';

// Keyset paging for the back office's queues and the audit trail: a page ends on a row, and the next page starts right
// after it by (time, id) in the list's direction, so it is one index range however deep (never OFFSET). The cursor is
// opaque to clients (base64url JSON) and checked here like any input, since a client sends it back.
//
// Times travel as the database's own microseconds: a JS Date keeps milliseconds, and two rows written in the same
// millisecond would otherwise be skipped or shown twice.

export type Direction = 'asc' | 'desc';
export type Keyset = { at: string; id: number; dir: Direction };

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const payload = z.object({
  t: z.string().refine((value) => INSTANT.test(value) && !Number.isNaN(new Date(value).getTime())),
  i: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  d: z.enum(['asc', 'desc']),
});

/** The column as the cursor carries it (microseconds, UTC). */
export const instantKey = (column: AnyColumn) => sql<string>`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export const encodeKeyset = (keyset: Keyset): string => Buffer.from(JSON.stringify({ t: keyset.at, i: keyset.id, d: keyset.dir }), 'utf8').toString('base64url');

const staleLink = () => badRequest('This page link is out of date or was changed. Start again from the first page.', { after: 'Start again from the first page.' });

/** The cursor for a list read in `dir`; 400 for anything else (tampered, or from a list read the other way). */
export function decodeKeyset(raw: string, dir: Direction, maxId = MAX_INT): Keyset {
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    throw staleLink();
  }
  const parsed = payload.safeParse(json);
  if (!parsed.success || parsed.data.d !== dir || parsed.data.i > maxId) throw staleLink();
  return { at: parsed.data.t, id: parsed.data.i, dir };
}

/** Rows strictly past the cursor in the list's direction: one row comparison, an index range for PostgreSQL. */
export function afterKeyset(time: AnyColumn, id: AnyColumn, keyset: Keyset): SQL {
  const op = sql.raw(keyset.dir === 'desc' ? '<' : '>');
  return sql`(${time}, ${id}) ${op} (${keyset.at}::timestamptz, ${keyset.id})`;
}

/** Reads one row more than a page to know whether there is a next one; answers the page and the next cursor. */
export function pageOf<T extends { id: number; atKey: string }>(rows: T[], perPage: number, dir: Direction): { rows: T[]; next: string | null } {
  const page = rows.slice(0, perPage);
  const last = page.at(-1);
  return { rows: page, next: rows.length > perPage && last ? encodeKeyset({ at: last.atKey, id: last.id, dir }) : null };
}
