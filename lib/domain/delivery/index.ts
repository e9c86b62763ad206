// Delivery rules shared by the API, checkout and the browser: `import { … } from '@/lib/domain/delivery'`.
export * from './lead-time';
export * from './schedule';
export * from './charge';
export * from './distance';
export * from './eligibility';
