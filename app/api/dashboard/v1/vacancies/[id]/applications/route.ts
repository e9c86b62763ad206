import { requireAuth } from '@/lib/server/auth/request-auth';
import { handle, ok, parseOrThrow, queryObject } from '@/lib/server/http/respond';
import { listVacancyApplications } from '@/lib/server/services/businesses';
import { dashboardIdSchema, vacancyApplicationsQuerySchema } from '@/lib/validation/businesses';

export const dynamic = 'force-dynamic';

/** GET vacancies/{id}/applications?page: the applications to one of the caller's vacancies, newest first. */
export const GET = handle<{ params: Promise<{ id: string }> }>(async (request, { params }) => {
  const { user } = await requireAuth(request);
  const { id } = parseOrThrow(dashboardIdSchema, await params);
  const { page } = parseOrThrow(vacancyApplicationsQuerySchema, queryObject(request));
  const { applications, pagination } = await listVacancyApplications(user.id, id, page);
  return ok({ applications }, { pagination }, { cache: 'private' });
});
