import 'server-only';
import { badRequest } from '@/lib/server/http/errors';
import { parseOrThrow } from '@/lib/server/http/respond';
import { PHOTO_MAX_BYTES, UPLOAD_MESSAGES, uploadFieldsSchema, uploadUrl, type UploadAnswer } from '@/lib/validation/upload';
import { sniffImage } from './image';
import { saveUpload } from './store';

// upload/file: multipart `file` + `kind`. The size limit is enforced from Content-Length before the body is read, so
// a huge upload is refused without buffering it; then again on the file itself (Content-Length can be absent).

/** Multipart overhead allowed on top of the largest photo before the body is refused unread. */
const MULTIPART_SLACK = 64 * 1024;

const refuse = (message: string) => badRequest(message, { file: message });

export async function uploadFile(request: Request, userId: number | null): Promise<UploadAnswer> {
  const type = request.headers.get('content-type') ?? '';
  if (!type.toLowerCase().startsWith('multipart/form-data')) throw refuse(UPLOAD_MESSAGES.missing);
  const length = Number(request.headers.get('content-length') ?? 0);
  if (length > PHOTO_MAX_BYTES + MULTIPART_SLACK) throw refuse(UPLOAD_MESSAGES.tooBig);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw badRequest('The form could not be read. Please try again.');
  }
  const { kind } = parseOrThrow(uploadFieldsSchema, { kind: form.get('kind') ?? undefined });
  const file = form.get('file');
  if (file === null || typeof file === 'string' || file.size === 0) throw refuse(UPLOAD_MESSAGES.missing);
  if (file.size > PHOTO_MAX_BYTES) throw refuse(UPLOAD_MESSAGES.tooBig);
  const image = sniffImage(Buffer.from(await file.arrayBuffer()), PHOTO_MAX_BYTES);
  if (!image) throw refuse(UPLOAD_MESSAGES.type);
  const row = await saveUpload({ userId, kind, image });
  return { id: row.id, url: uploadUrl(row.id), kind, contentType: image.contentType, width: image.width, height: image.height };
}
