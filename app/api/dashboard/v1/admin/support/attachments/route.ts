import { ok } from '@/lib/server/http/respond';
import { staffWrite } from '@/lib/server/http/staff-route';
import { uploadStaffAttachment } from '@/lib/server/services/support';

// POST admin/support/attachments (multipart `file`) → 201 data {id, url, contentType, isPdf, size}: a JPEG, PNG or
// WebP photo or a PDF up to 8 MB, checked by its bytes; 400 naming `file` otherwise. Sent on with a reply's
// attachments. 'support.answer'.
export const dynamic = 'force-dynamic';

export const POST = staffWrite('support.answer', async (request, staff) =>
  ok(await uploadStaffAttachment(request, staff.user.id), undefined, { status: 201, cache: 'private' }),
);
