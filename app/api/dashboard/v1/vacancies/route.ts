import { requireAuth } from '@/lib/server/auth/request-auth';
import { handle, jsonBody, ok, parseOrThrow, queryObject } from '@/lib/server/http/respond';
import { write } from '@/lib/server/http/write';
import { createVacancy, listOwnVacancies } from '@/lib/server/services/businesses';
import { dashboardPageQuerySchema, vacancyCreateSchema } from '@/lib/validation/businesses';

export const dynamic = 'force-dynamic';

/** GET vacancies?page: the caller's vacancies across their businesses, newest first. */
export const GET = handle(async (request) => {
  const { user } = await requireAuth(request);
  const { page } = parseOrThrow(dashboardPageQuerySchema, queryObject(request));
  const { vacancies, pagination } = await listOwnVacancies(user.id, page);
  return ok({ vacancies }, { pagination }, { cache: 'private' });
});

/**
 * POST vacancies {businessId, title, description, location, type, salaryMin?, salaryMax? (rupees a month), closesOn
 * (yyyy-mm-dd, Kathmandu)}: 201 with the open vacancy, listed on /careers at once; 409 while the business is not
 * verified; 404 for another owner's business.
 */
export const POST = write({ account: 'post-user', client: 'write-ip' }, async (request) => {
  const { user } = await requireAuth(request);
  const input = parseOrThrow(vacancyCreateSchema, await jsonBody(request));
  return ok({ vacancy: await createVacancy(user.id, input) }, undefined, { status: 201 });
});
