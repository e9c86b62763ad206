import { ok } from '@/lib/server/http/respond';
import { staffRead } from '@/lib/server/http/staff-route';
import { listPolicies } from '@/lib/server/services/moderation';

// GET admin/moderation/policies → data.policies: per kind, "publish-first" or "hold", whether a new account's first
// posts are held, and whether the shop chose it (false: the default).
export const dynamic = 'force-dynamic';

export const GET = staffRead('moderation.act', async () => ok({ policies: await listPolicies() }, undefined, { cache: 'private' }));
