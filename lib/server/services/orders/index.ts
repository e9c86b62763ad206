// The orders services (checkout, orders, paying for them): `import { … } from '@/lib/server/services/orders'`.
export * from './place-order';
export * from './checkout-delivery';
export * from './queries';
export * from './status';
export * from './feedback';
export * from './payment';
export { buildOrderDetail, ownOrder, orderNotFound } from './views';
