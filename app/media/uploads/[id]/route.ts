import { UPLOADED_FILE_POLICY } from '@/lib/server/front/security-headers';
import { findPublicUpload } from '@/lib/server/uploads/store';
import { cacheHeaders } from '@/lib/server/cache/policy';

export const dynamic = 'force-dynamic';

// User uploads (avatars, photo-cake pictures) by id. An id is never reused (a new avatar is a new upload), so the bytes behind a URL never
// change and browsers and CDNs may keep them for a year. The stored type was decided from the file's magic bytes at
// upload; nosniff and a locked-down CSP keep a browser from ever treating the bytes as anything but that image.

export async function GET(_request: Request, context: { params: Promise<{ id: string }> }): Promise<Response> {
  const { id } = await context.params;
  const upload = await findPublicUpload(id);
  if (!upload) {
    return new Response('Not found', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', ...cacheHeaders('missingFile'), 'X-Content-Type-Options': 'nosniff' },
    });
  }
  return new Response(new Uint8Array(upload.bytes), {
    headers: {
      'Content-Type': upload.contentType,
      'Content-Length': String(upload.bytes.length),
      ...cacheHeaders('immutable'),
      'X-Content-Type-Options': 'nosniff',
      // The production server sends the same policy for these paths before Next runs (Next keeps a header that is
      // already set, so this line alone counts only under `next dev`): scripts/serve.ts, security-headers.ts.
      'Content-Security-Policy': UPLOADED_FILE_POLICY,
      'Content-Disposition': 'inline',
    },
  });
}
