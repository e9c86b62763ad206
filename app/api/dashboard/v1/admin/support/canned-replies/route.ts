import { jsonBody, ok, parseOrThrow } from '@/lib/server/http/respond';
import { staffRead, staffWrite } from '@/lib/server/http/staff-route';
import { createCannedReply, listCannedReplies } from '@/lib/server/services/support';
import { cannedReplySchema } from '@/lib/validation/support-inbox';

// GET admin/support/canned-replies → data.cannedReplies (by title). POST {title, body} → 201 the new one; 409
// title_taken (any case) or too_many. 'support.answer'.
export const dynamic = 'force-dynamic';

export const GET = staffRead('support.answer', async () => ok({ cannedReplies: await listCannedReplies() }, undefined, { cache: 'private' }));

export const POST = staffWrite('support.answer', async (request) => {
  const input = parseOrThrow(cannedReplySchema, await jsonBody(request));
  return ok(await createCannedReply(input), undefined, { status: 201, cache: 'private' });
});
