import { UPLOADED_FILE_POLICY } from '@/lib/server/front/security-headers';
import { readImageFile } from '@/lib/server/services/media/images';
import { cacheHeaders } from '@/lib/server/cache/policy';

export const dynamic = 'force-dynamic';

// Processed photos (issue 25): /media/images/<id>/<width>.<avif|webp|jpg>. Each file was encoded once at upload and is
// never rewritten (a new photo is a new id), so browsers and CDNs keep it for a year. The same locked-down headers as
// the uploads (app/media/uploads): the type is ours (we encoded the bytes), nosniff, a CSP that runs nothing.

export async function GET(_request: Request, context: { params: Promise<{ id: string; file: string }> }): Promise<Response> {
  const { id, file } = await context.params;
  const found = await readImageFile(id.toLowerCase(), file);
  if (!found) {
    return new Response('Not found', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', ...cacheHeaders('missingFile'), 'X-Content-Type-Options': 'nosniff' },
    });
  }
  return new Response(new Uint8Array(found.bytes), {
    headers: {
      'Content-Type': found.contentType,
      'Content-Length': String(found.bytes.length),
      ...cacheHeaders('immutable'),
      'X-Content-Type-Options': 'nosniff',
      // Sent before Next runs by the production server too (scripts/serve.ts, security-headers.ts: UPLOADED_FILE_PATHS).
      'Content-Security-Policy': UPLOADED_FILE_POLICY,
      'Content-Disposition': 'inline',
    },
  });
}
