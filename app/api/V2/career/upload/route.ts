import { requireAuth } from '@/lib/server/auth/request-auth';
import { clientAddress, enforceRateLimit } from '@/lib/server/auth/rate-limit';
import { handle, ok } from '@/lib/server/http/respond';
import { uploadCv } from '@/lib/server/uploads/cv-upload';

export const dynamic = 'force-dynamic';

/**
 * POST career/upload (multipart `file`): a CV, PDF or Word .docx up to 5 MB, checked by its bytes, stored privately
 * for the logged-in applicant. Answers 201 with the id career/apply takes. Never served by a public URL.
 */
export const POST = handle(async (request) => {
  const { user } = await requireAuth(request);
  await enforceRateLimit('upload-ip', clientAddress(request));
  const cv = await uploadCv(request, user.id);
  return ok(cv, undefined, { status: 201, headers: { 'Cache-Control': 'private, no-store' } });
});
