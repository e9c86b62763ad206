import { requireAuth } from '@/lib/server/auth/request-auth';
import { handle, parseOrThrow } from '@/lib/server/http/respond';
import { privateOk } from '@/lib/server/services/accounts/login-response';
import { answerConnection } from '@/lib/server/services/people';
import { connectionIdParamsSchema } from '@/lib/validation/people';

export const dynamic = 'force-dynamic';

/** POST connection/hide/{id}: only the recipient; it stays pending, listed under Hidden. The wrong side, or anyone else, gets a 404. */
export const POST = handle<{ params: Promise<{ id: string }> }>(async (request, { params }) => {
  const { user } = await requireAuth(request);
  const { id } = parseOrThrow(connectionIdParamsSchema, await params);
  const answer = await answerConnection(user.id, id, 'hide');
  return privateOk(answer);
});
