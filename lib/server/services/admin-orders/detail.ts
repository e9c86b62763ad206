import 'server-only';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import { ORDER_STATUS_LABELS } from '@/lib/domain/order-types';
import { isStaffRole, STAFF_ROLE_LABELS, type StaffRole } from '@/lib/domain/staff-roles';
import { getDb } from '@/lib/server/db/client';
import {
  cakeHeights,
  flavours,
  icingTypes,
  orderItems,
  orders,
  orderStatusHistory,
  paymentAttempts,
  users,
  type OrderItemRow,
  type OrderRow,
} from '@/lib/server/db/schema';
import { notFound } from '@/lib/server/http/errors';
import { gatewayLabel } from '@/lib/server/payments/registry';
import { loadMethods } from '@/lib/server/services/delivery';
import { totalsOf } from '@/lib/server/services/orders/views';
import { availableActions } from './available-actions';
import type { AdminCakeOptions, AdminOrderLine, AdminOrderView, AdminTimelineEntry, StaffActor } from './types';

// An order as staff see it (GET admin/orders/{id}, /admin/orders/{id}): everything the customer's page shows and what
// only the shop needs — the customer's contacts, each cake's choices one by one, every payment attempt with the
// gateway's reference, the refund, the rider's steps, and a timeline saying who did each thing.

export const adminOrderNotFound = () => notFound('Order');

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

/** Where an uploaded picture (a photo cake's photo, the rider's photo at the door) is served. */
const uploadUrl = (id: string | null | undefined): string | null => (id ? `/media/uploads/${id}` : null);

/** The pin on a map a rider's phone opens (the address book stores longitude as x, latitude as y). */
function mapUrl(x: number | null, y: number | null): string | null {
  if (x === null || y === null || !Number.isFinite(x) || !Number.isFinite(y)) return null;
  return `https://www.google.com/maps/search/?api=1&query=${y},${x}`;
}

export function actorOf(row: { id: number; name: string; role: string } | null): StaffActor | null {
  if (!row) return null;
  return { id: row.id, name: row.name, role: row.role, roleLabel: isStaffRole(row.role) ? STAFF_ROLE_LABELS[row.role] : 'Customer' };
}

function whoText(by: string, person: StaffActor | null, customerName: string): string {
  if (by === 'payment') return 'Payment';
  // Placing an order records no person (the order's own customer did it); a cancellation records them.
  if (by === 'customer') return `Customer (${person?.name ?? customerName})`;
  if (person) return `${person.name} (${person.roleLabel})`;
  return by === 'rider' ? 'Rider' : 'The shop';
}

type Names = { flavours: Map<number, string>; icings: Map<string, string>; heights: Map<string, string> };

async function optionNames(items: OrderItemRow[]): Promise<Names> {
  const db = getDb();
  const flavourIds = [...new Set(items.map((i) => i.options.flavorId).filter((id): id is number => typeof id === 'number'))];
  const icingCodes = [...new Set(items.map((i) => i.options.icingType).filter((code): code is string => typeof code === 'string'))];
  const productIds = [...new Set(items.filter((i) => i.options.height && i.productId !== null).map((i) => i.productId!))];
  const [flavourRows, icingRows, heightRows] = await Promise.all([
    flavourIds.length ? db.select({ id: flavours.id, name: flavours.name }).from(flavours).where(inArray(flavours.id, flavourIds)) : [],
    icingCodes.length ? db.select({ code: icingTypes.code, name: icingTypes.name }).from(icingTypes).where(inArray(icingTypes.code, icingCodes)) : [],
    productIds.length
      ? db.select({ productId: cakeHeights.productId, code: cakeHeights.code, label: cakeHeights.label }).from(cakeHeights).where(inArray(cakeHeights.productId, productIds))
      : [],
  ]);
  return {
    flavours: new Map(flavourRows.map((r) => [r.id, r.name])),
    icings: new Map(icingRows.map((r) => [r.code, r.name])),
    heights: new Map(heightRows.map((r) => [`${r.productId}|${r.code}`, r.label])),
  };
}

function cakeOf(item: OrderItemRow, names: Names): AdminCakeOptions | null {
  const o = item.options;
  const configured = [o.pound, o.tier, o.flavorId, o.icingType, o.message, o.photoUploadId, o.height].some((v) => v !== undefined && v !== null && v !== '');
  if (!configured && !o.eggless && !o.lessCream) return null;
  return {
    pound: o.pound ?? null,
    tiers: o.tier ?? null,
    height: o.height ? (names.heights.get(`${item.productId}|${o.height}`) ?? o.height) : null,
    flavour: o.flavorId !== undefined ? (names.flavours.get(o.flavorId) ?? `Flavour #${o.flavorId}`) : null,
    icing: o.icingType ? (names.icings.get(o.icingType) ?? o.icingType) : null,
    eggless: o.eggless === true,
    lessCream: o.lessCream === true,
    message: o.message?.trim() ? o.message : null,
    photoUrl: uploadUrl(o.photoUploadId),
  };
}

