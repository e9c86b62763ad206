// The road to the door (issue 24): dispatch's board and its riders, the rider's own day and steps, cash per rider.
// `import { … } from '@/lib/server/services/deliveries'`.
export * from './dispatch';
export * from './rider';
export { roadOrder } from './road-orders';
export type * from './types';
