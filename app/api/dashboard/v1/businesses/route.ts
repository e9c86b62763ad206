import { requireAuth } from '@/lib/server/auth/request-auth';
import { enforceRateLimit } from '@/lib/server/auth/rate-limit';
import { handle, jsonBody, ok, parseOrThrow } from '@/lib/server/http/respond';
import { createBusiness, listOwnBusinesses } from '@/lib/server/services/businesses';
import { businessCreateSchema } from '@/lib/validation/businesses';

export const dynamic = 'force-dynamic';

/** GET businesses: the caller's businesses, newest first, with their verification status. */
export const GET = handle(async (request) => {
  const { user } = await requireAuth(request);
  return ok({ businesses: await listOwnBusinesses(user.id) }, undefined, { headers: { 'Cache-Control': 'private, no-store' } });
});

/**
 * POST businesses {name, type, pan, address, city, latitude, longitude, phone, logoUploadId?, description}: 201 with
 * the business, pending verification (verified at once in demo mode); 409 for a PAN already registered.
 */
export const POST = handle(async (request) => {
  const { user } = await requireAuth(request);
  const input = parseOrThrow(businessCreateSchema, await jsonBody(request));
  await enforceRateLimit('post-user', String(user.id));
  return ok({ business: await createBusiness(user.id, input) }, undefined, { status: 201 });
});
