import { requireAuth } from '@/lib/server/auth/request-auth';
import { handle, parseOrThrow } from '@/lib/server/http/respond';
import { readApplicationCv } from '@/lib/server/services/businesses';
import { dashboardIdSchema } from '@/lib/validation/businesses';
import { cacheHeaders } from '@/lib/server/cache/policy';

export const dynamic = 'force-dynamic';

/** GET applications/{id}/cv: the applicant's CV, to the owner of the vacancy only (anyone else → 404); never cached. */
export const GET = handle<{ params: Promise<{ id: string }> }>(async (request, { params }) => {
  const { user } = await requireAuth(request);
  const { id } = parseOrThrow(dashboardIdSchema, await params);
  const cv = await readApplicationCv(user.id, id);
  return new Response(new Uint8Array(cv.bytes), {
    headers: {
      'Content-Type': cv.contentType,
      'Content-Disposition': `attachment; filename="${cv.fileName}"`,
      ...cacheHeaders('private'),
      'X-Content-Type-Options': 'nosniff',
    },
  });
});
