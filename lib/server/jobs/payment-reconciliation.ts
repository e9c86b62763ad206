import 'server-only';
import { reconcilePayments } from '@/lib/server/services/payments/reconcile';
import type { JobDefinition } from './queue';

// Every 5 minutes: eSewa and Khalti payments with no callback 15 minutes on are settled from the gateway's status API
// (lib/server/services/payments/reconcile.ts). Under PAYMENT_SIMULATOR the simulators answer, as for the shop.
export const paymentReconciliation: JobDefinition = {
  name: 'payment-reconciliation',
  cron: '*/5 * * * *',
  retry: { limit: 3, delaySeconds: 30 },
  expireInSeconds: 15 * 60,
  run: (now) => reconcilePayments({ now }),
};
