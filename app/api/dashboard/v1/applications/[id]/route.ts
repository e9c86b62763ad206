import { requireAuth } from '@/lib/server/auth/request-auth';
import { handle, ok, parseOrThrow } from '@/lib/server/http/respond';
import { getVacancyApplication } from '@/lib/server/services/businesses';
import { dashboardIdSchema } from '@/lib/validation/businesses';

export const dynamic = 'force-dynamic';

/** GET applications/{id}: an application to one of the caller's vacancies (anyone else's → 404). */
export const GET = handle<{ params: Promise<{ id: string }> }>(async (request, { params }) => {
  const { user } = await requireAuth(request);
  const { id } = parseOrThrow(dashboardIdSchema, await params);
  return ok({ application: await getVacancyApplication(user.id, id) }, undefined, { cache: 'private' });
});
