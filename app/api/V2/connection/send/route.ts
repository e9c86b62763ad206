import { requireAuth } from '@/lib/server/auth/request-auth';
import { jsonBody, parseOrThrow } from '@/lib/server/http/respond';
import { write } from '@/lib/server/http/write';
import { sendConnection } from '@/lib/server/services/people';
import { connectionUsernameSchema } from '@/lib/validation/people';
import { deliverNotificationsAfterResponse } from '../../_support/notify';
import { privateOk } from '../../_support/private-answer';

export const dynamic = 'force-dynamic';

/**
 * POST connection/send {username} → 201 with the new request (the recipient is told once), 200 when it already
 * stood (a double tap) or when it accepted their request to you (you are connected).
 */
export const POST = write({ account: 'connect-user', client: 'write-ip' }, async (request) => {
  const { user } = await requireAuth(request);
  const { username } = parseOrThrow(connectionUsernameSchema, await jsonBody(request));
  const { created, ...answer } = await sendConnection(user.id, username);
  if (answer.changed) await deliverNotificationsAfterResponse();
  return privateOk(answer, created ? 201 : 200);
});
