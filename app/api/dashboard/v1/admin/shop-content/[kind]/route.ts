import { jsonBody, ok } from '@/lib/server/http/respond';
import { staffRead, staffWrite } from '@/lib/server/http/staff-route';
import { kindOverview, saveShopDraft } from '@/lib/server/services/content-shop';

// admin/shop-content/{kind}: the shop's merchandising content (banner, offer, home-sections, header-menus, footer,
// not-found, campaign, game-prizes, donation-cause).
// GET → data {kind, label, singletonKey, live: [{key, title, detail}], drafts: [{key, updatedAt, isNew}]}.
// POST {form} → a draft of something new (or of the kind's one whole, for a singleton) → data {key, preview, draft}.
export const dynamic = 'force-dynamic';

type Params = { params: Promise<{ kind: string }> };

export const GET = staffRead<Params>('content.manage', async (_request, _staff, { params }) => ok(await kindOverview((await params).kind), undefined, { cache: 'private' }));

export const POST = staffWrite<Params>('content.manage', async (request, _staff, { params }) =>
  ok(await saveShopDraft((await params).kind, 'new', await jsonBody(request)), undefined, { cache: 'private' }),
);
