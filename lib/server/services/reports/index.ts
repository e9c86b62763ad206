// The reports services (issue 24): `import { … } from '@/lib/server/services/reports'`.
export * from './period';
export * from './sales';
export * from './places';
export * from './products';
export * from './deliveries';
export * from './cash';
export * from './load';
export * from './today';
