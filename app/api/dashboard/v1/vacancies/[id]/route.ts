import { requireAuth } from '@/lib/server/auth/request-auth';
import { handle, jsonBody, ok, parseOrThrow } from '@/lib/server/http/respond';
import { write } from '@/lib/server/http/write';
import { getOwnVacancy, setVacancyStatus, updateVacancy } from '@/lib/server/services/businesses';
import { dashboardIdSchema, vacancyStatusSchema, vacancyUpdateSchema } from '@/lib/validation/businesses';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

/** GET vacancies/{id}: one of the caller's vacancies (another owner's → 404). */
export const GET = handle<Context>(async (request, { params }) => {
  const { user } = await requireAuth(request);
  const { id } = parseOrThrow(dashboardIdSchema, await params);
  return ok({ vacancy: await getOwnVacancy(user.id, id) }, undefined, { cache: 'private' });
});

/** PATCH vacancies/{id} {status: open|paused|closed}: open ⇄ paused, either → closed (final); 409 otherwise. */
export const PATCH = write<Context>({ account: 'owner-user', client: 'write-ip' }, async (request, { params }) => {
  const { user } = await requireAuth(request);
  const { id } = parseOrThrow(dashboardIdSchema, await params);
  const { status } = parseOrThrow(vacancyStatusSchema, await jsonBody(request));
  return ok({ vacancy: await setVacancyStatus(user.id, id, status) });
});

/** PUT vacancies/{id} {title, description, location, type, salaryMin?, salaryMax?, closesOn}: corrects an open or paused vacancy. */
export const PUT = write<Context>({ account: 'owner-user', client: 'write-ip' }, async (request, { params }) => {
  const { user } = await requireAuth(request);
  const { id } = parseOrThrow(dashboardIdSchema, await params);
  const input = parseOrThrow(vacancyUpdateSchema, await jsonBody(request));
  return ok({ vacancy: await updateVacancy(user.id, id, input) });
});
