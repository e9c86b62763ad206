import { and, asc, eq, like } from 'drizzle-orm';
import type { NextRequest } from 'next/server';
import { addDaysToKey, kathmanduDayStart } from '@/lib/domain/delivery/schedule';
import { kathmanduDateKey } from '@/lib/domain/kathmandu-time';
import type { OrderStatus } from '@/lib/domain/order-types';
import type { StaffRole } from '@/lib/domain/staff-roles';
import { getDb } from '@/lib/server/db/client';
import { notifications, orders, orderStatusHistory, users } from '@/lib/server/db/schema';
import { advanceOrder, placeOrder } from '@/lib/server/services/orders';
import { callRoute } from '../support/call-route';
import { freshIp } from '../support/isolation';
import { newStaffMember } from '../support/users';
import { checkoutBody, ORIGIN, shopper, type Customer } from '../orders/support';

// Orders on the road for the dispatch and rider tests: placed through the real services, walked by the shop to the
// step a test needs, and riders with names and numbers.

type Handler = (request: NextRequest, context: { params: Promise<{ id: string }> }) => Promise<Response>;
export type Caller = { headers: Record<string, string> } | null;

/** Calls a back-office route as `who` (null: a visitor), from a client address of its own. */
export function adminCall(handler: Handler, url: string, who: Caller, options: { body?: unknown; id?: number | string } = {}) {
  return callRoute<{ id: string }>(handler, {
    url,
    method: options.body === undefined ? 'GET' : 'POST',
    body: options.body,
    params: { id: String(options.id ?? '') },
    headers: { origin: ORIGIN, ...freshIp(), ...(who?.headers ?? {}) },
  });
}

let phones = 0;

const uniquePhone = (prefix: string) => {
  phones += 1;
  return `${prefix}${String(phones).padStart(2, '0')}${String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0')}`;
};

/** A rider with a full name and a mobile number of their own (the customer sees the first name and the number). */
export async function newRider(name = 'Ramesh Thapa') {
  const rider = await newStaffMember('rider', name);
  const phone = uniquePhone('97');
  await getDb().update(users).set({ phone }).where(eq(users.id, rider.id));
  return { ...rider, phone, userId: rider.id };
}

export const staff = (role: StaffRole) => newStaffMember(role);

const STEPS: readonly OrderStatus[] = ['confirmed', 'baking', 'ready'];

/**
 * A customer's cash-on-delivery order, walked by the shop up to `status` (placed … ready). `today` moves its delivery
 * to today's same slot, for the screens that show today's work.
 */
export async function orderAt(status: 'placed' | 'confirmed' | 'baking' | 'ready' = 'ready', options: { paymentMethod?: string; today?: Date } = {}) {
  const s = await shopper(1);
  // A number on the account, so the customer's SMS are queued too.
  await getDb().update(users).set({ phone: uniquePhone('98') }).where(eq(users.id, s.customer.userId));
  const { order } = await placeOrder(s.customer.userId, await checkoutBody(s.addressId, { paymentMethod: options.paymentMethod ?? 'cod' }));
  for (const step of STEPS.slice(0, STEPS.indexOf(status as OrderStatus) + 1)) await advanceOrder(order.id, step);
  if (options.today) await moveToDay(order.id, kathmanduDateKey(options.today));
  return { customer: s.customer as Customer, order: await orderRow(order.id) };
}

/** Moves an order's delivery to `date`, same slot hours (tests of "today" whatever day they run). */
export async function moveToDay(orderId: number, date: string) {
  const row = await orderRow(orderId);
  const shift = kathmanduDayStart(date).getTime() - kathmanduDayStart(row.deliveryDate).getTime();
  await getDb()
    .update(orders)
    .set({ deliveryDate: date, slotStartsAt: new Date(row.slotStartsAt.getTime() + shift), slotEndsAt: new Date(row.slotEndsAt.getTime() + shift) })
    .where(eq(orders.id, orderId));
}

export const tomorrowOf = (now: Date) => addDaysToKey(kathmanduDateKey(now), 1);

export async function orderRow(orderId: number) {
  const [row] = await getDb().select().from(orders).where(eq(orders.id, orderId));
  if (!row) throw new Error(`order ${orderId} is gone`);
  return row;
}

export async function historyOf(orderId: number) {
  return getDb().select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, orderId)).orderBy(asc(orderStatusHistory.id));
}

/** The queued messages about this order for `event` (every trip: subject '<id>' or '<id>.<trip>'). */
export async function noticesOf(orderId: number, event: string) {
  const rows = await getDb()
    .select()
    .from(notifications)
    .where(and(eq(notifications.event, `order.${event}`), like(notifications.subjectId, `${orderId}%`)));
  return rows.filter((row) => row.subjectId === String(orderId) || row.subjectId.startsWith(`${orderId}.`));
}

/** Gives the order to the rider directly (the dispatch tests test the route). */
export async function giveTo(orderId: number, riderId: number) {
  await getDb().update(orders).set({ riderId, assignedAt: new Date() }).where(eq(orders.id, orderId));
}
