import { requireAuth } from '@/lib/server/auth/request-auth';
import { jsonBody, parseOrThrow } from '@/lib/server/http/respond';
import { write } from '@/lib/server/http/write';
import { removeConnection } from '@/lib/server/services/people';
import { connectionUsernameSchema } from '@/lib/validation/people';
import { privateOk } from '../../_support/private-answer';

export const dynamic = 'force-dynamic';

/** POST connection/remove {username}: either side ends the connection (again: no change); not connected → 404. */
export const POST = write({ account: 'people-user', client: 'write-ip' }, async (request) => {
  const { user } = await requireAuth(request);
  const { username } = parseOrThrow(connectionUsernameSchema, await jsonBody(request));
  return privateOk(await removeConnection(user.id, username));
});
