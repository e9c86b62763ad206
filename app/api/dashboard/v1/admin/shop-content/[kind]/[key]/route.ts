import { jsonBody, ok } from '@/lib/server/http/respond';
import { staffRead, staffWrite } from '@/lib/server/http/staff-route';
import { discardShopDraft, entryView, saveShopDraft } from '@/lib/server/services/content-shop';

// admin/shop-content/{kind}/{key} (key: the live row's id, the singleton's name, or 'new-…' for an unpublished one)
// GET → data {kind, key, live, draft, preview: [{label, value, warning?}], publications}.
// PUT {form} → saves the draft (400 with fields when a rule is broken; the storefront is untouched) → {key, preview, draft}.
// DELETE → discards the draft (409 no_draft when there is none) → {discarded: true}.
export const dynamic = 'force-dynamic';

type Params = { params: Promise<{ kind: string; key: string }> };

export const GET = staffRead<Params>('content.manage', async (_request, _staff, { params }) => {
  const { kind, key } = await params;
  return ok(await entryView(kind, key), undefined, { cache: 'private' });
});

export const PUT = staffWrite<Params>('content.manage', async (request, _staff, { params }) => {
  const { kind, key } = await params;
  return ok(await saveShopDraft(kind, key, await jsonBody(request)), undefined, { cache: 'private' });
});

export const DELETE = staffWrite<Params>('content.manage', async (_request, _staff, { params }) => {
  const { kind, key } = await params;
  return ok(await discardShopDraft(kind, key), undefined, { cache: 'private' });
});
