import 'server-only';
import { and, asc, desc, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { APPLICATIONS_PER_PAGE, waitingStatus, type ApplicationKind } from '@/lib/domain/applications';
import { getDb } from '@/lib/server/db/client';
import { users } from '@/lib/server/db/schema';
import type { ApplicationListQuery } from '@/lib/validation/applications';
import { afterKeyset, decodeKeyset, type Direction } from './keyset';

// The part every queue shares: which rows a status filter and a cursor select, in which order. The waiting state is
// listed oldest first (who waited longest is served first); every other view, and 'all', newest first. Each table has
// (status, created_at, id) and (created_at, id) indexes (migration 0030), so each view and any page is an index range.

export type QueueColumns = { status: AnyColumn; createdAt: AnyColumn; id: AnyColumn };

export function queueWindow(kind: ApplicationKind, query: ApplicationListQuery, columns: QueueColumns): { where: SQL | undefined; orderBy: SQL[]; dir: Direction; limit: number } {
  const dir: Direction = query.status === waitingStatus(kind) ? 'asc' : 'desc';
  const conditions: SQL[] = [];
  if (query.status !== 'all') conditions.push(eq(columns.status, query.status));
  if (query.after) conditions.push(afterKeyset(columns.createdAt, columns.id, decodeKeyset(query.after, dir)));
  const by = dir === 'asc' ? asc : desc;
  return { where: and(...conditions), orderBy: [by(columns.createdAt), by(columns.id)], dir, limit: APPLICATIONS_PER_PAGE + 1 };
}

/** How many are waiting, counted up to a bound (a tab reads "1,000+" at the cost of 1,000 index entries). */
export const WAITING_COUNT_BOUND = 1000;

export async function boundedWaiting(table: string, status: string): Promise<number> {
  const { rows } = await getDb().execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM ${sql.identifier(table)} WHERE status = ${status} LIMIT ${WAITING_COUNT_BOUND + 1}) AS capped`,
  );
  return Number(rows[0]?.n ?? 0);
}

/** A staff member's name for "decided by", or null (no one yet, or an account since deleted). */
export async function staffName(userId: number | null): Promise<string | null> {
  if (userId === null) return null;
  const [row] = await getDb().select({ name: users.name }).from(users).where(eq(users.id, userId));
  return row?.name ?? null;
}

export const iso = (value: Date | null): string | null => (value ? value.toISOString() : null);

export const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);
