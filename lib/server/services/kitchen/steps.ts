import 'server-only';
import { KITCHEN_STEPS, type KitchenStep } from '@/lib/domain/kitchen';
import { ORDER_STATUS_LABELS, type OrderDetail } from '@/lib/domain/order-types';
import { ApiError } from '@/lib/server/http/errors';
import { moveOrder } from '@/lib/server/services/orders';

// The kitchen's two buttons: "Start baking" (confirmed → baking) and "Ready" (baking → ready). Each is one moveOrder
// by the staff member who pressed it: the order row is locked, the move recorded with who and when, the customer told.
// A double tap is one move: the second finds the order already moved and is refused (409), nothing written twice.

/** Moves the order one kitchen step; 404 for an unknown order, 409 when it is not where that step starts. */
export function moveThroughKitchen(orderId: number, step: KitchenStep, staffUserId: number, now?: Date): Promise<OrderDetail> {
  const { from, to } = KITCHEN_STEPS[step];
  return moveOrder(orderId, to, { kind: 'shop', userId: staffUserId }, {
    now,
    check: (order) => {
      if (order.status === from) return;
      // Said in the kitchen's words: a placed order waits for the shop to confirm it (payment, a call), never baked blind.
      const message =
        order.status === 'placed'
          ? 'This order is not confirmed yet: it can be baked once the shop confirms it.'
          : `This order is ${ORDER_STATUS_LABELS[order.status].toLowerCase()}: “${KITCHEN_STEPS[step].label}” is for an order that is ${ORDER_STATUS_LABELS[from].toLowerCase()}.`;
      throw new ApiError(409, message, 'invalid_transition');
    },
  });
}
