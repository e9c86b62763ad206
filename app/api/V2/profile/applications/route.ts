import { requireAuth } from '@/lib/server/auth/request-auth';
import { handle, ok, parseOrThrow, queryObject } from '@/lib/server/http/respond';
import { listApplications } from '@/lib/server/services/careers';
import { pageQuerySchema } from '@/lib/validation/catalogue';

export const dynamic = 'force-dynamic';

// GET profile/applications?page → data.applications (SPEC §3 User.applications), newest first, meta.pagination.
export const GET = handle(async (request) => {
  const { user } = await requireAuth(request);
  const { page } = parseOrThrow(pageQuerySchema, queryObject(request));
  const { applications, pagination } = await listApplications(user.id, page);
  return ok({ applications }, { pagination }, { cache: 'private' });
});