const LINE_KINDS = ['product', 'accessory', 'gift', 'prize'] as const;

function lineOf(item: OrderItemRow, names: Names): AdminOrderLine {
  return {
    id: item.id,
    kind: LINE_KINDS.find((k) => k === item.kind) ?? 'product',
    name: item.name,
    quantity: item.quantity,
    unitPrice: item.unitPrice,
    lineTotal: item.lineTotal,
    optionsSummary: item.optionsSummary,
    note: item.note,
    cake: cakeOf(item, names),
  };
}

async function personById(id: number | null) {
  if (id === null) return null;
  const [row] = await getDb().select({ id: users.id, name: users.name, role: users.role, phone: users.phone, email: users.email }).from(users).where(eq(users.id, id));
  return row ?? null;
}

/** The staff view of an order row. */
export async function buildAdminOrderView(order: OrderRow, role: StaffRole): Promise<AdminOrderView> {
  const db = getDb();
  const [items, history, attempts, customer, riderRow, refunder, methods] = await Promise.all([
    db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id)),
    db
      .select({ entry: orderStatusHistory, person: { id: users.id, name: users.name, role: users.role } })
      .from(orderStatusHistory)
      .leftJoin(users, eq(users.id, orderStatusHistory.byUserId))
      .where(eq(orderStatusHistory.orderId, order.id))
      .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id)),
    db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, order.id)).orderBy(desc(paymentAttempts.id)),
    personById(order.userId),
    personById(order.riderId),
    personById(order.refundedBy),
    loadMethods(),
  ]);
  const names = await optionNames(items);

  const timeline: AdminTimelineEntry[] = history.map(({ entry, person }) => {
    const actor = actorOf(person && person.id !== null ? person : null);
    return {
      id: entry.id,
      status: entry.status,
      label: ORDER_STATUS_LABELS[entry.status],
      by: entry.by,
      person: actor,
      who: whoText(entry.by, actor, customer?.name ?? ''),
      note: entry.note,
      at: entry.createdAt.toISOString(),
    };
  });

  return {
    id: order.id,
    number: order.number,
    status: order.status,
    statusLabel: ORDER_STATUS_LABELS[order.status],
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
    customer: {
      id: order.userId,
      name: customer?.name ?? '',
      email: customer?.email ?? null,
      phone: customer?.phone ?? null,
      ordersHref: `/admin/orders?customer=${order.userId}`,
    },
    address: { ...order.address, mapUrl: mapUrl(order.address.xCoord, order.address.yCoord) },
    delivery: {
      date: order.deliveryDate,
      slotLabel: order.slotLabel,
      startsAt: order.slotStartsAt.toISOString(),
      endsAt: order.slotEndsAt.toISOString(),
      method: order.deliveryMethod,
      methodName: methods.find((m) => m.code === order.deliveryMethod)?.name ?? order.deliveryMethod,
    },
    note: order.note,
    lines: items.map((item) => lineOf(item, names)),
    totals: totalsOf(order),
    couponCode: order.couponCode,
    payment: {
      method: order.paymentMethod,
      label: gatewayLabel(order.paymentMethod),
      status: order.paymentStatus,
      paidAt: iso(order.paidAt),
      attempts: attempts.map((a) => ({
        id: a.id,
        gateway: a.gateway,
        gatewayLabel: gatewayLabel(a.gateway),
        orderRef: a.orderRef,
        gatewayRef: a.gatewayRef,
        amount: a.amountPaisa,
        status: a.status,
        createdAt: a.createdAt.toISOString(),
        paidAt: iso(a.paidAt),
      })),
    },
    refund: order.refundStatus
      ? { status: order.refundStatus, amount: order.refundAmount ?? order.total, at: iso(order.refundedAt), by: actorOf(refunder) }
      : null,
    cancellation: order.status === 'cancelled' ? { reason: order.cancelReason ?? '', at: iso(order.cancelledAt) } : null,
    road: {
      rider: riderRow ? { id: riderRow.id, name: riderRow.name, phone: riderRow.phone } : null,
      assignedAt: iso(order.assignedAt),
      pickedUpAt: iso(order.pickedUpAt),
      arrivedAt: iso(order.arrivedAt),
      deliveredAt: iso(order.deliveredAt),
      // A private upload, shown to staff through the order (admin/orders/{id}/delivery-photo), never by its id alone.
      photoUrl: order.deliveryPhotoId ? `/api/dashboard/v1/admin/orders/${order.id}/delivery-photo` : null,
      cashCollected: order.cashCollected,
    },
    timeline,
    actions: availableActions(role, order, attempts),
  };
}

/** GET admin/orders/{id}: the order for staff of `role`, or 404. */
export async function adminOrderView(orderId: number, role: StaffRole): Promise<AdminOrderView> {
  const [order] = await getDb().select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw adminOrderNotFound();
  return buildAdminOrderView(order, role);
}
