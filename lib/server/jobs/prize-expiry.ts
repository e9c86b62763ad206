import 'server-only';
import { expirePrizes } from '@/lib/server/services/games/prize-expiry';
import type { JobDefinition } from './queue';

// Every 5 minutes: prizes and contest vouchers whose expiry passed unused are recorded expired and their winners told
// once (lib/server/services/games/prize-expiry.ts).
export const prizeExpiry: JobDefinition = {
  name: 'prize-expiry',
  cron: '*/5 * * * *',
  retry: { limit: 3, delaySeconds: 30 },
  expireInSeconds: 5 * 60,
  run: (now) => expirePrizes({ now }),
};
