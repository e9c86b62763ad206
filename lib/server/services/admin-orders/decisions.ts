import 'server-only';
import type { StaffRole } from '@/lib/domain/staff-roles';
import { moveOrder } from '@/lib/server/services/orders/status';
import { adminOrderView } from './detail';
import type { AdminOrderView } from './types';

// The shop's decisions on an order: confirm it (placed → confirmed) or cancel it with a reason, until the cake leaves.
// Both are moveOrder with the staff member as the actor, so the rules (NEXT_STATUSES, 409 for a move the status does
// not allow, a reason required to cancel, refund due for a paid order, stock and slot given back, the customer told)
// are the ones every other move follows, and the history records who did it.

export type StaffMember = { userId: number; role: StaffRole };

/** POST admin/orders/{id}/confirm. */
export async function confirmOrderByStaff(orderId: number, staff: StaffMember, now?: Date): Promise<AdminOrderView> {
  await moveOrder(orderId, 'confirmed', { kind: 'shop', userId: staff.userId }, { now });
  return adminOrderView(orderId, staff.role);
}

/** POST admin/orders/{id}/cancel {reason}: the reason is kept in the history and told to the customer. */
export async function cancelOrderByStaff(orderId: number, staff: StaffMember, reason: string, now?: Date): Promise<AdminOrderView> {
  await moveOrder(orderId, 'cancelled', { kind: 'shop', userId: staff.userId }, { reason, now });
  return adminOrderView(orderId, staff.role);
}
