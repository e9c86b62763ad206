import { requireAuth } from '@/lib/server/auth/request-auth';
import { notFound } from '@/lib/server/http/errors';
import { handle, parseOrThrow } from '@/lib/server/http/respond';
import { readCv } from '@/lib/server/uploads/cv-upload';
import { cvIdSchema } from '@/lib/validation/careers';
import { cacheHeaders } from '@/lib/server/cache/policy';

export const dynamic = 'force-dynamic';

/**
 * GET career/cv/{id}: the CV file, to its owner and to staff only; anyone else (and a guest) gets the same 404 as an
 * unknown id, so an id reveals nothing. Sent as a download, never cached by a shared cache.
 */
export const GET = handle<{ params: Promise<{ id: string }> }>(async (request, { params }) => {
  const { user } = await requireAuth(request);
  const { id } = parseOrThrow(cvIdSchema, await params);
  const cv = await readCv(id, user);
  if (!cv) throw notFound('CV');
  return new Response(new Uint8Array(cv.bytes), {
    headers: {
      'Content-Type': cv.contentType,
      'Content-Disposition': `attachment; filename="${cv.fileName}"`,
      ...cacheHeaders('private'),
      'X-Content-Type-Options': 'nosniff',
    },
  });
});
