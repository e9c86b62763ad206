import 'server-only';
import { and, eq } from 'drizzle-orm';
import { CV_MAX_BYTES, CV_MESSAGES, sniffCv, type CvContentType } from '@/lib/domain/careers';
import { can } from '@/lib/domain/staff-roles';
import { getDb } from '@/lib/server/db/client';
import { uploads } from '@/lib/server/db/schema';
import { badRequest } from '@/lib/server/http/errors';

// career/upload: a CV, PDF or .docx up to CV_MAX_BYTES, checked by its bytes (never by its name or declared type),
// stored as a PRIVATE upload of kind 'cv'. Private kinds are never served by /media/uploads (store.ts PUBLIC_KINDS);
// a CV is read only through its owner's or staff's request (careers service, career/cv/{id}).

export const CV_KIND = 'cv';

/** Multipart overhead allowed on top of the largest CV before the body is refused unread. */
const MULTIPART_SLACK = 64 * 1024;

const refuse = (message: string) => badRequest(message, { file: message });

export type CvUpload = { id: string; contentType: CvContentType; size: number; fileName: string };

/** The name a CV is downloaded under (uploads keep no file names: a name can carry anything). */
export const cvFileName = (contentType: string) => (contentType === 'application/pdf' ? 'cv.pdf' : 'cv.docx');

export async function uploadCv(request: Request, userId: number): Promise<CvUpload> {
  const type = request.headers.get('content-type') ?? '';
  if (!type.toLowerCase().startsWith('multipart/form-data')) throw refuse(CV_MESSAGES.missing);
  const length = Number(request.headers.get('content-length') ?? 0);
  if (length > CV_MAX_BYTES + MULTIPART_SLACK) throw refuse(CV_MESSAGES.tooBig);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw badRequest('The form could not be read. Please try again.');
  }
  const file = form.get('file');
  if (file === null || typeof file === 'string' || file.size === 0) throw refuse(CV_MESSAGES.missing);
  if (file.size > CV_MAX_BYTES) throw refuse(CV_MESSAGES.tooBig);
  const bytes = Buffer.from(await file.arrayBuffer());
  if (bytes.length > CV_MAX_BYTES) throw refuse(CV_MESSAGES.tooBig);
  const contentType = sniffCv(bytes);
  if (!contentType) throw refuse(CV_MESSAGES.type);
  const [row] = await getDb().insert(uploads).values({ userId, kind: CV_KIND, contentType, bytes }).returning({ id: uploads.id });
  if (!row) throw new Error('uploadCv: the insert returned nothing');
  return { id: row.id, contentType, size: bytes.length, fileName: cvFileName(contentType) };
}

/** Whether `id` is a CV this user uploaded (what career/apply accepts). */
export async function ownCv(id: string, userId: number): Promise<boolean> {
  const [row] = await getDb()
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(eq(uploads.id, id.toLowerCase()), eq(uploads.kind, CV_KIND), eq(uploads.userId, userId)))
    .limit(1);
  return Boolean(row);
}

/** A CV's bytes for its owner or staff; null for anyone else, an unknown id, or another kind (a 404 to the caller). */
export async function readCv(id: string, viewer: { id: number; role: string }): Promise<{ contentType: string; bytes: Buffer; fileName: string } | null> {
  const [row] = await getDb()
    .select({ contentType: uploads.contentType, bytes: uploads.bytes, userId: uploads.userId, kind: uploads.kind })
    .from(uploads)
    .where(eq(uploads.id, id.toLowerCase()))
    .limit(1);
  if (!row || row.kind !== CV_KIND) return null;
  // Careers are the shop's content: the people who post vacancies read what applicants sent.
  if (row.userId !== viewer.id && !can(viewer.role, 'content.manage')) return null;
  return { contentType: row.contentType, bytes: row.bytes, fileName: cvFileName(row.contentType) };
}
