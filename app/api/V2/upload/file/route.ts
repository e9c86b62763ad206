import { assertSameOrigin, optionalAuth } from '@/lib/server/auth/request-auth';
import { ok } from '@/lib/server/http/respond';
import { write } from '@/lib/server/http/write';
import { uploadFile } from '@/lib/server/uploads/photo-upload';

export const dynamic = 'force-dynamic';

/**
 * POST upload/file (multipart: `file`, `kind: 'photo-cake'`): a JPEG, PNG or WebP up to 8 MB, checked by its bytes.
 * Guests may upload (they have carts too); like their cart calls, it must come from our own pages. Answers 201 with
 * the upload's id (add-to-cart's photoUploadId) and its /media/uploads URL.
 */
export const POST = write({ account: 'upload-user', client: 'upload-ip' }, async (request) => {
  const auth = await optionalAuth(request);
  if (!auth) assertSameOrigin(request);
  const upload = await uploadFile(request, auth?.user.id ?? null);
  return ok(upload, undefined, { status: 201, cache: 'private' });
});
