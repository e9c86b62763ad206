import { z } from 'zod';
import { text } from './text';
import { UPLOAD_KINDS, UPLOAD_MESSAGES } from './upload-rules';

// upload/file (SPEC §7): a picture sent as multipart `file` with its `kind`. Shared by the route and the photo picker,
// which checks type and size before sending (the server checks the bytes themselves).

export * from './upload-rules';

const UPLOAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An upload's id as upload/file answered it (a uuid). */
export const uploadIdSchema = text({ error: UPLOAD_MESSAGES.notFound }).regex(UPLOAD_ID, UPLOAD_MESSAGES.notFound).transform((id) => id.toLowerCase());

export const uploadFieldsSchema = z.object({
  kind: z.enum(UPLOAD_KINDS, { error: UPLOAD_MESSAGES.kind }),
});
