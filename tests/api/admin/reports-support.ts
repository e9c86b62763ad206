import { TZDate } from '@date-fns/tz';
import { and, eq } from 'drizzle-orm';
import { slotWindow } from '@/lib/domain/delivery/schedule';
import { KATHMANDU_TZ } from '@/lib/domain/kathmandu-time';
import type { OrderStatus } from '@/lib/domain/order-types';
import { getDb } from '@/lib/server/db/client';
import { deliveryMethods, orderItems, orders, timeSlots } from '@/lib/server/db/schema';
import { placeId } from '../delivery/seeded';

// Orders for the reports' tests, written straight into the tables with every column the reports read set to a known
// value (when placed, status, totals, slot, place, rider, delivered_at, cash): the workflow that would set them is
// other screens' (and tested there); here only the arithmetic over them is under test.

let serial = 0;

/** An instant given as Kathmandu wall-clock time: at('2030-03-02 00:10'). */
export function at(local: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})$/.exec(local);
  if (!match) throw new Error(`not a Kathmandu time: ${local}`);
  const [, y, mo, d, h, mi] = match.map(Number) as number[];
  return new Date(new TZDate(y!, mo! - 1, d!, h!, mi!, 0, KATHMANDU_TZ).getTime());
}

export type SlotRef = { method: 'standard' | 'express' | 'midnight'; label: string };
export const NOON: SlotRef = { method: 'standard', label: '12 PM – 3 PM' };
export const AFTERNOON: SlotRef = { method: 'standard', label: '3 PM – 6 PM' };
export const MIDNIGHT: SlotRef = { method: 'midnight', label: '11 PM – 12 AM (midnight)' };

async function slotRow(ref: SlotRef) {
  const [row] = await getDb()
    .select({ id: timeSlots.id, label: timeSlots.label, startMinute: timeSlots.startMinute, endMinute: timeSlots.endMinute })
    .from(timeSlots)
    .innerJoin(deliveryMethods, eq(deliveryMethods.id, timeSlots.methodId))
    .where(and(eq(deliveryMethods.code, ref.method), eq(timeSlots.label, ref.label)));
  if (!row) throw new Error(`seed has no ${ref.method} slot ${ref.label}`);
  return row;
}

export type Line = { productId: number | null; name: string; quantity: number; unitPrice: number; kind?: 'product' | 'accessory' | 'gift' | 'prize' };

export type OrderSpec = {
  userId: number;
  placedAt: Date;
  status: OrderStatus;
  total: number;
  deliveryCharge?: number;
  deliveryDate: string;
  slot?: SlotRef;
  place?: string;
  paymentMethod?: 'cod' | 'esewa' | 'khalti';
  paymentStatus?: 'unpaid' | 'paid' | 'refunded';
  riderId?: number | null;
  deliveredAt?: Date | null;
  cashCollected?: number | null;
  refundStatus?: 'due' | 'done' | null;
  lines?: Line[];
};

/** One order as the reports will read it; returns its id and number. */
export async function makeOrder(spec: OrderSpec): Promise<{ id: number; number: string }> {
  serial += 1;
  const slot = await slotRow(spec.slot ?? NOON);
  const window = slotWindow(spec.deliveryDate, slot);
  const locationId = await placeId(getDb(), spec.place ?? 'new-baneshwor');
  const number = `RPT-${Date.now().toString(36)}-${serial}`;
  const [row] = await getDb()
    .insert(orders)
    .values({
      number,
      userId: spec.userId,
      status: spec.status,
      paymentStatus: spec.paymentStatus ?? 'unpaid',
      paymentMethod: spec.paymentMethod ?? 'cod',
      subtotal: spec.total - (spec.deliveryCharge ?? 0),
      deliveryCharge: spec.deliveryCharge ?? 0,
      total: spec.total,
      locationId,
      address: {
        addressId: 0,
        alias: 'Home',
        receiverName: 'Aama Sharma',
        phoneNumber: '9841234567',
        secondaryPhoneNumber: null,
        landmark: 'Blue gate',
        deliveryLocationId: locationId,
        locationLabel: null,
        xCoord: null,
        yCoord: null,
      },
      deliveryDate: spec.deliveryDate,
      deliveryMethod: spec.slot?.method ?? 'standard',
      slotId: slot.id,
      slotLabel: slot.label,
      slotStartsAt: new Date(window.start.getTime()),
      slotEndsAt: new Date(window.end.getTime()),
      riderId: spec.riderId ?? null,
      deliveredAt: spec.deliveredAt ?? null,
      cashCollected: spec.cashCollected ?? null,
      refundStatus: spec.refundStatus ?? null,
      refundAmount: spec.refundStatus ? spec.total : null,
      cancelledAt: spec.status === 'cancelled' ? spec.placedAt : null,
      createdAt: spec.placedAt,
      updatedAt: spec.placedAt,
    })
    .returning({ id: orders.id, number: orders.number });
  const lines = spec.lines ?? [];
  if (lines.length) {
    await getDb()
      .insert(orderItems)
      .values(
        lines.map((line) => ({
          orderId: row!.id,
          kind: line.kind ?? 'product',
          productId: line.kind === 'accessory' ? null : line.productId,
          name: line.name,
          slug: 'report-test',
          image: '',
          unitPrice: line.unitPrice,
          quantity: line.quantity,
          lineTotal: line.unitPrice * line.quantity,
        })),
      );
  }
  return row!;
}
