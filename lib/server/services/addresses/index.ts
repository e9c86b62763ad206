// The delivery-address services, for route handlers, pages and checkout: `import { … } from '@/lib/server/services/addresses'`.
export * from './addresses';
export * from './availability';
export * from './view';
