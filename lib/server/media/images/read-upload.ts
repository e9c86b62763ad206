import 'server-only';
import { badRequest } from '@/lib/server/http/errors';
import { IMAGE_MAX_BYTES, IMAGE_MESSAGES } from './process-image';

/** Multipart overhead allowed per file on top of the largest photo before a body is refused unread. */
const SLACK_PER_FILE = 64 * 1024;

const refuse = (message: string) => badRequest(message, { file: message });

/**
 * The `file` parts of a multipart request (at most `max`), each at most IMAGE_MAX_BYTES. The size is checked from
 * Content-Length before the body is read, so a huge body is refused without buffering it; then per file.
 */
export async function readImageUploads(request: Request, max: number): Promise<Buffer[]> {
  const type = request.headers.get('content-type') ?? '';
  if (!type.toLowerCase().startsWith('multipart/form-data')) throw refuse(IMAGE_MESSAGES.missing);
  const length = Number(request.headers.get('content-length') ?? 0);
  if (length > max * (IMAGE_MAX_BYTES + SLACK_PER_FILE)) throw refuse(IMAGE_MESSAGES.tooBig);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw badRequest('The form could not be read. Please try again.');
  }
  const files = form.getAll('file').filter((part): part is File => typeof part !== 'string');
  if (files.length === 0 || files.some((file) => file.size === 0)) throw refuse(IMAGE_MESSAGES.missing);
  if (files.length > max) throw refuse(`Send at most ${max} photos at once.`);
  if (files.some((file) => file.size > IMAGE_MAX_BYTES)) throw refuse(IMAGE_MESSAGES.tooBig);
  return Promise.all(files.map(async (file) => Buffer.from(await file.arrayBuffer())));
}
