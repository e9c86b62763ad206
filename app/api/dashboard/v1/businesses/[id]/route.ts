import { requireAuth } from '@/lib/server/auth/request-auth';
import { handle, jsonBody, ok, parseOrThrow } from '@/lib/server/http/respond';
import { write } from '@/lib/server/http/write';
import { getOwnBusiness, updateBusiness } from '@/lib/server/services/businesses';
import { businessUpdateSchema, dashboardIdSchema } from '@/lib/validation/businesses';

export const dynamic = 'force-dynamic';

/** GET businesses/{id}: one of the caller's businesses; another owner's is a 404 like an unknown id. */
export const GET = handle<{ params: Promise<{ id: string }> }>(async (request, { params }) => {
  const { user } = await requireAuth(request);
  const { id } = parseOrThrow(dashboardIdSchema, await params);
  return ok({ business: await getOwnBusiness(user.id, id) }, undefined, { cache: 'private' });
});

/** PUT businesses/{id} {name, type, address, city, latitude, longitude, phone, logoUploadId?, description}: the PAN stays. */
export const PUT = write<{ params: Promise<{ id: string }> }>({ account: 'owner-user', client: 'write-ip' }, async (request, { params }) => {
  const { user } = await requireAuth(request);
  const { id } = parseOrThrow(dashboardIdSchema, await params);
  const input = parseOrThrow(businessUpdateSchema, await jsonBody(request));
  return ok({ business: await updateBusiness(user.id, id, input) });
});
