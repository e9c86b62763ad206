import 'server-only';
import { expireConnectionRequests } from '@/lib/server/services/people/expire-requests';
import type { JobDefinition } from './queue';

// Nightly at 03:40 Kathmandu: connection requests unanswered for six months are removed
// (lib/server/services/people/expire-requests.ts).
export const connectionExpiry: JobDefinition = {
  name: 'connection-expiry',
  cron: '40 3 * * *',
  retry: { limit: 3, delaySeconds: 60 },
  expireInSeconds: 10 * 60,
  run: (now) => expireConnectionRequests({ now }),
};
