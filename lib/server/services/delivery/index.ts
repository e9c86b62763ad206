// The delivery services, for route handlers and checkout: `import { … } from '@/lib/server/services/delivery'`.
export * from './places';
export * from './products';
export * from './methods';
export * from './schedule';
export * from './charge';
export * from './quote';
export * from './product-facts';
