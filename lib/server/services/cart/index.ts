// The cart services, for route handlers and pages: `import { … } from '@/lib/server/services/cart'`.
export * from './carts';
export * from './pricing';
export * from './items';
export * from './accessories';
export * from './coupons';
export * from './promotions';
export * from './view';
export { mergeGuestCart } from './merge';
export * from './ownership';
