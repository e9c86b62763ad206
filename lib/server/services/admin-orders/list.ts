import 'server-only';
import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { linesInBrief, type OrderLine } from '@/lib/domain/order-lines';
import { ORDER_STATUS_LABELS } from '@/lib/domain/order-types';
import { getDb } from '@/lib/server/db/client';
import { orderItems, orders, users } from '@/lib/server/db/schema';
import { gatewayLabel } from '@/lib/server/payments/registry';
import { MAX_INT } from '@/lib/validation/ids';
import type { AdminOrderListQuery, SortDirection } from '@/lib/validation/admin-orders';
import { decodeCursor, encodeCursor, type Cursor } from './cursor';
import type { AdminOrderList, AdminOrderRow } from './types';

// The back office's order list (GET admin/orders, /admin/orders): filters, sort and paging all happen here, in SQL.
//
// Paging is keyset, never OFFSET: each page asks for the rows after (or before) the last row shown, by its sort keys
// and id, so page 40 is one index range like page 1 and its cost does not grow with its depth. Each sort has an index
// to walk: placed time → orders_created_idx (created_at, id); delivery → orders_delivery_slot_idx (delivery_date,
// slot_id), the slot's start breaking ties within a day (an incremental sort of one day's orders); total has no index
// of its own, so it is a top-N over the matching rows (bounded memory, no deeper for a later page). The filters that
// narrow most have indexes too: the delivery date (orders_delivery_slot_idx), refund due (orders_refund_due_idx), one
// customer (orders_user_created_idx). The total shown is counted up to COUNT_BOUND rows: "1,000+" costs what 1,000 does.

export const COUNT_BOUND = 1000;

const rider = alias(users, 'rider');

