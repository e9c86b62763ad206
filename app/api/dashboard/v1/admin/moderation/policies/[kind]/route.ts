import { jsonBody, ok, parseOrThrow } from '@/lib/server/http/respond';
import { staffWrite } from '@/lib/server/http/staff-route';
import { setPolicy } from '@/lib/server/services/moderation';
import { policySchema } from '@/lib/validation/moderation';
import { kindFrom, type KindContext } from '../../_params';

// PUT admin/moderation/policies/{kind} {mode: 'publish-first' | 'hold', holdNewAccounts} → data.policy: applies to the
// next post of that kind (what is already published or held stays).
export const dynamic = 'force-dynamic';

export const PUT = staffWrite<KindContext>('moderation.act', async (request, staff, { params }) => {
  const kind = kindFrom((await params).kind);
  const input = parseOrThrow(policySchema, await jsonBody(request));
  return ok({ policy: await setPolicy(kind, input, staff.user.id) }, undefined, { cache: 'private' });
});
