import { requireAuth } from '@/lib/server/auth/request-auth';
import { ok } from '@/lib/server/http/respond';
import { write } from '@/lib/server/http/write';
import { uploadCv } from '@/lib/server/uploads/cv-upload';

export const dynamic = 'force-dynamic';

/**
 * POST career/upload (multipart `file`): a CV, PDF or Word .docx up to 5 MB, checked by its bytes, stored privately
 * for the logged-in applicant. Answers 201 with the id career/apply takes. Never served by a public URL.
 */
export const POST = write({ account: 'upload-user', client: 'upload-ip' }, async (request) => {
  const { user } = await requireAuth(request);
  const cv = await uploadCv(request, user.id);
  return ok(cv, undefined, { status: 201, cache: 'private' });
});
