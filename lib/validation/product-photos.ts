import { z } from 'zod';
import { labelledId } from './ids';
import { text } from './text';

// A product's photos in the back office (issue 25): order, alt text. The files themselves are multipart `file` parts
// (lib/server/media/images/read-upload.ts).

/** The most photos one product keeps; a gallery past this is a slower page, not a better one. */
export const MAX_PRODUCT_PHOTOS = 12;
/** Files one upload request may carry (the page sends one per request, for its progress bar). */
export const MAX_PHOTOS_PER_UPLOAD = 6;
export const ALT_MAX = 200;

export const photoOrderSchema = z.object({
  order: z
    .array(labelledId('Photo'), { error: 'Send the photos’ ids in their new order.' })
    .min(1, 'Send the photos’ ids in their new order.')
    .max(MAX_PRODUCT_PHOTOS, `A product has at most ${MAX_PRODUCT_PHOTOS} photos.`)
    .refine((ids) => new Set(ids).size === ids.length, 'Each photo once.'),
});

export const photoAltSchema = z.object({
  alt: text({ error: 'Describe the photo in words (or leave it empty).' })
    .trim()
    .max(ALT_MAX, `Keep the description under ${ALT_MAX} characters.`),
});
