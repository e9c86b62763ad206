import * as s from '@/lib/server/db/schema';
import { insertAll, syncSequence, type SeedExecutor } from './insert';

// The reasons a customer can give when cancelling an order (order-listing answers them as cancellationReasons).
// No demo orders: orders belong to real customers.

export const CANCELLATION_REASONS = [
  'I ordered by mistake',
  'I need it on a different date or time',
  'I want to change the items or the cake’s options',
  'I want to change the delivery address',
  'I found a better price elsewhere',
  'The payment did not go through',
  'Other',
] as const;

export async function seedOrders(db: SeedExecutor): Promise<Record<string, number>> {
  const rows = CANCELLATION_REASONS.map((title, index) => ({ id: index + 1, title, position: index }));
  await insertAll(db, s.cancellationReasons, rows);
  await syncSequence(db, s.cancellationReasons);
  return { cancellation_reasons: rows.length };
}
