import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { orders, users } from '@/lib/server/db/schema';
import { enqueueUserNotice, type NotificationDb } from '@/lib/server/services/notifications/enqueue';
import type { NoticeTemplate } from '@/lib/server/services/notifications/types';
import { absoluteLink, linkOrigin } from '@/lib/server/site-origin';
import { ORDER_EVENTS, orderNotice, orderPagePath, type OrderEvent, type OrderNoticeFacts } from './notice-content';
import { buildOrderDetail } from './views';

// Order steps as notifications: queued in the transaction that makes the step (place-order, the payment's onPaid,
// cancellation, the shop's advance to out for delivery), rendered from the order when sent.

/**
 * Queues "tell the customer" for this step of the order; answers 0 when this step was already told. A step that can
 * happen again (the rider's second trip) names its trip: the subject is then '<order id>.<trip>'.
 */
export function noticeOrder(
  db: NotificationDb,
  order: { id: number; userId: number },
  event: OrderEvent,
  facts: OrderNoticeFacts = {},
  trip = 1,
): Promise<number> {
  return enqueueUserNotice(db, order.userId, { event: `order.${event}`, subjectId: trip > 1 ? `${order.id}.${trip}` : order.id, data: facts });
}

function template(event: OrderEvent): NoticeTemplate {
  return async (subjectId, data) => {
    const facts = data as OrderNoticeFacts;
    const [row] = await getDb()
      .select({ order: orders, name: users.name })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(eq(orders.id, Number.parseInt(String(subjectId), 10)));
    if (!row) return null;
    const order = await buildOrderDetail(row.order);
    // The rule decides again at send time: SITE_URL if the shop has one by now, else the origin recorded (if the shop
    // still answers there), else its own address.
    const link = absoluteLink(orderPagePath(order.id), linkOrigin('requester', facts.origin));
    return orderNotice(event, order, facts, link, row.name);
  };
}

export const ORDER_NOTICE_TEMPLATES: Record<string, NoticeTemplate> = Object.fromEntries(
  ORDER_EVENTS.map((event) => [`order.${event}`, template(event)]),
);
