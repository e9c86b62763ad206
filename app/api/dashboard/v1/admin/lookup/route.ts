import { ok, parseOrThrow, queryObject } from '@/lib/server/http/respond';
import { staffRead } from '@/lib/server/http/staff-route';
import { adminLookup } from '@/lib/server/services/admin-lookup';
import { adminLookupQuerySchema } from '@/lib/validation/admin-lookup';

// GET admin/lookup?kind=product|category|place&q=… (or &id=…) → data {items: [{id, label, detail}]}: at most 20, hidden
// ones too (detail says so). The back office's pickers: a prize's free product, a campaign's lines, a home section's
// category, a donation cause's place, a coupon's free product. content.manage: the content editors are its main users,
// and every role with catalogue.manage (the setup forms' pickers) has it too (tests/api/admin/lookup.test.ts).
export const dynamic = 'force-dynamic';

export const GET = staffRead('content.manage', async (request) => {
  const query = parseOrThrow(adminLookupQuerySchema, queryObject(request));
  return ok({ items: await adminLookup(query) }, undefined, { cache: 'private' });
});
