import { ok, parseOrThrow, queryObject } from '@/lib/server/http/respond';
import { staffRead } from '@/lib/server/http/staff-route';
import { listContactMessages } from '@/lib/server/services/applications';
import { applicationListSchema } from '@/lib/validation/applications';

// GET admin/applications/contact?status=…|all&after=… → data.rows (one keyset page: the waiting state oldest first, any
// other newest first), meta {next}. 'moderation.act'.
export const dynamic = 'force-dynamic';

const schema = applicationListSchema('contact');

export const GET = staffRead('moderation.act', async (request) => {
  const { rows, next, status } = await listContactMessages(parseOrThrow(schema, queryObject(request)));
  return ok({ rows }, { next, status }, { cache: 'private' });
});
