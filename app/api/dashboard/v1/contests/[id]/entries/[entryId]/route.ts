import { requireAuth } from '@/lib/server/auth/request-auth';
import { jsonBody, ok, parseOrThrow } from '@/lib/server/http/respond';
import { write } from '@/lib/server/http/write';
import { moderateEntry } from '@/lib/server/services/contests';
import { moderateSchema } from '@/lib/validation/contests';
import { pathId } from '../../../_params';

// POST contests/{id}/entries/{entryId} {action: 'approve' | 'reject'} → data.entry. Approving shows the entry and
// counts it; rejecting hides it. Repeating an action changes nothing.
export const dynamic = 'force-dynamic';

export const POST = write<{ params: Promise<{ id: string; entryId: string }> }>({ account: 'owner-user', client: 'write-ip' }, async (request, { params }) => {
  const { user } = await requireAuth(request);
  const raw = await params;
  const id = pathId(raw.id, 'Contest');
  const entryId = pathId(raw.entryId, 'Entry');
  const { action } = parseOrThrow(moderateSchema, await jsonBody(request));
  return ok({ entry: await moderateEntry(user.id, id, entryId, action) }, undefined, { cache: 'private' });
});
