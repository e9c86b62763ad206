import 'server-only';
import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { INBOX_COUNT_BOUND, INBOX_ORDER, INBOX_STATE_LABELS, INBOX_STATES, type InboxState } from '@/lib/domain/support-inbox';
import { TICKET_TOPIC_LABELS, type TicketTopic } from '@/lib/domain/support-tickets';
import { getDb } from '@/lib/server/db/client';
import { orders, supportTickets, users } from '@/lib/server/db/schema';
import { badRequest } from '@/lib/server/http/errors';
import { MAX_INT } from '@/lib/validation/ids';
import type { InboxQuery } from '@/lib/validation/support-inbox';

// The support inbox's list (GET admin/support, /admin/support): one tab (state) at a time, filtered by who it is
// assigned to and a search, paged by keyset. Each filter walks its own index (migration 0031):
//   anyone      → support_tickets_inbox_idx            (inbox_state, inbox_at, id)
//   unassigned  → support_tickets_inbox_unassigned_idx (same, WHERE assigned_to_id IS NULL)
//   me          → support_tickets_inbox_assignee_idx   (assigned_to_id, inbox_state, inbox_at, id)
// so page 40 is one index range like page 1. A search by ticket number is the primary key; by customer, the users'
// trigram name index (users_name_trgm_idx), unique email or phone, then those customers' tickets
// (support_tickets_user_updated_idx). Tab counts are bounded
// (INBOX_COUNT_BOUND): "1,000+" costs what 1,000 does, however many resolved tickets pile up.

export type InboxRow = {
  id: number;
  subject: string;
  topicLabel: string;
  state: InboxState;
  stateLabel: string;
  customer: { id: number; name: string };
  order: { id: number; number: string } | null;
  assignee: { id: number; name: string } | null;
  lastMessage: { by: 'customer' | 'staff'; excerpt: string; at: string };
  /** The tab's clock: waiting since (new, waiting for us), last answer, or resolved at. */
  since: string;
  createdAt: string;
};

export type InboxList = {
  state: InboxState;
  tickets: InboxRow[];
  counts: Record<InboxState, number>;
  countBound: number;
  /** The next page's cursor (null: this is the last page). */
  next: string | null;
  perPage: number;
};

const assignee = alias(users, 'assignee');
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const cursorShape = z.object({ s: z.enum(INBOX_STATES), k: z.string().regex(INSTANT), i: z.number().int().positive().max(MAX_INT) });

