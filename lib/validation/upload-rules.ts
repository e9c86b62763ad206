// The upload rules a browser needs (kinds, types, sizes, messages, the picker's check), without zod: the photo fields
// on the product page and the review form load with the page, and zod is about 30 KiB of JavaScript. The schemas that
// use them are in upload.ts, which re-exports all of this, so the server keeps one import.

/**
 * photo-cake: printed on a cake; review-photo: shown with a product review; ticket-attachment: a support ticket's photo
 * (private); quiz-cover: a quiz's cover picture; contest-entry: a contest entry's photo; contest-banner: the banner of
 * a contest someone runs; business-logo: shown on a business's public page; delivery-photo: the rider's photo of the cake
 * at the door (private: kept on the order as proof of delivery).
 */
export const UPLOAD_KINDS = ['photo-cake', 'review-photo', 'ticket-attachment', 'quiz-cover', 'contest-entry', 'contest-banner', 'business-logo', 'delivery-photo'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

export const PHOTO_MAX_BYTES = 8 * 1024 * 1024;
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const UPLOAD_MESSAGES = {
  missing: 'Choose a photo to upload.',
  type: 'Choose a JPEG, PNG or WebP photo.',
  tooBig: 'That photo is larger than 8 MB. Please choose a smaller one.',
  kind: 'Say what the upload is for.',
  /** A photo cake sent to the cart without its photo. */
  required: 'Add your photo: it is printed on the cake.',
  /** A photo id the cart cannot use (unknown, another customer's, or not a cake photo). */
  notFound: 'We could not find that photo. Please upload it again.',
} as const;

/** What upload/file answers: the new upload's id (sent on with add-to-cart) and where it is served. */
export type UploadAnswer = { id: string; url: string; kind: UploadKind; contentType: string; width: number; height: number };

/** Where an upload is served (app/media/uploads/[id]). */
export const uploadUrl = (id: string) => `/media/uploads/${id}`;

/** The picker's check before anything is sent: the same limits as the server. */
export function photoFileError(file: { type: string; size: number }): string | null {
  if (file.size === 0) return UPLOAD_MESSAGES.missing;
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return UPLOAD_MESSAGES.type;
  if (file.size > PHOTO_MAX_BYTES) return UPLOAD_MESSAGES.tooBig;
  return null;
}
