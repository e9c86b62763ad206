import { optionalAuth } from '@/lib/server/auth/request-auth';
import { UPLOADED_FILE_POLICY } from '@/lib/server/front/security-headers';
import { readTicketAttachment } from '@/lib/server/services/support/attachments';
import { cacheHeaders } from '@/lib/server/cache/policy';

export const dynamic = 'force-dynamic';

// A support ticket's attachment (a photo, or a PDF from staff): private, so only who may read it gets the bytes (by
// their session cookie): its uploader, staff who answer tickets, and the customer of the ticket it was sent on.
// Anyone else, logged in or not, gets the same 404 as for an id that does not exist. Never cached by shared caches.

const notFound = () =>
  new Response('Not found', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', ...cacheHeaders('private'), 'X-Content-Type-Options': 'nosniff' },
  });

export async function GET(request: Request, context: { params: Promise<{ id: string }> }): Promise<Response> {
  const { id } = await context.params;
  const auth = await optionalAuth(request).catch(() => null);
  const upload = await readTicketAttachment(id, auth);
  if (!upload) return notFound();
  const pdf = upload.contentType === 'application/pdf';
  return new Response(new Uint8Array(upload.bytes), {
    headers: {
      'Content-Type': upload.contentType,
      'Content-Length': String(upload.bytes.length),
      ...cacheHeaders('privateFile'),
      'X-Content-Type-Options': 'nosniff',
      // The production server sends the same policy for these paths before Next runs (Next keeps a header that is
      // already set, so this line alone counts only under `next dev`): scripts/serve.ts, security-headers.ts.
      'Content-Security-Policy': UPLOADED_FILE_POLICY,
      // A PDF is saved rather than shown: the sandboxing policy above would keep a browser's PDF viewer from running.
      'Content-Disposition': pdf ? 'attachment; filename="attachment.pdf"' : 'inline',
    },
  });
}