/** The database's own microseconds, so two tickets in the same millisecond are neither skipped nor repeated. */
const instantKey = sql<string>`to_char(${supportTickets.inboxAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const encodeCursor = (state: InboxState, key: string, id: number) => Buffer.from(JSON.stringify({ s: state, k: key, i: id }), 'utf8').toString('base64url');

function decodeCursor(raw: string, state: InboxState): { key: string; id: number } {
  const stale = () => badRequest('This page link is out of date. Start again from the first page.', { after: 'Start again from the first page.' });
  let parsed: z.infer<typeof cursorShape>;
  try {
    parsed = cursorShape.parse(JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')));
  } catch {
    throw stale();
  }
  if (parsed.s !== state || Number.isNaN(new Date(parsed.k).getTime())) throw stale();
  return { key: parsed.k, id: parsed.i };
}

const containsPattern = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** '#123', '123', 'ticket 123' → 123. */
function ticketNumber(q: string): number | null {
  const match = /^(?:ticket\s*)?#?\s*(\d{1,10})$/i.exec(q.trim());
  const id = match ? Number(match[1]) : NaN;
  return Number.isInteger(id) && id > 0 && id <= MAX_INT ? id : null;
}

/** A ticket number, or the customer by name, email or phone. */
function searchCondition(q: string): SQL {
  const id = ticketNumber(q);
  if (id !== null) return eq(supportTickets.id, id);
  const digits = q.replace(/[\s()+-]/g, '');
  const byCustomer = /^\d{7,13}$/.test(digits)
    ? eq(users.phone, digits.length === 13 && digits.startsWith('977') ? digits.slice(3) : digits)
    : q.includes('@')
      ? eq(users.email, q.toLowerCase()) // stored lower-cased: users_email_uq answers it
      : sql`lower(${users.name}) LIKE ${containsPattern(q)}`;
  return inArray(supportTickets.userId, getDb().select({ id: users.id }).from(users).where(byCustomer));
}

function filters(query: InboxQuery, staffUserId: number): SQL[] {
  const where: SQL[] = [];
  if (query.assigned === 'me') where.push(eq(supportTickets.assignedToId, staffUserId));
  if (query.assigned === 'unassigned') where.push(isNull(supportTickets.assignedToId));
  if (query.q) where.push(searchCondition(query.q));
  return where;
}

/** Each tab's count under the same filters, each stopped at INBOX_COUNT_BOUND + 1 rows of its index. */
async function countTabs(where: SQL[]): Promise<Record<InboxState, number>> {
  const db = getDb();
  const counts = await Promise.all(
    INBOX_STATES.map(async (state) => {
      const matching = db
        .select({ one: sql`1` })
        .from(supportTickets)
        .where(and(eq(supportTickets.inboxState, state), ...where))
        .limit(INBOX_COUNT_BOUND + 1)
        .as('matching');
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(matching);
      return [state, row?.n ?? 0] as const;
    }),
  );
  return Object.fromEntries(counts) as Record<InboxState, number>;
}

export async function listInbox(query: InboxQuery, staffUserId: number): Promise<InboxList> {
  const state = query.state;
  const dir = INBOX_ORDER[state];
  const where = filters(query, staffUserId);
  const page: SQL[] = [eq(supportTickets.inboxState, state), ...where];
  if (query.after) {
    const cursor = decodeCursor(query.after, state);
    const op = sql.raw(dir === 'asc' ? '>' : '<');
    page.push(sql`(${supportTickets.inboxAt}, ${supportTickets.id}) ${op} (${cursor.key}::timestamptz, ${cursor.id})`);
  }
  const by = dir === 'asc' ? asc : desc;
  const [rows, counts] = await Promise.all([
    getDb()
      .select({
        ticket: {
          id: supportTickets.id,
          subject: supportTickets.subject,
          topic: supportTickets.topic,
          orderId: supportTickets.orderId,
          lastMessageAt: supportTickets.lastMessageAt,
          lastMessageBy: supportTickets.lastMessageBy,
          lastMessageExcerpt: supportTickets.lastMessageExcerpt,
          inboxAt: supportTickets.inboxAt,
          createdAt: supportTickets.createdAt,
        },
        key: instantKey,
        customer: { id: users.id, name: users.name },
        orderNumber: orders.number,
        assignee: { id: assignee.id, name: assignee.name },
      })
      .from(supportTickets)
      .innerJoin(users, eq(users.id, supportTickets.userId))
      .leftJoin(orders, eq(orders.id, supportTickets.orderId))
      .leftJoin(assignee, eq(assignee.id, supportTickets.assignedToId))
      .where(and(...page))
      .orderBy(by(supportTickets.inboxAt), by(supportTickets.id))
      .limit(query.perPage + 1),
    countTabs(where),
  ]);
  const shown = rows.slice(0, query.perPage);
  const last = shown[shown.length - 1];
  const tickets: InboxRow[] = shown.map((row) => ({
    id: row.ticket.id,
    subject: row.ticket.subject,
    topicLabel: TICKET_TOPIC_LABELS[row.ticket.topic as TicketTopic] ?? row.ticket.topic,
    state,
    stateLabel: INBOX_STATE_LABELS[state],
    customer: row.customer,
    order: row.ticket.orderId !== null && row.orderNumber ? { id: row.ticket.orderId, number: row.orderNumber } : null,
    assignee: row.assignee?.id ? { id: row.assignee.id, name: row.assignee.name } : null,
    lastMessage: { by: row.ticket.lastMessageBy as 'customer' | 'staff', excerpt: row.ticket.lastMessageExcerpt, at: row.ticket.lastMessageAt.toISOString() },
    since: (row.ticket.inboxAt ?? row.ticket.lastMessageAt).toISOString(),
    createdAt: row.ticket.createdAt.toISOString(),
  }));
  const next = rows.length > query.perPage && last ? encodeCursor(state, last.key, last.ticket.id) : null;
  return { state, tickets, counts, countBound: INBOX_COUNT_BOUND, next, perPage: query.perPage };
}
