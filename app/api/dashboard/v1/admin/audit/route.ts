import { ok, parseOrThrow, queryObject } from '@/lib/server/http/respond';
import { staffRead } from '@/lib/server/http/staff-route';
import { listAuditEntries } from '@/lib/server/services/audit/list';
import { auditListSchema } from '@/lib/validation/audit';

// GET admin/audit?staff&entity&entityId&action&from&to&after → data.entries (newest first, one keyset page, each with
// who, when, what, and the thing before and after), meta {next}. The owner only ('audit.read').
export const dynamic = 'force-dynamic';

export const GET = staffRead('audit.read', async (request) => {
  const { entries, next } = await listAuditEntries(parseOrThrow(auditListSchema, queryObject(request)));
  return ok({ entries }, { next }, { cache: 'private' });
});
