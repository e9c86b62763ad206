import { requireAuth } from '@/lib/server/auth/request-auth';
import { handle, jsonBody, ok, parseOrThrow } from '@/lib/server/http/respond';
import { write } from '@/lib/server/http/write';
import { createBusiness, listOwnBusinesses } from '@/lib/server/services/businesses';
import { businessCreateSchema } from '@/lib/validation/businesses';

export const dynamic = 'force-dynamic';

/** GET businesses: the caller's businesses, newest first, with their verification status. */
export const GET = handle(async (request) => {
  const { user } = await requireAuth(request);
  return ok({ businesses: await listOwnBusinesses(user.id) }, undefined, { cache: 'private' });
});

/**
 * POST businesses {name, type, pan, address, city, latitude, longitude, phone, logoUploadId?, description}: 201 with
 * the business, pending verification (verified at once in demo mode); 409 for a PAN already registered.
 */
export const POST = write({ account: 'post-user', client: 'write-ip' }, async (request) => {
  const { user } = await requireAuth(request);
  const input = parseOrThrow(businessCreateSchema, await jsonBody(request));
  return ok({ business: await createBusiness(user.id, input) }, undefined, { status: 201 });
});
