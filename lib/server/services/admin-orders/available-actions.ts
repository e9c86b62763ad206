import { canTransition, type OrderPaymentStatus, type OrderStatus } from '@/lib/domain/order-types';
import { can, type StaffRole } from '@/lib/domain/staff-roles';
import type { AdminOrderActions } from './types';

// Which of the order page's buttons a staff member sees: what their role may do AND what the order's state allows.
// Only a guide for the page: every action checks both again on the server, on the locked row.

type OrderState = {
  status: OrderStatus;
  paymentStatus: OrderPaymentStatus;
  refundStatus: 'due' | 'done' | null;
};

/** Whether "Check with the gateway" has something to ask: an unpaid order with an online payment still pending. */
export const hasPendingOnlinePayment = (attempts: ReadonlyArray<{ gateway: string; status: string }>): boolean =>
  attempts.some((attempt) => attempt.gateway !== 'cod' && attempt.status === 'pending');

export function availableActions(role: StaffRole, order: OrderState, attempts: ReadonlyArray<{ gateway: string; status: string }>): AdminOrderActions {
  const decides = can(role, 'orders.decide');
  const pays = can(role, 'orders.payments');
  return {
    confirm: decides && canTransition(order.status, 'confirmed'),
    cancel: decides && canTransition(order.status, 'cancelled'),
    refund: pays && order.refundStatus === 'due',
    checkGateway: pays && order.paymentStatus === 'unpaid' && hasPendingOnlinePayment(attempts),
  };
}
