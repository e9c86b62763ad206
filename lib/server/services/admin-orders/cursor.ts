import 'server-only';
import { z } from 'zod';
import { isValidDateKey } from '@/lib/domain/delivery/schedule';
import { badRequest } from '@/lib/server/http/errors';
import { MAX_INT } from '@/lib/validation/ids';
import type { AdminOrderSort, SortDirection } from '@/lib/validation/admin-orders';

// The order list's keyset cursor: the sort keys of the row a page ended on, so the next page starts right after it
// with an index range instead of OFFSET (a deep page costs what the first does). Opaque to clients (base64url JSON),
// and checked here as strictly as any input before a value reaches SQL: a cursor is something a client sends back.
//
// Instants travel as the database's own microseconds ('2026-11-27T21:07:49.123456Z', to_char in list.ts): a JS Date
// keeps milliseconds only, and two orders placed in the same millisecond would otherwise be skipped or shown twice.

export type CursorKeys =
  | { sort: 'placed'; createdAt: string }
  | { sort: 'delivery'; deliveryDate: string; slotStartsAt: string }
  | { sort: 'total'; total: number };

export type Cursor = CursorKeys & { dir: SortDirection; id: number };

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** An instant as list.ts writes it, and one PostgreSQL will read back (month 13 or 30 February never gets that far). */
const instant = z.string().refine((value) => INSTANT.test(value) && new Date(value).toISOString().slice(0, 23) === value.slice(0, 23));

const payload = z.discriminatedUnion('s', [
  z.object({ s: z.literal('placed'), k: z.tuple([instant]) }),
  z.object({ s: z.literal('delivery'), k: z.tuple([z.string().refine(isValidDateKey), instant]) }),
  z.object({ s: z.literal('total'), k: z.tuple([z.number().int().min(0).max(MAX_INT)]) }),
]);
const envelope = z.object({ d: z.enum(['asc', 'desc']), i: z.number().int().positive().max(MAX_INT) });

type Payload = z.infer<typeof payload>;

export function encodeCursor(cursor: Cursor): string {
  const k: Payload['k'] =
    cursor.sort === 'placed' ? [cursor.createdAt] : cursor.sort === 'delivery' ? [cursor.deliveryDate, cursor.slotStartsAt] : [cursor.total];
  return Buffer.from(JSON.stringify({ s: cursor.sort, d: cursor.dir, i: cursor.id, k }), 'utf8').toString('base64url');
}

const staleLink = () =>
  badRequest('This page link is out of date or was changed. Start again from the first page.', { after: 'Start again from the first page.' });

/** The cursor, for this sort and direction; 400 for anything else (a tampered link, a link from another sort). */
export function decodeCursor(raw: string, sort: AdminOrderSort, dir: SortDirection): Cursor {
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    throw staleLink();
  }
  const keys = payload.safeParse(json);
  const rest = envelope.safeParse(json);
  if (!keys.success || !rest.success || keys.data.s !== sort || rest.data.d !== dir) throw staleLink();
  const { d, i } = rest.data;
  const k = keys.data;
  if (k.s === 'placed') return { sort: 'placed', createdAt: k.k[0], dir: d, id: i };
  if (k.s === 'delivery') return { sort: 'delivery', deliveryDate: k.k[0], slotStartsAt: k.k[1], dir: d, id: i };
  return { sort: 'total', total: k.k[0], dir: d, id: i };
}
