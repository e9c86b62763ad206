import 'server-only';
import { connectionExpiry } from './connection-expiry';
import { notificationDelivery } from './notification-delivery';
import { orphanUploads } from './orphan-uploads';
import { paymentReconciliation } from './payment-reconciliation';
import { prizeExpiry } from './prize-expiry';
import type { JobDefinition } from './queue';
import { scheduleEdges } from './schedule-edges';

// Every background job of the shop (README "Background jobs"). A new job is a file here with its definition, added
// to this list; the worker (scripts/worker.ts) creates its queues and schedule on start.
export const JOBS: readonly JobDefinition[] = [paymentReconciliation, notificationDelivery, orphanUploads, prizeExpiry, scheduleEdges, connectionExpiry];

export { deadLetterQueue, jobsSchema, newQueue, setUpQueues, type JobDefinition } from './queue';
export { startWorker, type RunningWorker } from './worker';
