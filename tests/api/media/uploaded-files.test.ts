import { eq } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { GET as ticketAttachmentRoute } from '@/app/media/ticket-attachments/[id]/route';
import { GET as uploadRoute } from '@/app/media/uploads/[id]/route';
import { uploads } from '@/lib/server/db/schema';
import { securityHeadersByRequest } from '@/lib/server/front/security-headers';
import { newCustomer } from '../orders/support';
import { useTestDatabase } from '../support/database';

// Uploaded files are bytes people sent us — a business's SVG logo among them, which could carry a script. Whatever
// serves them, the answer that arrives must carry the file's own policy (nothing runs, nothing loads: a sandboxed
// document), never the site's, which allows inline scripts. The route sets it, and the production server, which puts
// the security headers on every answer before Next runs (and Next keeps a header that is already there), must send
// that same policy for these paths: tests/e2e/security.spec.ts checks what really arrives from the running server.

const { db } = useTestDatabase();

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108020000009077' + '53de0000000c4944415408d763f8cfc0000003010100c9fe92ef0000000049454e44ae426082', 'hex');

/** The headers the production server puts on this path before Next answers (scripts/serve.ts), as a plain object. */
function serverHeaders(path: string): Record<string, string> {
  return Object.fromEntries(securityHeadersByRequest()({ origin: 'http://127.0.0.1:3000', https: false, path }));
}

function expectLockedDown(response: Response, path: string): void {
  expect(response.status).toBe(200);
  const own = response.headers.get('content-security-policy');
  expect(own).toBe("default-src 'none'; sandbox");
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  // What the browser gets from the production server: the same locked-down policy, not the site's.
  expect(serverHeaders(path)['Content-Security-Policy']).toBe(own);
  expect(serverHeaders(path)['Content-Security-Policy']).not.toMatch(/script-src|unsafe-inline/);
}

it('a public upload (a business’s SVG logo) arrives with its own policy, not the site’s', async () => {
  const [logo] = await db().select({ id: uploads.id }).from(uploads).where(eq(uploads.kind, 'business-logo')).limit(1);
  expect(logo).toBeDefined();
  const path = `/media/uploads/${logo!.id}`;
  const response = await uploadRoute(new NextRequest(new URL(path, 'http://127.0.0.1:3000')), { params: Promise.resolve({ id: logo!.id }) });
  expect(response.headers.get('content-type')).toBe('image/svg+xml');
  expectLockedDown(response, path);
});

it('a private ticket photo arrives with its own policy too, for its owner', async () => {
  const customer = await newCustomer();
  const [photo] = await db().insert(uploads).values({ userId: customer.userId, kind: 'ticket-attachment', contentType: 'image/png', bytes: PNG }).returning({ id: uploads.id });
  const path = `/media/ticket-attachments/${photo!.id}`;
  const response = await ticketAttachmentRoute(new NextRequest(new URL(path, 'http://127.0.0.1:3000'), { headers: customer.headers }), {
    params: Promise.resolve({ id: photo!.id }),
  });
  expectLockedDown(response, path);
});
