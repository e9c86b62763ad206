import { requireAuth } from '@/lib/server/auth/request-auth';
import { parseOrThrow } from '@/lib/server/http/respond';
import { write } from '@/lib/server/http/write';
import { answerConnection } from '@/lib/server/services/people';
import { connectionIdParamsSchema } from '@/lib/validation/people';
import { privateOk } from '../../../_support/private-answer';

export const dynamic = 'force-dynamic';

/** POST connection/cancel/{id}: only the sender. The wrong side, or anyone else, gets a 404. */
export const POST = write<{ params: Promise<{ id: string }> }>({ account: 'people-user', client: 'write-ip' }, async (request, { params }) => {
  const { user } = await requireAuth(request);
  const { id } = parseOrThrow(connectionIdParamsSchema, await params);
  const answer = await answerConnection(user.id, id, 'cancel');
  return privateOk(answer);
});