/** The sort keys as the cursor carries them: the database's own microseconds (see cursor.ts). */
const instantKey = (column: typeof orders.createdAt | typeof orders.slotStartsAt) =>
  sql<string>`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const containsPattern = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A Nepali mobile number as typed ('+977 984-1234567', '9841234567') → its 10 national digits, else null. */
function mobileDigits(q: string): string | null {
  const digits = q.replace(/[\s()+-]/g, '');
  if (!/^\d+$/.test(digits)) return null;
  const national = digits.length === 13 && digits.startsWith('977') ? digits.slice(3) : digits;
  return /^9\d{9}$/.test(national) ? national : null;
}

/** An order number as staff read it off a receipt or the phone: 'UG-2611-000123', '000123', '123' → the order id. */
function orderIdFrom(q: string): number | null {
  const match = /^(?:UG-?\d{4}-?)?0*(\d{1,10})$/i.exec(q.replace(/\s+/g, ''));
  const id = match ? Number(match[1]) : NaN;
  return Number.isInteger(id) && id > 0 && id <= MAX_INT ? id : null;
}

/**
 * Search by order number, the customer's name or email, or a phone number (the customer's, or the receiver's on the
 * address). Number and customer go through indexes (the primary key; users' trigram name index, then the customer's
 * orders); the receiver's phone is read from the address snapshot, which no index holds, so that arm filters the
 * rows it walks.
 */
function searchCondition(q: string): SQL {
  const arms: SQL[] = [];
  const id = orderIdFrom(q);
  if (id !== null) arms.push(eq(orders.id, id));
  const mobile = mobileDigits(q);
  if (mobile) {
    arms.push(inArray(orders.userId, getDb().select({ id: users.id }).from(users).where(eq(users.phone, mobile))));
    arms.push(sql`(${orders.address}->>'phoneNumber' = ${mobile} OR ${orders.address}->>'secondaryPhoneNumber' = ${mobile})`);
  }
  if (/\p{L}/u.test(q)) {
    const byCustomer = q.includes('@') ? sql`lower(${users.email}) = ${q.toLowerCase()}` : sql`lower(${users.name}) LIKE ${containsPattern(q)}`;
    arms.push(inArray(orders.userId, getDb().select({ id: users.id }).from(users).where(byCustomer)));
  }
  return arms.length ? or(...arms)! : sql`false`;
}

function filterConditions(query: AdminOrderListQuery): SQL[] {
  const where: SQL[] = [];
  if (query.status) where.push(eq(orders.status, query.status));
  if (query.payment) where.push(eq(orders.paymentStatus, query.payment));
  if (query.method) where.push(eq(orders.paymentMethod, query.method));
  if (query.refund) where.push(eq(orders.refundStatus, query.refund));
  if (query.date) where.push(eq(orders.deliveryDate, query.date));
  if (query.customer) where.push(eq(orders.userId, query.customer));
  if (query.q) where.push(searchCondition(query.q));
  return where;
}

/** The sort's columns, most significant first; every sort ends with the id so the order is total. */
function sortColumns(sort: AdminOrderListQuery['sort']) {
  if (sort === 'delivery') return [orders.deliveryDate, orders.slotStartsAt, orders.id] as const;
  if (sort === 'total') return [orders.total, orders.id] as const;
  return [orders.createdAt, orders.id] as const;
}

/** Rows strictly past the cursor in the direction read: one row comparison, which PostgreSQL turns into an index range. */
function keysetCondition(cursor: Cursor, forward: boolean): SQL {
  // Reading forward in a descending list, or backward in an ascending one, goes to smaller keys.
  const smaller = (cursor.dir === 'desc') === forward;
  const op = sql.raw(smaller ? '<' : '>');
  if (cursor.sort === 'placed') return sql`(${orders.createdAt}, ${orders.id}) ${op} (${cursor.createdAt}::timestamptz, ${cursor.id})`;
  if (cursor.sort === 'delivery') {
    return sql`(${orders.deliveryDate}, ${orders.slotStartsAt}, ${orders.id}) ${op} (${cursor.deliveryDate}::date, ${cursor.slotStartsAt}::timestamptz, ${cursor.id})`;
  }
  return sql`(${orders.total}, ${orders.id}) ${op} (${cursor.total}::integer, ${cursor.id})`;
}

type ListedRow = {
  id: number;
  number: string;
  createdAt: Date;
  createdKey: string;
  slotKey: string;
  userId: number;
  customerName: string;
  customerPhone: string | null;
  deliveryDate: string;
  slotLabel: string;
  address: { locationLabel: string | null };
  deliveryMethod: string;
  total: number;
  paymentMethod: string;
  paymentStatus: AdminOrderRow['paymentStatus'];
  refundStatus: 'due' | 'done' | null;
  status: AdminOrderRow['status'];
  riderId: number | null;
  riderName: string | null;
};

function cursorOf(row: ListedRow, query: AdminOrderListQuery): string {
  const base = { dir: query.dir, id: row.id };
  if (query.sort === 'delivery') return encodeCursor({ ...base, sort: 'delivery', deliveryDate: row.deliveryDate, slotStartsAt: row.slotKey });
  if (query.sort === 'total') return encodeCursor({ ...base, sort: 'total', total: row.total });
  return encodeCursor({ ...base, sort: 'placed', createdAt: row.createdKey });
}

async function briefs(orderIds: number[]): Promise<Map<number, string>> {
  const map = new Map<number, OrderLine[]>();
  if (orderIds.length > 0) {
    const rows = await getDb().select().from(orderItems).where(inArray(orderItems.orderId, orderIds)).orderBy(asc(orderItems.id));
    for (const row of rows) {
      const kind = (['product', 'accessory', 'gift', 'prize'] as const).find((k) => k === row.kind) ?? 'product';
      map.set(row.orderId, [...(map.get(row.orderId) ?? []), { ...row, kind }]);
    }
  }
  return new Map(orderIds.map((id) => [id, linesInBrief(map.get(id) ?? [])]));
}

async function countMatching(where: SQL[]): Promise<number> {
  const matching = getDb()
    .select({ one: sql`1` })
    .from(orders)
    .where(and(...where))
    .limit(COUNT_BOUND + 1)
    .as('matching');
  const [row] = await getDb().select({ n: sql<number>`count(*)::int` }).from(matching);
  return row?.n ?? 0;
}

function toRow(row: ListedRow, itemsBrief: string): AdminOrderRow {
  return {
    id: row.id,
    number: row.number,
    createdAt: row.createdAt.toISOString(),
    customer: { id: row.userId, name: row.customerName, phone: row.customerPhone },
    deliveryDate: row.deliveryDate,
    slotLabel: row.slotLabel,
    area: row.address.locationLabel ?? '',
    deliveryMethod: row.deliveryMethod,
    itemsBrief,
    total: row.total,
    paymentMethod: row.paymentMethod,
    paymentLabel: gatewayLabel(row.paymentMethod),
    paymentStatus: row.paymentStatus,
    refundStatus: row.refundStatus,
    status: row.status,
    statusLabel: ORDER_STATUS_LABELS[row.status],
    rider: row.riderId !== null && row.riderName !== null ? { id: row.riderId, name: row.riderName } : null,
  };
}

/** One page of orders for the back office. A cursor from another sort, or a tampered one, is a 400. */
export async function listAdminOrders(query: AdminOrderListQuery): Promise<AdminOrderList> {
  const raw = query.after ?? query.before;
  const cursor = raw ? decodeCursor(raw, query.sort, query.dir) : null;
  const forward = !query.before;
  const filters = filterConditions(query);
  const where = cursor ? [...filters, keysetCondition(cursor, forward)] : filters;
  // Reading backward (the page before) walks the index the other way, then the page is turned round.
  const direction: SortDirection = forward ? query.dir : query.dir === 'asc' ? 'desc' : 'asc';
  const by = direction === 'asc' ? asc : desc;

  const [fetched, total] = await Promise.all([
    getDb()
      .select({
        id: orders.id,
        number: orders.number,
        createdAt: orders.createdAt,
        createdKey: instantKey(orders.createdAt),
        slotKey: instantKey(orders.slotStartsAt),
        userId: orders.userId,
        customerName: users.name,
        customerPhone: users.phone,
        deliveryDate: orders.deliveryDate,
        slotLabel: orders.slotLabel,
        address: orders.address,
        deliveryMethod: orders.deliveryMethod,
        total: orders.total,
        paymentMethod: orders.paymentMethod,
        paymentStatus: orders.paymentStatus,
        refundStatus: orders.refundStatus,
        status: orders.status,
        riderId: rider.id,
        riderName: rider.name,
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .leftJoin(rider, eq(rider.id, orders.riderId))
      .where(and(...where))
      .orderBy(...sortColumns(query.sort).map((column) => by(column)))
      .limit(query.perPage + 1),
    countMatching(filters),
  ]);

  const more = fetched.length > query.perPage;
  const page = fetched.slice(0, query.perPage);
  if (!forward) page.reverse();
  const first = page[0];
  const last = page[page.length - 1];
  // Forward: a next page when a row beyond this one exists, a previous one when we came here by a cursor.
  // Backward: the reverse — the page we came from is always there to go back to.
  const next = last && (forward ? more : true) ? cursorOf(last, query) : null;
  const previous = first && (forward ? cursor !== null : more) ? cursorOf(first, query) : null;
  const briefByOrder = await briefs(page.map((row) => row.id));

  return {
    orders: page.map((row) => toRow(row, briefByOrder.get(row.id) ?? '')),
    cursors: { next, previous },
    total: Math.min(total, COUNT_BOUND),
    totalIsLowerBound: total > COUNT_BOUND,
    perPage: query.perPage,
    query,
  };
}
