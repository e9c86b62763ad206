import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { Pagination } from '@/lib/domain/catalogue-types';
import { pendingCutoff } from '@/lib/domain/connections';
import { CONNECTION_COUNT_CAP, CONNECTIONS_PER_PAGE, type ConnectionItem, type ConnectionTab } from '@/lib/domain/people';
import { getDb } from '@/lib/server/db/client';
import { makePagination } from '@/lib/server/services/catalogue/product-card';
import type { ConnectionsQuery } from '@/lib/validation/people';
import { toPersonCard } from './persons';

// /profile/connections and GET connections: a person's connections and their incoming, sent and hidden requests,
// newest first, searchable by name or handle. Each list reads its partial index of migration 0011 (a connection
// from either side of the pair: both halves, merged); a search also has the users' trigram indexes. The number of
// connections is the maintained counter; requests and searches are counted up to CONNECTION_COUNT_CAP.

type ItemRow = { id: number; at: Date; hidden: boolean; user_id: number; username: string; name: string; avatar_art: string | null; avatar_upload_id: string | null };

/**
 * Rows (id, other_id, at, hidden) of one tab for one person. With `limit`, each half reads only its first `limit`
 * rows in index order (a page needs no more), so a person with thousands of connections costs a page, not a sort.
 */
function source(tab: ConnectionTab, me: number, now: Date, limit?: number): SQL {
  const cutoff = pendingCutoff(now);
  const top = (order: SQL) => (limit === undefined ? sql`` : sql` ORDER BY ${order} DESC, id DESC LIMIT ${limit}`);
  switch (tab) {
    case 'connections':
      return sql`((SELECT id, user_high AS other_id, responded_at AS at, false AS hidden FROM connections WHERE user_low = ${me} AND status = 'accepted'${top(sql`responded_at`)})
        UNION ALL
        (SELECT id, user_low AS other_id, responded_at AS at, false AS hidden FROM connections WHERE user_high = ${me} AND status = 'accepted'${top(sql`responded_at`)}))`;
    case 'incoming':
      return sql`(SELECT id, sender_id AS other_id, sent_at AS at, false AS hidden FROM connections
        WHERE recipient_id = ${me} AND status = 'pending' AND hidden_at IS NULL AND sent_at > ${cutoff}${top(sql`sent_at`)})`;
    case 'hidden':
      return sql`(SELECT id, sender_id AS other_id, sent_at AS at, true AS hidden FROM connections
        WHERE recipient_id = ${me} AND status = 'pending' AND hidden_at IS NOT NULL AND sent_at > ${cutoff}${top(sql`sent_at`)})`;
    case 'sent':
      return sql`(SELECT id, recipient_id AS other_id, sent_at AS at, false AS hidden FROM connections
        WHERE sender_id = ${me} AND status = 'pending' AND sent_at > ${cutoff}${top(sql`sent_at`)})`;
  }
}

/** LIKE pattern for "contains", with the user's % and _ taken literally. */
const containsPattern = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const searchWhere = (q: string | undefined): SQL =>
  q ? sql`(lower(u.name) LIKE ${containsPattern(q)} OR lower(u.username) LIKE ${containsPattern(q)})` : sql`true`;

async function cappedCount(tab: ConnectionTab, me: number, q: string | undefined, now: Date): Promise<number> {
  const matching = q ? sql`${source(tab, me, now)} c JOIN users u ON u.id = c.other_id WHERE ${searchWhere(q)}` : sql`${source(tab, me, now)} c`;
  const result = await getDb().execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM ${matching} LIMIT ${CONNECTION_COUNT_CAP + 1}) capped`);
  return result.rows[0]?.n ?? 0;
}

const COLUMNS = sql`c.id, c.at, c.hidden, u.id AS user_id, u.username, u.name, u.avatar_art, u.avatar_upload_id`;

/** One page: a plain list takes its page of rows first, then their people; a search filters the person's whole list. */
function pageQuery(tab: ConnectionTab, me: number, search: string | undefined, offset: number, now: Date): SQL {
  if (!search) {
    return sql`SELECT ${COLUMNS} FROM (SELECT * FROM ${source(tab, me, now, offset + CONNECTIONS_PER_PAGE)} s
        ORDER BY at DESC, id DESC LIMIT ${CONNECTIONS_PER_PAGE} OFFSET ${offset}) c
      JOIN users u ON u.id = c.other_id ORDER BY c.at DESC, c.id DESC`;
  }
  return sql`SELECT ${COLUMNS} FROM ${source(tab, me, now)} c JOIN users u ON u.id = c.other_id
    WHERE ${searchWhere(search)} ORDER BY c.at DESC, c.id DESC LIMIT ${CONNECTIONS_PER_PAGE} OFFSET ${offset}`;
}

async function connectionCount(me: number): Promise<number> {
  const result = await getDb().execute<{ n: number }>(sql`SELECT connections AS n FROM people_counts WHERE user_id = ${me}`);
  return result.rows[0]?.n ?? 0;
}

export type ConnectionLists = {
  tab: ConnectionTab;
  q: string | null;
  items: ConnectionItem[];
  /** Every tab's size, for its label (requests counted up to the cap). */
  counts: Record<ConnectionTab, number>;
  pagination: Pagination;
};

export async function listConnections(me: number, { tab, q, page }: ConnectionsQuery, now = new Date()): Promise<ConnectionLists> {
  const search = q?.trim() || undefined;
  const offset = (page - 1) * CONNECTIONS_PER_PAGE;
  const [rows, connections, incoming, sent, hidden, matching] = await Promise.all([
    getDb().execute<ItemRow>(pageQuery(tab, me, search, offset, now)),
    connectionCount(me),
    cappedCount('incoming', me, undefined, now),
    cappedCount('sent', me, undefined, now),
    cappedCount('hidden', me, undefined, now),
    search ? cappedCount(tab, me, search, now) : Promise.resolve(null),
  ]);
  const counts = { connections, incoming, sent, hidden };
  // Only the connections counter is exact at any size; requests and searches were counted up to the cap.
  const capped = matching !== null || tab !== 'connections';
  const total = matching ?? counts[tab];
  const items = rows.rows.map((r) => ({
    id: r.id,
    at: new Date(r.at).toISOString(),
    hidden: r.hidden,
    person: toPersonCard({ id: r.user_id, username: r.username, name: r.name, avatarArt: r.avatar_art, avatarUploadId: r.avatar_upload_id }),
  }));
  const isCapped = capped && total > CONNECTION_COUNT_CAP;
  const pagination = makePagination(isCapped ? CONNECTION_COUNT_CAP : total, items.length, page, CONNECTIONS_PER_PAGE);
  if (isCapped) pagination.totalIsCapped = true;
  return { tab, q: search ?? null, items, counts, pagination };
}
