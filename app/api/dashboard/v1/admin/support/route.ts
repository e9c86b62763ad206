import { ok, parseOrThrow, queryObject } from '@/lib/server/http/respond';
import { staffRead } from '@/lib/server/http/staff-route';
import { listInbox } from '@/lib/server/services/support';
import { inboxQuerySchema } from '@/lib/validation/support-inbox';

// GET admin/support?state&assigned&q&perPage&after → data.tickets (one keyset page of the tab), meta {counts per
// tab (bounded), next cursor}. 'support.answer'.
export const dynamic = 'force-dynamic';

export const GET = staffRead('support.answer', async (request, staff) => {
  const query = parseOrThrow(inboxQuerySchema, queryObject(request));
  const { tickets, ...meta } = await listInbox(query, staff.user.id);
  return ok({ tickets }, meta, { cache: 'private' });
});
