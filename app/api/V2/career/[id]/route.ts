import { optionalAuth } from '@/lib/server/auth/request-auth';
import { handle, ok, parseOrThrow } from '@/lib/server/http/respond';
import { getCareer } from '@/lib/server/services/careers';
import { careerIdSchema } from '@/lib/validation/careers';

export const dynamic = 'force-dynamic';

// GET career/{id} → data.career (SPEC §3 Page.careerDetail): the full posting, whether it is open, and the caller's
// own application when logged in.
export const GET = handle<{ params: Promise<{ id: string }> }>(async (request, { params }) => {
  const { id } = parseOrThrow(careerIdSchema, await params);
  const auth = await optionalAuth(request);
  const career = await getCareer(id, auth?.user.id ?? null);
  return ok({ career }, undefined, { cache: 'private' });
});
