import { jsonBody, ok, parseOrThrow } from '@/lib/server/http/respond';
import { staffRead, staffWrite } from '@/lib/server/http/staff-route';
import { discardEditorial, editorialItem, saveEditorialDraft } from '@/lib/server/services/editorial';
import { DRAFT_SCHEMAS } from '@/lib/validation/editorial';
import { draftKeyOf, editorialKindOf } from '../../_path';

// GET admin/editorial/{kind}/{key} → data {item: {live, draft}}: what the storefront shows and the draft, if any.
// PUT admin/editorial/{kind}/{key} {…fields} → data {draft}: the draft saved (sanitised); the storefront unchanged.
// DELETE admin/editorial/{kind}/{key} → data {discarded}: the draft thrown away (409 no_draft when there is none).
// {key} is the live row's id, or the 'new-…' key POST gave a new item.
export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ kind: string; key: string }> };

async function target(params: Context['params']) {
  const { kind, key } = await params;
  return { kind: editorialKindOf(kind), key: draftKeyOf(key) };
}

export const GET = staffRead<Context>('content.manage', async (_request, _staff, { params }) => {
  const { kind, key } = await target(params);
  return ok({ item: await editorialItem(kind, key) }, undefined, { cache: 'private' });
});

export const PUT = staffWrite<Context>('content.manage', async (request, _staff, { params }) => {
  const { kind, key } = await target(params);
  const data = parseOrThrow(DRAFT_SCHEMAS[kind], await jsonBody(request));
  return ok({ draft: await saveEditorialDraft(kind, key, data) }, undefined, { cache: 'private' });
});

export const DELETE = staffWrite<Context>('content.manage', async (_request, _staff, { params }) => {
  const { kind, key } = await target(params);
  return ok(await discardEditorial(kind, key), undefined, { cache: 'private' });
});
