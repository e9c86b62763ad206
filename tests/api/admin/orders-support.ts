import { eq } from 'drizzle-orm';
import type { NextRequest } from 'next/server';
import { GET as returnRoute } from '@/app/api/V2/payment/[gateway]/return/route';
import { POST as processRoute } from '@/app/api/V2/process-payment/route';
import type { StaffRole } from '@/lib/domain/staff-roles';
import { getDb } from '@/lib/server/db/client';
import { orders, orderStatusHistory, users } from '@/lib/server/db/schema';
import { deliverNotifications } from '@/lib/server/services/notifications';
import { placeOrder } from '@/lib/server/services/orders';
import { addressFor, call, deliveryChoice, fillCart, giftProduct, ORIGIN } from '../orders/support';
import { payOnEsewa, payOnKhalti } from '../payments/support/simulator-browser';
import { callRoute } from '../support/call-route';
import { freshIp } from '../support/isolation';
import { newSignedInUser, newStaffMember } from '../support/users';

// Orders, customers and staff for the back office's order tests (tests/api/admin/orders*, refunds*, gateway-check*),
// made through the real services: place-order, process-payment, the simulators' pages and the return route.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- list routes take no params, order routes take { id }
type Handler = (request: NextRequest, context: { params: Promise<any> }) => Promise<Response>;
export type Caller = { headers: Record<string, string> } | null;

let phoneCounter = 0;

/** A customer with an email and a mobile number (both get the order's messages). */
export async function newBuyer(name = 'Sita Sharma') {
  phoneCounter += 1;
  const phone = `98${String(phoneCounter % 100).padStart(2, '0')}${String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0')}`;
  const { id, token } = await newSignedInUser('buyer', name, { emailConfirmedAt: new Date(), phone });
  const [user] = await getDb().select({ email: users.email }).from(users).where(eq(users.id, id));
  return { userId: id, token, headers: { authorization: `Bearer ${token}` }, email: user!.email!, phone, name };
}
export type Buyer = Awaited<ReturnType<typeof newBuyer>>;

const addresses = new Map<number, number>();

/** A placed order, through checkout's own service: `quantity` of one gift, `daysAhead` days from now (Kathmandu). */
export async function placeFor(
  buyer: Buyer,
  options: { paymentMethod?: 'cod' | 'esewa' | 'khalti'; quantity?: number; daysAhead?: number; productOffset?: number; slot?: string } = {},
) {
  const addressId = addresses.get(buyer.userId) ?? (await addressFor(buyer.userId));
  addresses.set(buyer.userId, addressId);
  const product = await giftProduct(options.productOffset ?? 0);
  await fillCart(buyer.userId, product.id, options.quantity ?? 1);
  const choice = await deliveryChoice(options.daysAhead ?? 3);
  const { order } = await placeOrder(buyer.userId, { addressId, ...choice, paymentMethod: options.paymentMethod ?? 'cod' });
  await deliverNotifications(); // as place-order does after answering: the "placed" messages go now
  return { order, product };
}

export async function newOrder(options: Parameters<typeof placeFor>[1] & { name?: string } = {}) {
  const buyer = await newBuyer(options.name);
  const { order, product } = await placeFor(buyer, options);
  return { buyer, order, product };
}

/** The browser starts paying on eSewa or Khalti: the payment action process-payment answered. */
export async function startPaying(buyer: Buyer, orderId: number, gateway: 'esewa' | 'khalti') {
  const res = await call(processRoute, '/api/V2/process-payment', buyer, { method: 'POST', body: { orderId, gateway } });
  if (res.status !== 200) throw new Error(`process-payment failed: ${JSON.stringify(res.body)}`);
  return res.body.data.action as { kind: string; url: string; fields: Record<string, string> };
}

/** The customer decides on the gateway's page; the gateway's redirect back is returned, NOT followed. */
export async function decideAtGateway(buyer: Buyer, orderId: number, gateway: 'esewa' | 'khalti', decision: 'pay' | 'cancel' | 'pending') {
  const action = await startPaying(buyer, orderId, gateway);
  return gateway === 'esewa' ? payOnEsewa(action.fields, decision) : payOnKhalti(action.url, decision);
}

/** The gateway's redirect reaches our return route: the order is settled as a real payment would be. */
export async function comeBack(gateway: 'esewa' | 'khalti', params: Record<string, string>) {
  const res = await callRoute(returnRoute, { url: `/api/V2/payment/${gateway}/return?${new URLSearchParams(params)}`, params: { gateway } });
  if (res.status !== 303) throw new Error(`return route answered ${res.status}`);
}

/** An order paid through eSewa (confirmed by the payment). */
export async function paidOrder(options: Parameters<typeof placeFor>[1] = {}) {
  const placed = await newOrder({ ...options, paymentMethod: 'esewa' });
  const back = await decideAtGateway(placed.buyer, placed.order.id, 'esewa', 'pay');
  await comeBack('esewa', back.params);
  return placed;
}

/** Calls a back-office route as `who` (a staff member, a customer, or nobody), from an address of its own. */
export function asStaff(
  handler: Handler,
  url: string,
  who: Caller,
  options: { method?: string; body?: unknown; id?: number | string } = {},
) {
  return callRoute<Record<string, string>>(handler, {
    url,
    method: options.method ?? 'GET',
    body: options.body,
    params: options.id === undefined ? {} : { id: String(options.id) },
    headers: { origin: ORIGIN, ...freshIp(), ...(who?.headers ?? {}) },
  });
}

export async function staffOf(...roles: StaffRole[]) {
  return Promise.all(roles.map((role) => newStaffMember(role)));
}

export async function orderRow(orderId: number) {
  const [row] = await getDb().select().from(orders).where(eq(orders.id, orderId));
  return row!;
}

export async function historyOf(orderId: number) {
  return getDb().select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, orderId)).orderBy(orderStatusHistory.id);
}

/** An id no order has. */
export const UNKNOWN_ORDER = 2_000_000_000;
