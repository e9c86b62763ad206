import { jsonBody, ok, parseOrThrow } from '@/lib/server/http/respond';
import { staffRead, staffWrite } from '@/lib/server/http/staff-route';
import { listEditorial, saveEditorialDraft } from '@/lib/server/services/editorial';
import { DRAFT_SCHEMAS } from '@/lib/validation/editorial';
import { editorialKindOf } from '../_path';

// GET admin/editorial/{kind} → data {items}: the live items of a kind (shop-page, faq-group, faq, blog-post,
// job-posting, testimonial) and the new ones that exist only as drafts, each with whether a draft waits.
// POST admin/editorial/{kind} {…the kind's fields} → 201 data {draft}: a new item, kept as a draft (the storefront does
// not change until it is published). 'content.manage': owner, manager, editor.
export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ kind: string }> };

export const GET = staffRead<Context>('content.manage', async (_request, _staff, { params }) => {
  const kind = editorialKindOf((await params).kind);
  return ok({ items: await listEditorial(kind) }, undefined, { cache: 'private' });
});

export const POST = staffWrite<Context>('content.manage', async (request, _staff, { params }) => {
  const kind = editorialKindOf((await params).kind);
  const data = parseOrThrow(DRAFT_SCHEMAS[kind], await jsonBody(request));
  return ok({ draft: await saveEditorialDraft(kind, null, data) }, undefined, { status: 201, cache: 'private' });
});
