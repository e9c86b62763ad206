// The wishlist services, for route handlers and pages: `import { … } from '@/lib/server/services/wishlist'`.
export * from './wishlist';
export { cartProductIds } from './cart-products';
