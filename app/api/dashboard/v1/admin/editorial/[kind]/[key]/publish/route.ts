import { ok } from '@/lib/server/http/respond';
import { staffWrite } from '@/lib/server/http/staff-route';
import { publishEditorial } from '@/lib/server/services/editorial';
import { draftKeyOf, editorialKindOf } from '../../../_path';

// POST admin/editorial/{kind}/{key}/publish → data {kind, key, id, summary}: the draft goes live (checked and
// sanitised again), the publication is recorded, and the caches that show it are cleared. 409 no_draft when there is
// nothing to publish (already published, or discarded).
export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ kind: string; key: string }> };

export const POST = staffWrite<Context>('content.manage', async (_request, _staff, { params }) => {
  const { kind, key } = await params;
  return ok(await publishEditorial(editorialKindOf(kind), draftKeyOf(key)), undefined, { cache: 'private' });
});
