import { ok, parseOrThrow, queryObject } from '@/lib/server/http/respond';
import { staffRead } from '@/lib/server/http/staff-route';
import { listBusinessApplications } from '@/lib/server/services/applications';
import { applicationListSchema } from '@/lib/validation/applications';

// GET admin/applications/businesses?status=…|all&after=… → data.rows (one keyset page: the waiting state oldest first, any
// other newest first), meta {next}. 'moderation.act'.
export const dynamic = 'force-dynamic';

const schema = applicationListSchema('businesses');

export const GET = staffRead('moderation.act', async (request) => {
  const { rows, next, status } = await listBusinessApplications(parseOrThrow(schema, queryObject(request)));
  return ok({ rows }, { next, status }, { cache: 'private' });
});
