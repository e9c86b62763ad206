import 'server-only';
import { removeOrphanUploads } from '@/lib/server/uploads/orphans';
import type { JobDefinition } from './queue';

// Nightly at 03:20 Kathmandu (the quiet hour): uploads nothing uses, a week old, are deleted (lib/server/uploads/orphans.ts).
export const orphanUploads: JobDefinition = {
  name: 'orphan-uploads',
  cron: '20 3 * * *',
  retry: { limit: 3, delaySeconds: 60 },
  expireInSeconds: 15 * 60,
  run: (now) => removeOrphanUploads({ now }),
};
