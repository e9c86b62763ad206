// The kitchen's services (issue 24): `import { … } from '@/lib/server/services/kitchen'`.
export * from './board';
export * from './steps';
export * from './tickets';
export * from './slots';
