import 'server-only';
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { CancellationReason, OrderDetail, OrderSummary } from '@/lib/domain/order-types';
import { getDb } from '@/lib/server/db/client';
import { cancellationReasons, orders } from '@/lib/server/db/schema';
import type { Pagination } from '@/lib/server/http/respond';
import { buildOrderDetail, ownOrder, summaries } from './views';

// order-listing, order-detail and the cart's unpaidOrders.

export const ORDERS_PER_PAGE = 10;

export async function listCancellationReasons(): Promise<CancellationReason[]> {
  return getDb()
    .select({ id: cancellationReasons.id, title: cancellationReasons.title })
    .from(cancellationReasons)
    .where(eq(cancellationReasons.isActive, true))
    .orderBy(asc(cancellationReasons.position), asc(cancellationReasons.id));
}

/** A page of the customer's orders, newest first, with the reasons they can cancel for (SPEC order list response). */
export async function listOrders(
  userId: number,
  page = 1,
): Promise<{ orders: OrderSummary[]; cancellationReasons: CancellationReason[]; pagination: Pagination }> {
  const db = getDb();
  const [[counted], rows, reasons] = await Promise.all([
    db.select({ n: sql<number>`count(*)::int` }).from(orders).where(eq(orders.userId, userId)),
    db
      .select()
      .from(orders)
      .where(eq(orders.userId, userId))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(ORDERS_PER_PAGE)
      .offset((page - 1) * ORDERS_PER_PAGE),
    listCancellationReasons(),
  ]);
  const total = Number(counted?.n ?? 0);
  return {
    orders: await summaries(rows),
    cancellationReasons: reasons,
    pagination: {
      total,
      count: rows.length,
      perPage: ORDERS_PER_PAGE,
      currentPage: page,
      totalPages: Math.max(1, Math.ceil(total / ORDERS_PER_PAGE)),
    },
  };
}

/** The customer's latest orders for the account home (orders_user_created_idx: a few index rows, no count). */
export async function recentOrders(userId: number, limit = 3): Promise<OrderSummary[]> {
  const rows = await getDb()
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
  return summaries(rows);
}

export async function orderDetail(userId: number, orderId: number): Promise<OrderDetail> {
  return buildOrderDetail(await ownOrder(userId, orderId));
}

/** The customer's online orders still waiting for their money (the cart shows them with Pay now). */
export async function unpaidOrders(userId: number): Promise<OrderSummary[]> {
  const rows = await getDb()
    .select()
    .from(orders)
    .where(
      and(eq(orders.userId, userId), eq(orders.paymentStatus, 'unpaid'), ne(orders.paymentMethod, 'cod'), ne(orders.status, 'cancelled')),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(5);
  return summaries(rows);
}
