import 'server-only';
import { waitingStatus, type ApplicationKind } from '@/lib/domain/applications';
import { boundedWaiting } from './queue';

// How many of each kind wait for staff, for the queue's tabs: four bounded counts on the (status, created_at, id)
// indexes, so the tabs cost the same with 100 or 100,000 rows behind them.

const TABLES: Record<ApplicationKind, string> = {
  influencers: 'influencers',
  businesses: 'businesses',
  sellers: 'seller_applications',
  contact: 'contact_messages',
};

export async function waitingCounts(): Promise<Record<ApplicationKind, number>> {
  const kinds = Object.keys(TABLES) as ApplicationKind[];
  const counts = await Promise.all(kinds.map((kind) => boundedWaiting(TABLES[kind], waitingStatus(kind))));
  return Object.fromEntries(kinds.map((kind, i) => [kind, counts[i] ?? 0])) as Record<ApplicationKind, number>;
}
