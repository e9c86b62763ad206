import 'server-only';
import { passEdges } from '@/lib/server/services/edges/passed-edges';
import type { JobDefinition } from './queue';

// Every minute: contests, campaigns and flash sales, and vacancies whose opening or closing passed in the last two
// minutes have their pages invalidated (lib/server/services/edges/passed-edges.ts). The window overlaps the one before
// (a late or retried run misses nothing; invalidating twice costs one render).
const LOOK_BACK_MS = 2 * 60 * 1000;

export const scheduleEdges: JobDefinition = {
  name: 'schedule-edges',
  cron: '* * * * *',
  retry: { limit: 2, delaySeconds: 5 },
  expireInSeconds: 2 * 60,
  run: (now) => passEdges({ since: new Date(now.getTime() - LOOK_BACK_MS), now }),
};
