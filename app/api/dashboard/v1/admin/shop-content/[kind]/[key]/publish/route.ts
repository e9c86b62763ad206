import { ok } from '@/lib/server/http/respond';
import { staffWrite } from '@/lib/server/http/staff-route';
import { publishShopDraft } from '@/lib/server/services/content-shop';

// POST admin/shop-content/{kind}/{key}/publish → data {entityId, summary}: the draft goes live (recorded, audited,
// its caches cleared); 409 no_draft when it was published or discarded meanwhile (a double click publishes once).
export const dynamic = 'force-dynamic';

type Params = { params: Promise<{ kind: string; key: string }> };

export const POST = staffWrite<Params>('content.manage', async (_request, _staff, { params }) => {
  const { kind, key } = await params;
  return ok(await publishShopDraft(kind, key), undefined, { cache: 'private' });
});
