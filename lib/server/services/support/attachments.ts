import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { STAFF_ATTACHMENT_MESSAGES } from '@/lib/domain/support-inbox';
import { can } from '@/lib/domain/staff-roles';
import { staffOf, isBackOfficeOpen } from '@/lib/server/auth/back-office';
import type { AuthContext } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { supportTickets, ticketMessages, uploads } from '@/lib/server/db/schema';
import { badRequest } from '@/lib/server/http/errors';
import { recordAudit } from '@/lib/server/services/audit/record';
import { sniffImage } from '@/lib/server/uploads/image';
import { PHOTO_MAX_BYTES } from '@/lib/validation/upload';
import { ticketAttachmentUrl } from './views';

// Ticket attachments from staff: the same upload rules and storage as a customer's ticket photos (uploads table, kind
// 'ticket-attachment', private, checked by their bytes and at most PHOTO_MAX_BYTES), plus PDFs (a receipt, a refund
// slip). Who may read one: its uploader; staff who answer tickets; and the customer of a ticket whose message carries
// it (so a staff member's attachment reaches the customer it was sent to, and no one else).

/** Multipart overhead allowed on top of the largest file before the body is refused unread. */
const MULTIPART_SLACK = 64 * 1024;
const refuse = (message: string) => badRequest(message, { file: message });

export type StaffAttachment = { id: string; url: string; contentType: string; isPdf: boolean; size: number };

const isPdf = (bytes: Buffer) => bytes.length >= 5 && bytes.toString('latin1', 0, 5) === '%PDF-';

/** POST admin/support/attachments: one file (multipart `file`), stored private as this staff member's. */
export async function uploadStaffAttachment(request: Request, staffUserId: number): Promise<StaffAttachment> {
  const type = request.headers.get('content-type') ?? '';
  if (!type.toLowerCase().startsWith('multipart/form-data')) throw refuse(STAFF_ATTACHMENT_MESSAGES.missing);
  if (Number(request.headers.get('content-length') ?? 0) > PHOTO_MAX_BYTES + MULTIPART_SLACK) throw refuse(STAFF_ATTACHMENT_MESSAGES.tooBig);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw badRequest('The form could not be read. Please try again.');
  }
  const file = form.get('file');
  if (file === null || typeof file === 'string' || file.size === 0) throw refuse(STAFF_ATTACHMENT_MESSAGES.missing);
  if (file.size > PHOTO_MAX_BYTES) throw refuse(STAFF_ATTACHMENT_MESSAGES.tooBig);
  const bytes = Buffer.from(await file.arrayBuffer());
  if (bytes.length > PHOTO_MAX_BYTES) throw refuse(STAFF_ATTACHMENT_MESSAGES.tooBig);
  const image = sniffImage(bytes, PHOTO_MAX_BYTES);
  const contentType = image?.contentType ?? (isPdf(bytes) ? 'application/pdf' : null);
  if (!contentType) throw refuse(STAFF_ATTACHMENT_MESSAGES.type);
  const row = await getDb().transaction(async (tx) => {
    const [inserted] = await tx
      .insert(uploads)
      .values({ userId: staffUserId, kind: 'ticket-attachment', contentType, bytes, width: image?.width ?? null, height: image?.height ?? null })
      .returning({ id: uploads.id });
    if (!inserted) throw new Error('uploadStaffAttachment: the insert returned nothing');
    // The trail keeps what kind of file and how big: never its contents or its name.
    await recordAudit(tx, {
      action: 'ticket_attachment.upload',
      entity: 'upload',
      entityId: inserted.id,
      summary: `Uploaded a ticket attachment (${contentType === 'application/pdf' ? 'PDF' : 'photo'}, ${Math.ceil(bytes.length / 1024)} KB)`,
      after: { contentType, bytes: bytes.length },
    });
    return inserted;
  });
  return { id: row.id, url: ticketAttachmentUrl(row.id), contentType, isPdf: contentType === 'application/pdf', size: bytes.length };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A ticket attachment's bytes for someone allowed to read it (see above), or null (a 404 to the caller). */
export async function readTicketAttachment(rawId: string, viewer: AuthContext | null): Promise<{ contentType: string; bytes: Buffer } | null> {
  if (!viewer || !UUID.test(rawId)) return null;
  const id = rawId.toLowerCase();
  const db = getDb();
  const [row] = await db
    .select({ contentType: uploads.contentType, bytes: uploads.bytes, userId: uploads.userId })
    .from(uploads)
    .where(and(eq(uploads.id, id), eq(uploads.kind, 'ticket-attachment')))
    .limit(1);
  if (!row) return null;
  const file = { contentType: row.contentType, bytes: row.bytes };
  if (row.userId === viewer.user.id) return file;
  const staff = staffOf(viewer);
  if (staff && isBackOfficeOpen(staff) && can(staff.role, 'support.answer')) return file;
  // The customer of a ticket this was sent on (ticket_messages_attachments_idx finds the message).
  const [sent] = await db
    .select({ id: ticketMessages.id })
    .from(ticketMessages)
    .innerJoin(supportTickets, eq(supportTickets.id, ticketMessages.ticketId))
    .where(and(sql`${ticketMessages.attachments} @> ARRAY[${id}]::uuid[]`, eq(supportTickets.userId, viewer.user.id)))
    .limit(1);
  return sent ? file : null;
}
