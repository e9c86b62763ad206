// The catalogue services, for pages and route handlers: `import { … } from '@/lib/server/services/catalogue'`.
export * from './products';
export * from './categories';
export * from './search';
export * from './cakes';
export * from './stores';
export * from './occasions';
export { normaliseFilters, type FilterInput } from './product-list';
export * from './brands';
export * from './reviews';
export * from './add-review';
