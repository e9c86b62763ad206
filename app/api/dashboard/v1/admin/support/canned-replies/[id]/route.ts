import { jsonBody, ok, parseOrThrow } from '@/lib/server/http/respond';
import { staffWrite } from '@/lib/server/http/staff-route';
import { deleteCannedReply, updateCannedReply } from '@/lib/server/services/support';
import { cannedReplyPatchSchema } from '@/lib/validation/support-inbox';
import { idOf, type IdContext } from '../../_params';

// PATCH admin/support/canned-replies/{id} {title?, body?} → the reply; DELETE → {id}. 404 for an unknown id.
// 'support.answer'.
export const dynamic = 'force-dynamic';

export const PATCH = staffWrite<IdContext>('support.answer', async (request, _staff, { params }) => {
  const id = await idOf(params, 'Canned reply');
  const input = parseOrThrow(cannedReplyPatchSchema, await jsonBody(request));
  return ok(await updateCannedReply(id, input), undefined, { cache: 'private' });
});

export const DELETE = staffWrite<IdContext>('support.answer', async (_request, _staff, { params }) =>
  ok(await deleteCannedReply(await idOf(params, 'Canned reply')), undefined, { cache: 'private' }),
);
