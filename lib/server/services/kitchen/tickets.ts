import 'server-only';
import { eq } from 'drizzle-orm';
import { ticketsFor, type KitchenTicket } from '@/lib/domain/kitchen';
import { getDb } from '@/lib/server/db/client';
import { orders } from '@/lib/server/db/schema';
import { notFound } from '@/lib/server/http/errors';
import { loadDayOrders, loadSlotDefinitions } from './day';

// Kitchen tickets: one per cake, for a slot of a day (what the oven bakes for 4–6 pm) or for one order. Read from the
// same day's orders as the board, so a ticket says exactly what the board says.

export type KitchenTickets = { date: string; slot: { id: number; label: string; methodName: string } | null; orderId: number | null; tickets: KitchenTicket[] };

export async function loadKitchenTickets(input: { date?: string | undefined; slotId?: number | undefined; orderId?: number | undefined }): Promise<KitchenTickets> {
  let date = input.date;
  if (input.orderId !== undefined) {
    const [row] = await getDb().select({ deliveryDate: orders.deliveryDate }).from(orders).where(eq(orders.id, input.orderId)).limit(1);
    if (!row) throw notFound('Order');
    date = row.deliveryDate;
  }
  if (date === undefined) throw notFound('Delivery day');
  const definitions = await loadSlotDefinitions();
  const slot = input.slotId !== undefined ? definitions.find((d) => d.id === input.slotId) : undefined;
  if (input.slotId !== undefined && !slot) throw notFound('Slot');
  const methodNames = new Map(definitions.map((d) => [d.methodCode, d.methodName]));
  const dayOrders = await loadDayOrders(date, { slotId: input.slotId, orderId: input.orderId });
  return {
    date,
    slot: slot ? { id: slot.id, label: slot.label, methodName: slot.methodName } : null,
    orderId: input.orderId ?? null,
    tickets: ticketsFor(dayOrders.map((o) => ({ ...o, methodName: methodNames.get(o.deliveryMethod) ?? o.deliveryMethod }))),
  };
}
