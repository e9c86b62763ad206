// The back office's orders (issue 24): the list, the staff view of one order, and what staff do to it.
export { listAdminOrders, COUNT_BOUND } from './list';
export { adminOrderView, buildAdminOrderView, adminOrderNotFound } from './detail';
export { confirmOrderByStaff, cancelOrderByStaff, type StaffMember } from './decisions';
export { markRefundDone } from './refunds';
export { checkOrderWithGateway } from './gateway-check';
export { orderDeliveryPhoto } from './delivery-photo';
export { availableActions } from './available-actions';
export type * from './types';
