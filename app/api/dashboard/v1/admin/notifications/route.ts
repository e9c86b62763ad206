import { ok, parseOrThrow, queryObject } from '@/lib/server/http/respond';
import { staffRead } from '@/lib/server/http/staff-route';
import { listDeadLetters } from '@/lib/server/services/notifications/dead-letters';
import { deadLetterListSchema } from '@/lib/validation/dead-letters';

// GET admin/notifications?after → data.deadLetters (messages that failed every attempt, newest first: event, channel,
// recipient, attempts, last error), meta {next}. 'notifications.resend'.
export const dynamic = 'force-dynamic';

export const GET = staffRead('notifications.resend', async (request) => {
  const { deadLetters, next } = await listDeadLetters(parseOrThrow(deadLetterListSchema, queryObject(request)));
  return ok({ deadLetters }, { next }, { cache: 'private' });
});
